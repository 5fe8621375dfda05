import type { ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
import { describe, expect, it, vi } from "vitest";
import { createBedrockEngine, PROMPT_VERSIONS } from "#adapters/ai/bedrock-engine";
import { validateNotes } from "#core/transcriptions/notes-validation";
import converseAnswer from "#fixtures/bedrock/clinical-notes-converse.json";

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
    expect(PROMPT_VERSIONS.clinicalNotes).toBe("clinical-notes-v2");
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

  it("tells the model to file by who said what: questions are not facts, a no is a negative citing both segments", async () => {
    const send = vi.fn(async (_: ConverseCommand) => converseAnswer as never);
    const engine = createBedrockEngine(send, () => "anthropic.test-model");

    await engine.clinicalNotes(request);

    const system = send.mock.calls[0][0].input.system?.[0].text ?? "";
    expect(system).toMatch(/Subjective[^\n]*what the patient reports/);
    expect(system).toMatch(/Objective[^\n]*findings and measurements/);
    expect(system).toMatch(/Assessment[^\n]*what the clinician concludes/);
    expect(system).toMatch(/Plan: what the clinician decides[^\n]*dose, frequency and duration[^\n]*follow-up/);
    expect(system).toContain("A question is never a finding or a fact");
    expect(system).toMatch(/"Denies fever\."[^\n]*BOTH segments, the question's and the answer's/);
    expect(system).toMatch(/spoken headings \("subjective … objective … assessment … plan"\)/);
  });

  it("names each segment's speaker and role, so a renamed clinician is still the clinician", async () => {
    const send = vi.fn(async (_: ConverseCommand) => converseAnswer as never);
    const engine = createBedrockEngine(send, () => "anthropic.test-model");

    await engine.clinicalNotes({
      ...request,
      segments: [
        { id: "s1", speaker: "Dr Patel", role: "clinician", text: "Any fever?" },
        { id: "s2", speaker: "Patient", role: "patient", text: "No." },
        { id: "s3", speaker: null, text: "Plan review in a week." },
      ],
    });

    const text = send.mock.calls[0][0].input.messages?.[0].content?.[0].text ?? "";
    expect(text).toContain("[s1] (Dr Patel, clinician) Any fever?");
    expect(text).toContain("[s2] (Patient) No.");
    expect(text).toContain("[s3] Plan review in a week.");
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
