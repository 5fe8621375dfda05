import { describe, expect, it } from "vitest";
import { flagsAbout } from "./helpers";

/** A follow-up's time changed in the summary, where the new time stands elsewhere in the source (decision 480). */
const followupFlags = (source: string, summary: string) => flagsAbout(source, summary, "followup");

describe("a check in so many weeks", () => {
  it("reads 'please check her potassium in 2 weeks' as a follow-up the summary must keep", () => {
    const source = "Plan: spironolactone 25 mg daily.\nPractice nurse: please check her potassium in 2 weeks.";
    const summary = "## Your medicines\n- New: Spironolactone 25 mg once a day.";

    expect(followupFlags(source, summary).some((f) => f.startsWith("omitted followup"))).toBe(true);
  });

  it("flags the summary's other time for that check", () => {
    const source =
      "Plan: spironolactone 25 mg daily for 5 weeks, then review.\nPractice nurse: please check her potassium in 2 weeks.";
    const summary =
      "## Your medicines\n- New: Spironolactone 25 mg once a day.\n\n## Your follow-up appointments\n- A potassium check with the practice nurse in 5 weeks.";

    expect(followupFlags(source, summary).some((f) => f.startsWith("contradicted followup"))).toBe(true);
  });
});

describe("a follow-up time the source gives only for something else", () => {
  it("flags a clinic visit moved to the length of a course of tablets", () => {
    const source = "Plan:\n- Budesonide 9 mg daily for 8 weeks.\n- Consultant clinic in 12 weeks with calprotectin.";
    const summary =
      "## Your medicines\n- New: Budesonide 9 mg once a day for 8 weeks.\n\n## Your follow-up appointments\n- See the bowel specialist in clinic in 8 weeks, with a poo test.";

    expect(followupFlags(source, summary).some((f) => f.startsWith("contradicted followup"))).toBe(true);
  });

  it("does not flag it when the summary keeps every follow-up of the source", () => {
    const source = "Plan:\n- Budesonide 9 mg daily for 8 weeks.\n- Consultant clinic in 12 weeks with calprotectin.";
    const summary =
      "## Your medicines\n- New: Budesonide 9 mg once a day for 8 weeks.\n\n## Your follow-up appointments\n- See the bowel specialist in clinic in 12 weeks, with a poo test.";

    expect(followupFlags(source, summary)).toEqual([]);
  });

  it("does not count a visit kept at the same time by another line as kept twice", () => {
    const source =
      "Tamsulosin 400 micrograms daily for 4 weeks.\nRepeat KUB x-ray in 2 weeks.\nPCP in 2 weeks to recheck blood pressure.";
    const summary =
      "## Your medicines\n- New: Tamsulosin 400 micrograms once a day for 4 weeks.\n\n## Your follow-up appointments\n- An X-ray of your belly in 4 weeks, to see if the stone has passed.\n- See your PCP in 2 weeks to recheck your blood pressure.";

    expect(followupFlags(source, summary).some((f) => f.startsWith("contradicted followup"))).toBe(true);
  });
});

describe("the visit a letter thanks the patient for", () => {
  it("asks for no appointment on the day the patient came", () => {
    const source =
      "Dear Mr Okafor,\n\nThank you for coming to the kidney clinic on 3 March. Your results were normal. I will see you again in 6 months.";
    const summary = "## Your follow-up appointments\n- Kidney clinic in 6 months.";

    expect(followupFlags(source, summary)).toEqual([]);
  });
});

describe("two tests alike in words, at different times (decision 501)", () => {
  const source = "Plan:\n1. Repeat kidney blood tests (U&E) in 2 weeks - form given.\n2. Ferritin recheck in 3 months.";

  it("does not pair the second with the first one's time when another line keeps it", () => {
    const summary =
      "## Your follow-up appointments\n- Kidney blood tests again in 2 weeks.\n- Ferritin blood test in 3 months.";

    expect(followupFlags(source, summary)).toEqual([]);
  });

  it("still flags a time the source gives neither test", () => {
    const summary =
      "## Your follow-up appointments\n- Kidney blood tests again in 2 weeks.\n- Ferritin blood test in 6 months.";

    expect(followupFlags(source, summary).some((f) => f.startsWith("contradicted followup"))).toBe(true);
  });
});
