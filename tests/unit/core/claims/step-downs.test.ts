import { describe, expect, it } from "vitest";
import { medicineFlags } from "./helpers";

/**
 * A medicine the plan comes off in steps (issue 18, decision 457): the steps written as dose lines under their
 * medicine, the old dose before an arrow, "not to be stopped", and a summary that says stop today or gives the old
 * dose as the new one.
 */
/** A step down is judged by its doses as well as its action. */
const stepFlags = (source: string, lines: string) => medicineFlags(source, lines, { withDoses: true });

const CLINIC = [
  "History: On sertraline 100 mg od for 2 years, feels well and wishes to come off sertraline.",
  "Plan:",
  "  - Sertraline: reduce 100 mg -> 50 mg od for 4 weeks, then stop.",
].join("\n");

describe("a plan that comes off a medicine in steps", () => {
  it("flags 'Stop taking' though another line says the patient wants to come off it", () => {
    expect(stepFlags(CLINIC, "- Stop taking: Sertraline.")).toEqual([
      "contradicted medication: Stop taking: Sertraline",
    ]);
  });

  it("accepts the change with its steps", () => {
    expect(
      stepFlags(CLINIC, "- Changed: Sertraline is now 50 mg once a day for 4 weeks, then stop. It used to be 100 mg."),
    ).toEqual([]);
  });

  it("flags the old dose before the arrow given as the new dose", () => {
    expect(
      stepFlags(CLINIC, "- Changed: Sertraline is now 100 mg once a day for 4 weeks, then stop. It used to be 100 mg."),
    ).toEqual(["contradicted dose: Changed: Sertraline is now 100 mg"]);
  });

  it("does not judge how often it was taken before as how often to take it", () => {
    const source = "Current medicines: bisoprolol 5 mg bd.\nPlan: bisoprolol - reduce 5 mg -> 2.5 mg od.";

    expect(
      stepFlags(source, "- Changed: Bisoprolol is now 2.5 mg once a day. It used to be 5 mg twice a day."),
    ).toEqual([]);
  });
});

describe("a reduction written as dose lines under its medicine", () => {
  const PLAN = [
    "Plan:",
    "  clonazepam - gradual reduction, not to be stopped abruptly:",
    "      1 mg nocte for 2 weeks,",
    "      then 0.5 mg nocte for 2 weeks,",
    "      then stop.",
  ].join("\n");

  it("reads each line's dose as a step of the course", () => {
    expect(
      stepFlags(PLAN, "- Changed: Clonazepam 1 mg at night for 2 weeks, then 0.5 mg at night for 2 weeks, then stop."),
    ).toEqual([]);
  });

  it("flags a summary that says to stop it now", () => {
    expect(stepFlags(PLAN, "- Stop taking: Clonazepam.")).toEqual(["contradicted medication: Stop taking: Clonazepam"]);
  });
});

describe("a table row whose course goes on below its name column", () => {
  const LIST = [
    "DISCHARGE MEDICINES",
    "  Dexamethasone (2 mg tablets)  8 mg once a day in the morning",
    "                                until 14/03/2026,",
    "                                then 4 mg once a day for 5 days, then STOP.",
    "  Lansoprazole 15 mg            15 mg once a day while on dexamethasone.",
    "",
    "Advice",
    "* Do not stop dexamethasone suddenly.",
  ].join("\n");

  it("accepts the course as new, with its later step", () => {
    expect(
      stepFlags(
        LIST,
        "- New: Dexamethasone 8 mg once a day in the morning until 14 March 2026, then 4 mg once a day for 5 days, then stop.",
      ),
    ).toEqual([]);
  });

  it("flags a summary that says to stop it now", () => {
    expect(stepFlags(LIST, "- Stop taking: Dexamethasone.")).toEqual([
      "contradicted medication: Stop taking: Dexamethasone",
    ]);
  });
});

describe("a time said by a medicine's stop", () => {
  it("does not read 'until 3 months after X has stopped' as a stop", () => {
    const source =
      "Methotrexate 15 mg once weekly - new.\nNo live vaccines until 6 months after methotrexate has stopped.";

    expect(stepFlags(source, "- Stop taking: Methotrexate.")).toEqual([
      "contradicted medication: Stop taking: Methotrexate",
    ]);
  });
});
