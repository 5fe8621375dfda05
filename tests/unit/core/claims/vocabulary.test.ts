import { describe, expect, it } from "vitest";
import { readMedicines } from "#core/claims/read-medicines";
import { readText } from "#core/claims/text";
import { membersOf, namesSame } from "#core/claims/vocabulary";
import vocabulary from "#data/drug-vocabulary.json";
import medications from "#data/medications.json";

const keys = (text: string) => readMedicines(readText(text)).map((m) => m.key);

describe("the drug vocabulary", () => {
  it("holds several hundred generic names from RxNorm and every name of medications.json", () => {
    expect(vocabulary.generics.length).toBeGreaterThan(500);
    expect(medications.names.filter((n) => !vocabulary.generics.includes(n))).toEqual([]);
  });

  it("reads a brand and a British name as the generic", () => {
    expect(keys("Lasix 40 mg and salbutamol 100 mcg")).toEqual(["furosemide", "albuterol"]);
  });

  it("reads British brands and generics the RxNorm extract lacks (decision 454)", () => {
    expect(
      keys("Nutrizym 22 two capsules, Dovobet gel once daily, Lantus 20 units, alfacalcidol 0.5 micrograms"),
    ).toEqual(["pancreatin", "calcipotriol", "glargine", "alfacalcidol"]);
  });

  it("reads emollients and eye lubricants by their product names", () => {
    expect(keys("Stop Doublebase gel; use Epaderm ointment and Lacri-Lube at night")).toEqual([
      "doublebase",
      "epaderm",
      "lacri-lube",
    ]);
  });

  it("reads a British Approved Name as its US generic", () => {
    expect(keys("Hydroxycarbamide 500 mg and chlortalidone 25 mg")).toEqual(["hydroxyurea", "chlorthalidone"]);
  });

  it("reads a multi-word ingredient as one medicine", () => {
    expect(keys("Darbepoetin alfa 40 micrograms weekly")).toEqual(["darbepoetin"]);
  });

  it("reads a combination as one medicine", () => {
    expect(keys("Amoxicillin-clavulanate 875 mg")).toEqual(["amoxicillin"]);
  });

  it("knows the members of a class", () => {
    expect(membersOf("statin").has("atorvastatin")).toBe(true);
    expect(namesSame("class:beta blocker", "bisoprolol")).toBe(true);
    expect(namesSame("class:beta blocker", "amlodipine")).toBe(false);
  });
});
