import { describe, expect, it } from "vitest";
import { readDocument } from "#core/local-engine/document";

/**
 * Headings set as a word on their own line, and a lead-in that names a number to call (issue 18: a ketoacidosis
 * discharge lost its three warning signs and listed its sick-day rules as allergies).
 */
const DISCHARGE = [
  "Diagnosis: diabetic ketoacidosis.",
  "",
  "Allergies",
  "* Elastoplast adhesive dressings - blistering of the skin",
  "",
  "Sick day rules (reviewed with the diabetes specialist nurse)",
  "* Never stop taking your long-acting insulin, even if you are not eating",
  "",
  "Get urgent help (999 or A&E) if:",
  "* Blood ketones are 3.0 or higher",
  "* You keep vomiting and cannot keep fluids down",
  "",
  "Follow-up",
  "* Diabetes clinic in 4 weeks",
].join("\n");

const topicOf = (text: RegExp) => readDocument(DISCHARGE).items.find((i) => text.test(i.text))?.topic;

describe("headings on a line of their own", () => {
  it("reads a line 'Allergies' as the allergies heading", () => {
    expect(topicOf(/Elastoplast/)).toBe("allergies");
  });

  it("ends the allergies at a title with a note in brackets", () => {
    expect(topicOf(/long-acting insulin/)).not.toBe("allergies");
  });

  it("puts each sign under a lead-in that names a number on the lead-in's sentence", () => {
    const warnings = readDocument(DISCHARGE)
      .items.filter((i) => i.topic === "warnings")
      .map((i) => i.text);

    expect(warnings).toEqual([
      "Get urgent help (999 or A&E) if blood ketones are 3.0 or higher",
      "Get urgent help (999 or A&E) if you keep vomiting and cannot keep fluids down",
    ]);
  });

  it("leaves a list under 'Treatment' to its lines' own cues, not to what was given in hospital", () => {
    const doc = readDocument(
      "Diagnosis: deep vein thrombosis.\n\nTreatment\n- Apixaban 10 mg twice daily for 7 days, then 5 mg twice daily - NEW.",
    );

    expect(doc.items.find((i) => /Apixaban/.test(i.text))?.topic).toBe("medications");
  });
});
