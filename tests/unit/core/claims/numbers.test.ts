import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

/** The faithfulness check's cases (tests/unit/core/summaries/faithfulness.test.ts), which the claim checker replaces. */
const SOURCE = `Discharge medications: Aspirin 81 mg daily. Metoprolol 25mg twice daily.
Follow-up with cardiology on 12/03/2026. Ejection fraction 45%. Weight 82 kg.`;

const numbers = (output: string, source = SOURCE) => briefly(check(source, output, "clinician"));

describe("numbers and dates", () => {
  it("flags nothing when every number comes from the source", () => {
    const draft = "Take aspirin 81 mg every day and metoprolol 25 mg twice a day. See the heart team on 12/03/2026.";

    expect(numbers(draft)).toEqual([]);
  });

  it("flags a date that is not in the source", () => {
    expect(numbers("Your check-up is on March 14, 2026.")).toEqual(["unsupported date: March 14, 2026"]);
  });

  it("flags a bare number that is not in the source", () => {
    expect(numbers("Your heart beat 60 times a minute.")).toEqual(["unsupported number: 60"]);
  });

  it("flags a percentage that is not in the source, with its unit", () => {
    expect(numbers("Your heart pumps at 60% of normal.")).toEqual(["unsupported dose: 60%"]);
  });

  it("ignores list numbering", () => {
    expect(numbers("1. Take aspirin 81 mg.\n2. Rest.")).toEqual([]);
  });

  it("reports each unsupported number once", () => {
    expect(numbers("Rest for 5 hours. Then rest 5 hours again.")).toHaveLength(1);
  });

  it("does not take a saturation after 'SpO2' for a new number", () => {
    expect(
      numbers("Your oxygen level (SpO2) was 97%.", "Observations: HR 88, BP 132/78, SpO2 97% on room air."),
    ).toEqual([]);
  });

  it("reads a thousands separator as one number", () => {
    expect(numbers("Drink no more than 1250 mL a day.", "Fluid restriction 1,250 mL daily")).toEqual([]);
  });

  it("flags a number that only appears inside a word of the source", () => {
    expect(numbers("Take 12 tablets.", "Vitamin B12 injection monthly")).toEqual(["unsupported dose: 12 tablets"]);
  });

  it("never matches by deleting spaces between two numbers", () => {
    expect(numbers("Rest 25 days.", "Day 2 5 mg")).toEqual(["unsupported number: 25 days"]);
  });

  it("reads an amount in another unit as the same amount", () => {
    expect(numbers("Drink no more than 1.5 litres a day.", "Fluid restriction 1500 mL a day.")).toEqual([]);
  });

  it("does not read 'one' in a sentence as a fact", () => {
    expect(numbers("This is one of your heart medicines.", "Metoprolol 25 mg twice daily.")).toEqual([]);
  });

  it("flags a test value the source gives otherwise", () => {
    expect(numbers("HbA1c 84 mmol/mol.", "HbA1c 74 mmol/mol (was 68 six months ago). eGFR 84.")).toEqual([
      "contradicted test: HbA1c 84 mmol/mol",
    ]);
  });
});

describe("dates written another way", () => {
  it("reads a date with the month in words as the same date", () => {
    expect(numbers("Your last dose is on 21 February 2025.", "Last dose on 21/02/2025.")).toEqual([]);
  });

  it("flags another day", () => {
    expect(numbers("Your last dose is on 22 February 2025.", "Last dose on 21/02/2025.")).toEqual([
      "unsupported date: 22 February 2025",
    ]);
  });
});

describe("kinds of test", () => {
  it("flags a blood test where the source has a urine test", () => {
    expect(numbers("A blood test showed an infection.", "Urine dipstick: leucocytes and nitrites positive.")).toEqual([
      "unsupported test: blood test",
    ]);
  });

  it("accepts a blood test the source names by what it measured", () => {
    expect(numbers("A blood test showed your kidneys work well.", "Creatinine normal, eGFR normal.")).toEqual([]);
  });
});
