import { describe, expect, it } from "vitest";
import { rewriteWithGlossary } from "#core/local-engine/glossary";
import { draft as draftWith, section as sectionLines } from "./support/draft";

/**
 * Issue 18, part 3: a test is not a medicine and a urine test is not a blood test; "dilated" in a dilated eye
 * examination is the name of the test, not a word to swap.
 */

const draft = (sourceText: string) => draftWith(sourceText, "Kevin Marsh").text;
/** A section's lines as one text. */
const section = (text: string, heading: string) => sectionLines(text, heading).join("\n");

describe("tests are not medicines", () => {
  it("keeps a urine test planned after a medicine out of the medicine's line", () => {
    const text = draft(`DIABETES CLINIC NOTE
Assessment: Type 2 diabetes.
Plan: Continue metformin 1 g twice daily. Bring a urine sample to the practice before your next visit.`);

    expect(section(text, "Your medicines")).not.toMatch(/urine/i);
    expect(text).toMatch(/Bring a urine sample to the practice/);
  });

  it("keeps an eye check arranged after a medicine out of the medicine's line", () => {
    const text = draft(`CLINIC NOTE
Assessment: Type 2 diabetes.
Plan: Start gliclazide 40 mg once daily with breakfast. Arrange retinal screening with the optician in 12 months.`);

    expect(section(text, "Your medicines")).not.toMatch(/optician|screening/i);
    expect(section(text, "Your follow-up appointments")).toMatch(/screening with the optician in 12 months/);
  });

  it.each(["Urine albumin 30 mg/L, mildly raised.", "Creatinine clearance 45 mL/min.", "Serum sodium 131 mmol/L."])(
    "never lists a measured result as a medicine: %j",
    (result) => {
      const text = draft(`Dear Dr Shah,

Re: Mr. Kevin Marsh

I reviewed Mr Marsh today. ${result}

Yours sincerely,
Dr Emma Clarke`);

      expect(section(text, "Your medicines")).toBe("");
    },
  );

  it.each([
    ["Urine glucose was negative.", /blood sugar/i],
    ["Glucose in the urine was 2+.", /blood sugar/i],
    ["A urine albumin-to-creatinine ratio was 4.2 mg/mmol.", /blood/i],
  ])("never calls a urine test a blood test: %j", (source, blood) => {
    expect(draft(`CLINIC NOTE\nResults: ${source}`)).not.toMatch(blood);
  });

  it("still says blood sugar for a glucose level", () => {
    expect(rewriteWithGlossary("Fasting glucose 7.1 mmol/L.").text).toContain("blood sugar");
  });
});

describe("dilated eye examination", () => {
  it("keeps 'dilated eye examination' and explains it, never 'widened'", () => {
    const text = draft("CLINIC NOTE\nAssessment: A dilated eye examination in March showed no retinopathy.");

    expect(text).not.toMatch(/widened/i);
    expect(text).toMatch(/dilated eye examination \(an eye check with drops that make your pupils (?:wider|bigger)\)/);
  });

  it("keeps 'dilated eye exam' in a plan's wording too", () => {
    const text = draft("CLINIC NOTE\nFollow-up: Book a dilated eye exam at the optician in 12 months.");

    expect(text).toMatch(/dilated eye exam\b/);
    expect(text).not.toMatch(/widened/i);
  });
});
