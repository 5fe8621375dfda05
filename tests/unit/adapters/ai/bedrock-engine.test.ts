import { type ConverseCommand, ThrottlingException } from "@aws-sdk/client-bedrock-runtime";
import { describe, expect, it, vi } from "vitest";
import { createBedrockEngine, withBackoff } from "#adapters/ai/bedrock-engine";
import { structuredSummarySchema } from "#core/local-engine/structure";
import type { DraftRequest } from "#core/shared/ai-port";
import recorded from "#fixtures/bedrock/discharge-tool-use.json";

const reply = (text: string) => ({ output: { message: { role: "assistant" as const, content: [{ text }] } } });
/** A tool-use answer: the recorded one, or its input changed. */
const toolReply = (input: unknown = recorded.output.message.content[0].toolUse.input) => ({
  output: {
    message: {
      role: "assistant" as const,
      content: [{ toolUse: { toolUseId: "tooluse_1", name: "record_patient_summary", input: input as never } }],
    },
  },
});
const throttled = () => new ThrottlingException({ message: "Rate exceeded", $metadata: {} });

const request: DraftRequest = {
  sourceText: "Patient Name: Tom Baker. Hypertension. Lisinopril 10 mg daily.",
  templateName: "Discharge Summary",
  templateContent: "## Why you were in hospital\n## Your medicines",
  instructions: "Mention the pharmacy hours.",
  patientName: "Tom Baker",
  targetGrade: 8,
  attachments: [
    { name: "letter.pdf", contentType: "application/pdf", bytes: Buffer.from("%PDF") },
    { name: "scan.png", contentType: "image/png", bytes: Buffer.from("png") },
    { name: "note.txt", contentType: "text/plain", bytes: Buffer.from("text") },
  ],
};

