import type { ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
import { describe, expect, it, vi } from "vitest";
import { createBedrockEngine, PROMPT_VERSIONS } from "#adapters/ai/bedrock-engine";
import type { DraftRequest } from "#core/shared/ai-port";
import recorded from "#fixtures/bedrock/consultation-summary-tool-use.json";

/**
 * Issue 18, part 3: Bedrock writes a transcription's patient summary from the consultation (the clinical notes and
 * the speaker-labelled segments), told to build it from what was decided; the answer is the recorded tool call.
 */
const segments = [
  { id: "s1", speaker: "spk_0", text: "Stop check dip." },
  { id: "s2", speaker: "spk_0", text: "Impression is poorly controlled hypertension and a urinary tract infection." },
  { id: "s3", speaker: "spk_0", text: "We'll continue metformin five hundred milligrams twice daily." },
  { id: "s4", speaker: "spk_1", text: "Okay." },
];
const request: DraftRequest = {
  sourceText: segments.map((s) => s.text).join(" "),
  templateName: "Visit Summary",
  templateContent: "## Why you came in\n## Your medicines\n## Next steps and follow-up",
  instructions: "",
  patientName: "Walter Finch",
  targetGrade: 8,
  attachments: [],
  consultation: {
    notes: [
      {
        heading: "Assessment",
        sentences: [{ text: "Poorly controlled hypertension; UTI.", segmentIds: ["s2"] }],
      },
      { heading: "Plan", sentences: [{ text: "Continue metformin 500 mg BD.", segmentIds: ["s3"] }] },
    ],
    segments,
  },
};

describe("Bedrock patient summary of a consultation (Converse, answer in the shape Bedrock returns)", () => {
  it("sends the clinical notes and every segment with its speaker, not the transcript as a document", async () => {
    const send = vi.fn(async (_: ConverseCommand) => recorded as never);
    const engine = createBedrockEngine(send, () => "anthropic.test-model");

    await engine.draft(request);

    const input = send.mock.calls[0][0].input;
    const message = input.messages?.[0].content?.[0].text ?? "";
    expect(PROMPT_VERSIONS.summary).toBe("summary-v3");
    expect(message).toContain("## Assessment\n- Poorly controlled hypertension; UTI.");
    expect(message).toContain("## Plan\n- Continue metformin 500 mg BD.");
    expect(message).toContain("[s3] (spk_0) We'll continue metformin five hundred milligrams twice daily.");
    expect(message).toContain("[s4] (spk_1) Okay.");
    expect(message).not.toContain("Text extracted from the documents");
    expect(input.system?.[0].text).toMatch(/recorded consultation[\s\S]*what was decided/);
  });

  it("asks the simpler pass with the same consultation", async () => {
    const send = vi.fn(async (_: ConverseCommand) => recorded as never);
    const engine = createBedrockEngine(send, () => "m");

    await engine.simplify({ ...request, previous: "Hard text.", previousGrade: 11 });

    expect(send.mock.calls[0][0].input.messages?.[0].content?.[0].text).toContain("[s2] (spk_0) Impression is");
  });

  it("renders the recorded answer: each medicine with its action, the follow-up and the warning sign", async () => {
    const engine = createBedrockEngine(
      async () => recorded as never,
      () => "m",
    );

    const draft = await engine.draft(request);

    expect(draft.text).toContain("- Keep taking: Metformin 500 mg twice a day.");
    expect(draft.text).toContain("- Changed: Lisinopril 20 mg once a day. Increased from 10 mg.");
    expect(draft.text).toContain("- New: Nitrofurantoin 100 mg twice a day for 3 days.");
    expect(draft.text).toContain("- Come back in 2 weeks for a blood pressure check.");
    expect(draft.text).toContain("- If you get a fever or pain in your back, call the surgery the same day.");
    expect(draft.text).not.toMatch(/Stop check dip/);
  });
});
