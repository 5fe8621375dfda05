import { type ConverseCommand, ThrottlingException } from "@aws-sdk/client-bedrock-runtime";
import { describe, expect, it, vi } from "vitest";
import { createBedrockEngine, withBackoff } from "../../../lambdas/adapters/ai/bedrock-engine";
import type { DraftRequest } from "../../../lambdas/adapters/ai/port";

const reply = (text: string) => ({ output: { message: { role: "assistant" as const, content: [{ text }] } } });
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
    const send = vi.fn(async (_: ConverseCommand) => reply("## Why you were in hospital\nHigh blood pressure."));
    const engine = createBedrockEngine(send, () => "anthropic.test-model");

    const draft = await engine.draft(request);

    const input = send.mock.calls[0][0].input;
    expect(draft.text).toBe("## Why you were in hospital\nHigh blood pressure.");
    expect(input.modelId).toBe("anthropic.test-model");
    expect(input.system?.[0].text).toContain('Template "Discharge Summary"');
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

    await expect(engine.chat({ summary: "S", question: "Q?", history: [] })).resolves.toBe("Done.");
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
    const send = vi.fn(async (_: ConverseCommand) => reply("Simpler."));
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
});
