import type { ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
import { describe, expect, it, vi } from "vitest";
import { createBedrockEngine, PROMPT_VERSIONS } from "../../../lambdas/adapters/ai/bedrock-engine";
import { validateNotes } from "../../../lambdas/core/clinical-notes";
import converseAnswer from "../../fixtures/bedrock/clinical-notes-converse.json";

const segments = [
  { id: "s2", speaker: "spk_0", text: "Fifty five year old man with a cough for two weeks." },
  { id: "s3", speaker: "spk_0", text: "He is taking amlodipine five milligrams once daily." },
  { id: "s4", speaker: "spk_0", text: "On examination his blood pressure is one forty over ninety." },
  { id: "s5", speaker: "spk_0", text: "Impression is a viral chest infection." },
  {
    id: "s6",
    speaker: "spk_0",
    text: "Start amoxicillin five hundred milligrams three times a day, review in a week.",
  },
];
const request = {
  templateName: "SOAP Format",
  templateContent: "## Subjective\n## Objective\n## Assessment\n## Plan",
  patientName: "Walter Finch",
  segments,
};

describe("Bedrock clinical notes (Converse, answer in the shape Bedrock returns)", () => {
  it("asks with a versioned prompt, the template, and every segment with its id, forcing the notes tool", async () => {
    const send = vi.fn(async (_: ConverseCommand) => converseAnswer as never);
    const engine = createBedrockEngine(send, () => "anthropic.test-model");

    await engine.clinicalNotes(request);

    const input = send.mock.calls[0][0].input;
    expect(PROMPT_VERSIONS.clinicalNotes).toBe("clinical-notes-v1");
    expect(input.system?.[0].text).toContain('Template "SOAP Format"');
    expect(input.messages?.[0].content?.[0].text).toContain("[s3] (spk_0) He is taking amlodipine");
    expect(input.toolConfig?.toolChoice).toEqual({ tool: { name: "record_clinical_notes" } });
    expect(input.inferenceConfig?.temperature).toBe(0);
  });

  it("returns the tool's input, which validation keeps with evidence from known segments only", async () => {
    const engine = createBedrockEngine(
      async () => converseAnswer as never,
      () => "m",
    );

    const raw = await engine.clinicalNotes(request);
    const notes = validateNotes(raw, new Set(segments.map((s) => s.id)), "SOAP Format");

    expect(notes.sections.map((s) => s.heading)).toEqual(["Subjective", "Objective", "Assessment", "Plan"]);
    expect(notes.sections[1].sentences).toEqual([{ text: "BP 140/90.", segmentIds: ["s4"] }]);
    // s17 is not in this transcript: the citation is dropped, the sentence kept.
    expect(notes.sections[2].sentences[0].segmentIds).toEqual(["s5"]);
  });

  it("refuses an answer without the tool call", async () => {
    const textOnly = { output: { message: { role: "assistant", content: [{ text: "Here are the notes." }] } } };
    const engine = createBedrockEngine(
      async () => textOnly as never,
      () => "m",
    );

    await expect(engine.clinicalNotes(request)).rejects.toThrow("Invalid response from AI service");
  });
});
