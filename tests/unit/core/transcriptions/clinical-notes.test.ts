import { describe, expect, it } from "vitest";
import { presets } from "#core/account/templates";
import { draftClinicalNotes } from "#core/transcriptions/clinical-notes";

const soap = presets().find((p) => p.id === "soap_format")?.content ?? "";
const historyAndPhysical = presets().find((p) => p.id === "clinical_history_physical")?.content ?? "";

const segments = [
  { id: "s1", speaker: null, text: "Good morning." },
  { id: "s2", speaker: null, text: "Fifty five year old man with a cough for two weeks." },
  { id: "s3", speaker: null, text: "He is taking amlodipine five milligrams once daily." },
  { id: "s4", speaker: null, text: "On examination his blood pressure is one forty over ninety." },
  { id: "s5", speaker: null, text: "Impression is a viral chest infection." },
  { id: "s6", speaker: null, text: "Plan start amoxicillin five hundred milligrams three times a day." },
];
const notes = (template: string) =>
  draftClinicalNotes({ templateName: "T", templateContent: template, patientName: "W", segments });
const sectionOf = (draft: ReturnType<typeof notes>, segmentId: string) =>
  draft.sections.find((s) => s.sentences.some((x) => x.segmentIds.includes(segmentId)))?.heading;

describe("offline clinical notes", () => {
  it("has the template's sections, in its order", () => {
    expect(notes(soap).sections.map((s) => s.heading)).toEqual(["Subjective", "Objective", "Assessment", "Plan"]);
  });

  it("routes each transcript sentence to the SOAP section of its topic", () => {
    const draft = notes(soap);

    expect(sectionOf(draft, "s2")).toBe("Subjective");
    expect(sectionOf(draft, "s3")).toBe("Subjective");
    expect(sectionOf(draft, "s4")).toBe("Objective");
    expect(sectionOf(draft, "s5")).toBe("Assessment");
    expect(sectionOf(draft, "s6")).toBe("Plan");
  });

  it("keeps each note sentence's evidence: the segment it was said in, word for word", () => {
    const draft = notes(soap);
    const sentence = draft.sections.flatMap((s) => s.sentences).find((s) => s.segmentIds.includes("s3"));

    expect(sentence).toEqual({ text: "He is taking amlodipine five milligrams once daily.", segmentIds: ["s3"] });
  });

  it("leaves out greetings and other filler", () => {
    expect(sectionOf(notes(soap), "s1")).toBeUndefined();
  });

  it("uses a template's own sections: medications go to Medications in a history and physical", () => {
    const draft = notes(historyAndPhysical);

    expect(sectionOf(draft, "s3")).toBe("Medications");
    expect(sectionOf(draft, "s4")).toBe("Physical Examination");
    expect(sectionOf(draft, "s6")).toBe("Plan");
  });

  it("falls back to SOAP sections for a template without headings", () => {
    expect(notes("Write short notes.").sections.map((s) => s.heading)).toEqual([
      "Subjective",
      "Objective",
      "Assessment",
      "Plan",
    ]);
  });
});
