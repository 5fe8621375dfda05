import { describe, expect, it } from "vitest";
import { readDocument } from "#core/local-engine/document";

/**
 * Where a document sets its warning signs: under a heading in capitals with a note in brackets, under a letter's
 * headings in capitals when no "Label:" line came before them, and under a lead that names who to call (issue 18:
 * signs under "DISCHARGE ADVICE (verbal + written)", a parents' letter's "PLEASE GET HELP" and "Call 999 if:" were
 * kept as medicines or history).
 */
const warningsOf = (source: string) =>
  readDocument(source)
    .items.filter((i) => i.topic === "warnings")
    .map((i) => i.text);

describe("warning signs under the document's own headings", () => {
  it("reads a heading in capitals with a note in brackets as a heading", () => {
    const source = [
      "Diagnosis: left knee arthroscopy.",
      "",
      "MEDICINES ON DISCHARGE",
      "Naproxen 250 mg twice daily with food - NEW",
      "",
      "HOME ADVICE (explained to patient and wife)",
      "- The knee swells up and feels hot -> ring the Day Ward same day.",
    ].join("\n");

    expect(warningsOf(source)).toEqual(["The knee swells up and feels hot -> ring the Day Ward same day."]);
  });

  it("reads a letter's heading in capitals as a heading though no labelled line came before it", () => {
    const source = [
      "Riverside Eye Unit",
      "",
      "Dear Mrs Okafor,",
      "",
      "Thank you for coming to the eye clinic today with your husband.",
      "",
      "RED FLAGS",
      "- A curtain coming across the vision of the treated eye.",
    ].join("\n");

    expect(warningsOf(source)).toEqual(["A curtain coming across the vision of the treated eye."]);
  });

  it("puts each sign of a list led by 'Call 999 if:' on the lead's sentence", () => {
    const source = [
      "Diagnosis: gastroenteritis.",
      "",
      "Phone an ambulance (999) if:",
      "- He is too drowsy to wake properly",
      "",
      "See your GP if:",
      "- The diarrhoea lasts longer than a week",
    ].join("\n");

    expect(warningsOf(source)).toEqual([
      "Phone an ambulance (999) if he is too drowsy to wake properly",
      "See your GP if the diarrhoea lasts longer than a week",
    ]);
  });

  it("reads a letter's paragraph of sentences under its medicines heading sentence by sentence", () => {
    const source = [
      "Dear Mr Lindgren,",
      "",
      "MEDICINES",
      "",
      "I have asked that you phone the ward straight away if you notice dark urine or yellow eyes on the new tablets. The ward line is 01234 567 890.",
    ].join("\n");

    expect(warningsOf(source)).toEqual([
      "I have asked that you phone the ward straight away if you notice dark urine or yellow eyes on the new tablets. The ward line is 01234 567 890.",
    ]);
  });
});
