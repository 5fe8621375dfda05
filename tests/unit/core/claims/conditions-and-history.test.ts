import { describe, expect, it } from "vitest";
import { briefly, check, medicineFlags, meds } from "./helpers";

/**
 * What the source says to do only if a sign appears, and what it says was done before an operation (issue 18,
 * decision 457): neither is what to do now.
 */

describe("a stop written as a sign, an arrow and what to do", () => {
  const PLAN = [
    "Plan:",
    "1. Diclofenac 50 mg tds with food for 5 days.",
    "2. Safety net: black stools or vomiting blood on diclofenac -> stop diclofenac and attend ED.",
  ].join("\n");

  it("accepts the listed medicine as new", () => {
    expect(medicineFlags(PLAN, "- New: Diclofenac 50 mg three times a day with food for 5 days.")).toEqual([]);
  });

  it("flags a summary that says to stop it now, saying the source's stop has a condition", () => {
    const flags = check(PLAN, meds("- Stop taking: Diclofenac."));

    expect(briefly(flags).filter((f) => f.includes(" medication: "))).toEqual([
      "contradicted medication: Stop taking: Diclofenac",
    ]);
    expect(flags.find((f) => f.kind === "medication")?.reason).toContain("only under a condition");
  });
});

describe("a medicine stopped some weeks before an operation and restarted after it", () => {
  const NOTE = [
    "Regular medicines: Clopidogrel 75 mg - stopped 7 days before surgery.",
    "Post-op plan:",
    "- Clopidogrel 75 mg: restart on day 2 if the wound is dry.",
  ].join("\n");

  it("flags a summary that moves it to the stop list", () => {
    expect(medicineFlags(NOTE, "- Stop taking: Clopidogrel 75 mg.")).toEqual([
      "contradicted medication: Stop taking: Clopidogrel",
    ]);
  });
});

describe("who started a medicine and when, in brackets", () => {
  it("is its past, so a stop later in the letter is what to do", () => {
    const letter =
      "Using latanoprost 0.005% nocte since June (started by optician referral).\nPlan:\n- STOP latanoprost (red eyes).";

    expect(medicineFlags(letter, "- New: Latanoprost eye drops.")).toEqual([
      "contradicted medication: New: Latanoprost",
    ]);
  });
});
