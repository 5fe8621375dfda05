import { describe, expect, it } from "vitest";
import { checkFaithfulness } from "#core/summaries/faithfulness";

const source = `Discharge medications: Aspirin 81 mg daily. Metoprolol 25mg twice daily.
Follow-up with cardiology on 12/03/2026. Ejection fraction 45%. Weight 82 kg.`;

describe("faithfulness check", () => {
  it("flags nothing when every fact comes from the source", () => {
    const draft = "Take aspirin 81 mg every day and metoprolol 25 mg twice a day. See the heart team on 12/03/2026.";

    expect(checkFaithfulness(draft, source)).toEqual([]);
  });

  it("flags a dose that is not in the source", () => {
    expect(checkFaithfulness("Take aspirin 325 mg every day.", source)).toEqual([{ kind: "dose", value: "325 mg" }]);
  });

  it("flags a medication that is not in the source", () => {
    expect(checkFaithfulness("Keep taking your warfarin.", source)).toEqual([
      { kind: "medication", value: "warfarin" },
    ]);
  });

  it("flags a date that is not in the source", () => {
    expect(checkFaithfulness("Your check-up is on March 14, 2026.", source)).toEqual([
      { kind: "date", value: "March 14, 2026" },
    ]);
  });

  it("flags a bare number that is not in the source", () => {
    expect(checkFaithfulness("Your heart beat 60 times a minute.", source)).toEqual([{ kind: "number", value: "60" }]);
  });

  it("flags a percentage that is not in the source, with its unit", () => {
    expect(checkFaithfulness("Your heart pumps at 60% of normal.", source)).toEqual([{ kind: "dose", value: "60%" }]);
  });

  it("ignores list numbering", () => {
    expect(checkFaithfulness("1. Take aspirin 81 mg.\n2. Rest.", source)).toEqual([]);
  });

  it("reports each unsupported fact once", () => {
    expect(checkFaithfulness("Take 5 mg. Then 5 mg again.", source)).toHaveLength(1);
  });

  describe("number tokens with their units (issue 10)", () => {
    it("does not take a saturation after 'SpO2' for a new number", () => {
      const clinical = "Observations: HR 88, BP 132/78, SpO2 97% on room air.";

      expect(checkFaithfulness("Your oxygen level (SpO2) was 97%.", clinical)).toEqual([]);
    });

    it("finds a saturation written with a space before the percent sign", () => {
      expect(checkFaithfulness("Your oxygen level was SpO2 97%.", "SpO2 97 % on air")).toEqual([]);
    });

    it("reads a thousands separator as one number", () => {
      const clinical = "Fluid restriction 1,250 mL per day. Platelets 250,000.";

      expect(checkFaithfulness("Drink no more than 1,250 mL a day. Platelets were 250,000.", clinical)).toEqual([]);
    });

    it("matches a number written with and without its thousands separator", () => {
      expect(checkFaithfulness("Drink no more than 1250 mL a day.", "Fluid restriction 1,250 mL daily")).toEqual([]);
    });

    it("flags a number that only appears inside a word of the source", () => {
      expect(checkFaithfulness("Take 12 tablets.", "Vitamin B12 injection monthly")).toEqual([
        { kind: "dose", value: "12 tablets" },
      ]);
    });

    it("flags a dose whose unit differs from the source", () => {
      expect(checkFaithfulness("Take 5 g a day.", "Ramipril 5 mg daily")).toEqual([{ kind: "dose", value: "5 g" }]);
    });

    it("never matches by deleting spaces between two numbers", () => {
      expect(checkFaithfulness("Take 25 mg.", "Day 2 5 mg")).toEqual([{ kind: "dose", value: "25 mg" }]);
    });
  });
});
