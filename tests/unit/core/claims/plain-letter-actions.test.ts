import { describe, expect, it } from "vitest";
import { medicineFlags } from "./helpers";

/**
 * What a letter says to do in plain words after the medicine (issue 18, decision 457): "…, so please stop it",
 * "Vitamin D can stop.", "Omeprazole to continue.", and two products of one medicine at their own doses.
 */

describe("an action said after the medicine in plain words", () => {
  it("reads '…, so please stop it' as a stop", () => {
    const letter = "Senna 7.5 mg at night has given her cramps, so please stop it. Docusate will be tried instead.";

    expect(medicineFlags(letter, "- New: Senna 7.5 mg at night.")).toEqual(["contradicted medication: New: Senna"]);
  });

  it("reads a numbered plan's 'can stop' as a stop", () => {
    const plan = "Plan:\n1. Ferrous fumarate 210 mg bd for 3 more months.\n2. Cetirizine can stop.";

    expect(medicineFlags(plan, "- Keep taking: Cetirizine 10 mg once a day.")).toEqual([
      "contradicted medication: Keep taking: Cetirizine",
    ]);
  });

  it("reads a numbered plan's 'to continue' as keep taking", () => {
    const plan = "Plan:\n1. Omeprazole to continue.\n2. Naproxen - stop.";

    expect(medicineFlags(plan, "- Stop taking: Omeprazole.\n- Stop taking: Naproxen.")).toEqual([
      "contradicted medication: Stop taking: Omeprazole",
    ]);
  });

  it("does not read 'harder to stop' as stopping the medicine", () => {
    const letter = "Rivaroxaban makes bleeding harder to stop. Rivaroxaban 20 mg once daily - continue.";

    expect(medicineFlags(letter, "- Keep taking: Rivaroxaban 20 mg once a day.")).toEqual([]);
  });
});

describe("two products of one medicine at different doses", () => {
  const PLAN = [
    "Plan:",
    "1. Paliperidone long-acting injection 100 mg once a month, first dose given today.",
    "2. Paliperidone 6 mg tablets: continue for 7 days, then stop.",
  ].join("\n");

  it("flags the injection moved to the stop list though the tablets stop", () => {
    expect(medicineFlags(PLAN, "- Stop taking: Paliperidone 100 mg injection once a month.")).not.toEqual([]);
  });

  it("accepts the tablets' stop after their last week", () => {
    expect(medicineFlags(PLAN, "- Stop taking: Paliperidone 6 mg tablets, after 7 more days.")).toEqual([]);
  });
});

describe("a medicine acted on through 'it' or 'them' in a later sentence", () => {
  it("reads a stop said after a semicolon", () => {
    const letter =
      "She has been buying ferrous sulfate 200 mg tablets from the chemist since the spring; I have explained that they upset her stomach, and she can stop them.";

    expect(medicineFlags(letter, "- New: Ferrous sulfate 200 mg.")).toEqual(["contradicted medication: New: Ferrous"]);
  });

  it("reads a request two sentences on as what to do now, not the start it follows", () => {
    const letter =
      "Her GP started amitriptyline 20 mg at night in March for the neuropathy. It leaves her groggy in the mornings. Please reduce it to 10 mg at night for two weeks and then stop it.";

    expect(medicineFlags(letter, "- Stop taking: Amitriptyline.")).toEqual([
      "contradicted medication: Stop taking: Amitriptyline",
    ]);
    expect(
      medicineFlags(
        letter,
        "- Changed: Amitriptyline is now 10 mg at night for 2 weeks, then stop. It used to be 20 mg.",
      ),
    ).toEqual([]);
  });
});