describe("Bedrock engine (Converse API, mocked)", () => {
  it("sends the template in the system prompt and PDFs and images as content blocks", async () => {
    const send = vi.fn(async (_: ConverseCommand) => toolReply());
    const engine = createBedrockEngine(send, () => "anthropic.test-model");

    await engine.draft(request);

    const input = send.mock.calls[0][0].input;
    expect(input.modelId).toBe("anthropic.test-model");
    expect(input.system?.[0].text).toContain('template "Discharge Summary"');
    expect(input.system?.[0].text).toContain("grade 8 or lower");
    const blocks = input.messages?.[0].content ?? [];
    expect(blocks[0]).toMatchObject({ document: { format: "pdf", name: "letter 1" } });
    expect(blocks[1]).toMatchObject({ image: { format: "png" } });
    expect(blocks).toHaveLength(3);
    expect(blocks[2].text).toContain("Mention the pharmacy hours.");
  });

  it("retries when Bedrock throttles and returns the eventual answer", async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(throttled())
      .mockRejectedValueOnce(throttled())
      .mockResolvedValueOnce(reply("Done."));
    const engine = createBedrockEngine(send, () => "m");

    await expect(engine.chat({ summary: "S", question: "Q?", history: [] })).resolves.toEqual({
      text: "Done.",
      sources: [],
    });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("gives up after the last attempt", async () => {
    const wait = vi.fn(async () => undefined);
    const run = vi.fn(async () => {
      throw throttled();
    });

    await expect(withBackoff(run, 3, 10, wait)).rejects.toBeInstanceOf(ThrottlingException);
    expect(run).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledTimes(2);
  });

  it("does not retry other errors", async () => {
    const run = vi.fn(async () => {
      throw new Error("AccessDenied");
    });

    await expect(withBackoff(run, 5, 1, async () => undefined)).rejects.toThrow("AccessDenied");
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("treats an empty answer as 'Invalid response from AI service'", async () => {
    const engine = createBedrockEngine(
      async () => reply("  "),
      () => "m",
    );

    await expect(engine.draft(request)).rejects.toThrow("Invalid response from AI service");
  });

  it("asks for a simpler version with the previous draft and its grade", async () => {
    const send = vi.fn(async (_: ConverseCommand) => toolReply());
    const engine = createBedrockEngine(send, () => "m");

    await engine.simplify({ ...request, previous: "Complex draft.", previousGrade: 11.2 });

    const messages = send.mock.calls[0][0].input.messages ?? [];
    expect(messages[1]).toMatchObject({ role: "assistant", content: [{ text: "Complex draft." }] });
    expect(messages[2].content?.[0].text).toContain("reads at grade 11.2");
  });

  it("sends the chat history and the summary", async () => {
    const send = vi.fn(async (_: ConverseCommand) => reply("Take it every day."));
    const engine = createBedrockEngine(send, () => "m");

    await engine.chat({
      summary: "Aspirin 81 mg daily.",
      question: "How often?",
      history: [
        { role: "user", content: "What is aspirin for?" },
        { role: "assistant", content: "Your heart." },
      ],
    });

    const input = send.mock.calls[0][0].input;
    expect(input.system?.[0].text).toContain("Aspirin 81 mg daily.");
    expect(input.messages?.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
  });

  describe("structured output (issue 10)", () => {
    it("asks for the structured summary through one forced tool whose schema is the zod schema's", async () => {
      const send = vi.fn(async (_: ConverseCommand) => toolReply());
      const engine = createBedrockEngine(send, () => "m");

      await engine.draft(request);

      const toolConfig = send.mock.calls[0][0].input.toolConfig;
      expect(toolConfig?.toolChoice).toEqual({ tool: { name: "record_patient_summary" } });
      const schema = toolConfig?.tools?.[0].toolSpec?.inputSchema?.json as { required?: string[] };
      expect(schema.required).toEqual(
        expect.arrayContaining(["documentKind", "sections", "medications", "followUps", "warningSigns"]),
      );
    });

    it("returns the recorded answer's structure, validated, with the text rendered from it", async () => {
      const engine = createBedrockEngine(
        async () => recorded as never,
        () => "m",
      );

      const draft = await engine.draft(request);

      expect(draft.structure).toEqual(structuredSummarySchema.parse(recorded.output.message.content[0].toolUse.input));
      expect(draft.structure?.medications.map((m) => [m.name, m.status, m.setting])).toEqual([
        ["Lisinopril", "new", "home"],
        ["Amlodipine", "stopped", "home"],
        ["Ceftriaxone", "stopped", "hospital"],
      ]);
      expect(draft.text).toContain("Lisinopril 10 mg by mouth once a day");
      expect(draft.text).toContain("Do not take both amlodipine and lisinopril");
      expect(draft.text).toContain("If you get a very bad headache or chest pain, call 911.");
      expect(draft.text).toContain("See your GP in 1 week for a blood pressure check.");
    });

    it("refuses an answer that does not call the tool", async () => {
      const engine = createBedrockEngine(
        async () => reply("## Your medicines\nLisinopril."),
        () => "m",
      );

      await expect(engine.draft(request)).rejects.toThrow("Invalid response from AI service");
    });

    it("refuses a tool call whose input breaks the schema", async () => {
      const input = structuredClone(recorded.output.message.content[0].toolUse.input);
      (input.medications[0] as { status: string }).status = "suspended";
      const engine = createBedrockEngine(
        async () => toolReply(input),
        () => "m",
      );

      await expect(engine.draft(request)).rejects.toThrow("Invalid response from AI service");
    });

    it("accepts a medicine the model marks as paused, and writes it with the Pause label", async () => {
      const input = structuredClone(recorded.output.message.content[0].toolUse.input);
      (input.medications[0] as { status: string }).status = "paused";
      const engine = createBedrockEngine(
        async () => toolReply(input),
        () => "m",
      );

      const draft = await engine.draft(request);

      expect(draft.text).toMatch(/^- Pause: /m);
    });

    it("sends the first structure back as the model's tool call when asking for a simpler one", async () => {
      const send = vi.fn(async (_: ConverseCommand) => toolReply());
      const engine = createBedrockEngine(send, () => "m");
      const previousStructure = structuredSummarySchema.parse(recorded.output.message.content[0].toolUse.input);

      await engine.simplify({ ...request, previous: "Complex.", previousGrade: 10.4, previousStructure });

      const messages = send.mock.calls[0][0].input.messages ?? [];
      expect(messages[1].content?.[0].toolUse).toMatchObject({
        name: "record_patient_summary",
        input: previousStructure,
      });
      expect(messages[2].content?.[0].toolResult?.toolUseId).toBe(messages[1].content?.[0].toolUse?.toolUseId);
      expect(messages[2].content?.[1].text).toContain("reads at grade 10.4");
    });
  });

  describe("chat context (issue 10)", () => {
    it("gives the model the document passages that answer the question and a refusal rule", async () => {
      const send = vi.fn(async (_: ConverseCommand) => reply("Your scan showed no clot."));
      const engine = createBedrockEngine(send, () => "m");

      await engine.chat({
        summary: "## Your medicines\n- Aspirin 81 mg daily.",
        source:
          "IMAGING:\nCT pulmonary angiogram: no pulmonary embolism.\nDISCHARGE MEDICATIONS:\nAspirin 81 mg PO daily.",
        question: "What did the CT scan show?",
        history: [],
      });

      const system = send.mock.calls[0][0].input.system?.[0].text ?? "";
      expect(system).toContain("[document, CT pulmonary angiogram] CT pulmonary angiogram: no pulmonary embolism.");
      expect(system).toContain("Do not give medical advice beyond the documents");
    });
  });
});
