import { describe, expect, it } from "vitest";
import { presets } from "#core/account/templates";
import { draftClinicalNotes, InvalidNotes, validateNotes } from "#core/transcriptions/clinical-notes";

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

describe("notes validation (every engine)", () => {
  const known = new Set(["s1", "s2"]);

  it("drops evidence that names segments the transcript does not have", () => {
    const raw = { sections: [{ heading: "Plan", sentences: [{ text: "Review.", segmentIds: ["s2", "s99", "s2"] }] }] };

    expect(validateNotes(raw, known, "SOAP Format").sections[0].sentences[0].segmentIds).toEqual(["s2"]);
  });

  it("drops empty sentences and keeps the template name", () => {
    const raw = { sections: [{ heading: " Plan ", sentences: [{ text: "  ", segmentIds: [] }, { text: "Rest." }] }] };

    expect(validateNotes(raw, known, "SOAP Format")).toEqual({
      templateName: "SOAP Format",
      sections: [{ heading: "Plan", sentences: [{ text: "Rest.", segmentIds: [] }] }],
    });
  });

  it("refuses an answer without sections", () => {
    expect(() => validateNotes({ notes: "free text" }, known, "T")).toThrow(InvalidNotes);
    expect(() => validateNotes({ sections: [] }, known, "T")).toThrow(InvalidNotes);
  });
});
