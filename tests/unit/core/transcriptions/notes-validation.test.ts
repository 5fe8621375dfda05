import { describe, expect, it } from "vitest";
import { InvalidNotes, validateNotes } from "#core/transcriptions/notes-validation";

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
