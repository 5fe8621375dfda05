import { describe, expect, it } from "vitest";
import { medicineFlags } from "./helpers";

/**
 * Where a medicine was given that only a hospital does (issue 18): the operating theatre, the emergency department's
 * own treatment, a stay as an inpatient. A summary's "In hospital only" is then what the source says.
 */
describe("a medicine given where only a hospital gives it", () => {
  it("reads 'theatre only' as given in hospital", () => {
    const note = "Anaesthesia: bupivacaine 0.5% 10 mL around the incision - theatre only. Closure with nylon.";

    expect(medicineFlags(note, "- In hospital only: Bupivacaine, a numbing injection.")).toEqual([]);
  });

  it("reads a medicine put in during the operation as given in hospital", () => {
    const note = "Procedure: smooth. Intracameral moxifloxacin 0.5 mg at the end. Pad and shield applied.";

    expect(medicineFlags(note, "- In hospital only: Moxifloxacin put into your eye.")).toEqual([]);
  });

  it("reads what the emergency department's management lists as given in hospital", () => {
    const note = "Mx in ED:\n- Ketamine 20 mg intranasal for pain relief.\n- Wound closed with glue.";

    expect(medicineFlags(note, "- In hospital only: Ketamine spray for the pain.")).toEqual([]);
  });

  it("accepts in hospital only, or stopped, for a medicine stopped when an inpatient went home", () => {
    const list = "Dalteparin 5000 units sc daily while an inpatient - stopped on discharge.";

    expect(medicineFlags(list, "- In hospital only: Dalteparin injections to prevent clots.")).toEqual([]);
    expect(medicineFlags(list, "- Stop taking: Dalteparin injections.")).toEqual([]);
  });

  it("still flags keeping on with a medicine stopped when an inpatient went home", () => {
    const list = "Dalteparin 5000 units sc daily while an inpatient - stopped on discharge.";

    expect(medicineFlags(list, "- Keep taking: Dalteparin injections.")).toHaveLength(1);
  });
});

describe("insulin named before another word of the vocabulary", () => {
  it("flags an insulin the source never names, though a class word follows it", () => {
    const note = "Procedure: intracameral cefuroxime 1 mg at the end.";

    expect(medicineFlags(note, "- In hospital only: Insulin antibiotic put into your eye.")).toEqual([
      "unsupported medication: Insulin",
    ]);
  });
});

describe("the ninth batch's ways of saying a medicine stayed in hospital (decision 483)", () => {
  it("reads the list under 'ED meds (given here only - not for home use):' as given in hospital", () => {
    const note =
      "Plan: rest.\n\nED meds (given here only - not for home use):\n  - Ondansetron 4 mg 1 tablet x1 for the sickness.\n";

    expect(medicineFlags(note, "- In hospital only: Ondansetron for the sickness.")).toEqual([]);
  });

  it("reads '(intra-op only)' as given in hospital", () => {
    const note = "PROCEDURE: laparoscopic repair; wound infiltration with ropivacaine 0.2% 20 mL (intra-op only).";

    expect(medicineFlags(note, "- In hospital only: Ropivacaine, a numbing injection.")).toEqual([]);
  });
});
