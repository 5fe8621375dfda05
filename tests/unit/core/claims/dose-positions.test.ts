import { describe, expect, it } from "vitest";
import { briefly, check, meds } from "./helpers";

/**
 * Where a dose stands says which dose it is (issue 18, decision 454): a titration's first step before "then increase
 * to", a review table's column of what was taken before, a split dose's part of the day, and a table row that goes on
 * in its dose column on the next line.
 */
const doseFlags = (source: string, summary: string) =>
  briefly(check(source, meds(summary))).filter((f) => f.startsWith("contradicted dose"));

describe("a titration written 'start …, then increase to …'", () => {
  const LETTER = "Plan:\n1. Start topiramate 25 mg at night for 2 weeks, then increase to 50 mg at night.";

  it("flags the later dose given as the one to start with", () => {
    expect(doseFlags(LETTER, "- New: Topiramate 50 mg at night for 2 weeks, then 50 mg at night.")).toEqual([
      "contradicted dose: New: Topiramate 50 mg",
    ]);
  });

  it("accepts both steps in the source's order", () => {
    expect(doseFlags(LETTER, "- New: Topiramate 25 mg at night for 2 weeks, then 50 mg at night.")).toEqual([]);
  });
});

describe("a medication review table with a column of what was taken before", () => {
  const REVIEW = [
    "Medicines reviewed:",
    "| Drug       | Previous dose | New dose   | Action   |",
    "|------------|---------------|------------|----------|",
    "| Furosemide | 80 mg om      | 40 mg om   | Reduce   |",
    "| Ramipril   | 5 mg od       | 5 mg od    | Continue |",
  ].join("\n");

  it("flags the dose before the review given as the dose now", () => {
    expect(doseFlags(REVIEW, "- Changed: Furosemide is now 80 mg each morning. It used to be 80 mg.")).toEqual([
      "contradicted dose: Changed: Furosemide is now 80 mg",
    ]);
  });

  it("accepts the new dose with the old one said as what it used to be", () => {
    expect(doseFlags(REVIEW, "- Changed: Furosemide is now 40 mg each morning. It used to be 80 mg.")).toEqual([]);
  });

  it("accepts a dose that is the same in both columns", () => {
    expect(doseFlags(REVIEW, "- Keep taking: Ramipril 5 mg once a day.")).toEqual([]);
  });
});

describe("a split dose with a part of the day for each", () => {
  const LETTER = "Start prednisolone 15 mg a day as 10 mg in the morning and 5 mg at lunchtime.";

  it("flags the day's total given as the morning dose", () => {
    expect(doseFlags(LETTER, "- New: Prednisolone 15 mg in the morning and 5 mg at lunchtime.")).toEqual([
      "contradicted dose: New: Prednisolone 15 mg",
    ]);
  });

  it("flags a clock time's dose swapped for another part of the day's", () => {
    const source = "Hydrocortisone 10 mg at 8 am, 5 mg at 1 pm and 2.5 mg at 5 pm.";

    expect(doseFlags(source, "- Keep taking: Hydrocortisone 10 mg at 8 am, 5 mg at 1 pm and 5 mg at 5 pm.")).toEqual([
      "contradicted dose: Hydrocortisone 10 mg at 8 am, 5 mg at 1 pm and 5 mg",
    ]);
  });

  it("accepts each dose with its own part of the day in other words", () => {
    expect(doseFlags(LETTER, "- New: Prednisolone 10 mg each morning and 5 mg at lunch.")).toEqual([]);
  });
});

describe("a table row that goes on in its dose column", () => {
  const LIST = [
    "DISCHARGE MEDICATION",
    "Drug                  Dose            When              Status",
    "Pancrex V             3 capsules      with meals        NEW",
    "                      1 capsule       with snacks",
    "Omeprazole            20 mg           od                CONTINUE",
  ].join("\n");

  it("accepts the second dose as the same medicine's", () => {
    expect(doseFlags(LIST, "- New: Pancrex V, 3 capsules with meals and 1 capsule with snacks.")).toEqual([]);
  });

  it("still flags a dose the row does not give", () => {
    expect(doseFlags(LIST, "- New: Pancrex V, 3 capsules with meals and 2 capsules with snacks.")).toEqual([
      "contradicted dose: New: Pancrex V, 3 capsules with meals and 2 capsules",
    ]);
  });
});
