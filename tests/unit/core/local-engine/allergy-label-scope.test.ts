import { describe, expect, it } from "vitest";
import { draft, section } from "./support/draft";

/** A pharmacist's "ALLERGY / ADR: …" line swallowed the results and the table after it (issue 18, held-out set). */
describe("an allergy label with its entry on the same line", () => {
  const LETTER = `Discharge letter
Patient: Ivy Marsh

ALLERGY / ADR: Trimethoprim - rash (2019). Confirmed with the patient.

Sodium 128 on admission, 134 at discharge.

Advice
Do not lift anything heavy for 4 weeks. Ice pack after exercises.`;

  it("holds for its own paragraph only", () => {
    const medicines = section(draft(LETTER).text, "Your medicines").join("\n");

    expect(medicines).toMatch(/Allergy: Trimethoprim/);
    expect(medicines).not.toMatch(/Sodium|lift/);
  });

  it("leaves the advice after it as advice", () => {
    const home = section(draft(LETTER).text, "Looking after yourself at home").join("\n");

    expect(home).toMatch(/Do not lift anything heavy for 4 weeks/);
  });
});
