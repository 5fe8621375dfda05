import { describe, expect, it } from "vitest";
import { flagId, flagSpans, flagsStillIn, markFlags, openFlags } from "#contracts/flag-spans";
import { MAX_VERSIONS, type VersionMeta } from "#contracts/review";
import { joinSections, splitSections } from "#contracts/summary-sections";
import { regenerationView, versionObjectKeysOf, withVersion } from "#core/review/versions";

const SUMMARY = `Hello Harriet. This is a summary of your recent care.

## Why you were in hospital
High potassium.
Type 2 diabetes with 3-month blood sugar average of 9.1%.

## Your medicines
- Metformin 500 mg by mouth twice a day.
- Stop Lisinopril.
`;

describe("where a flagged fact stands in the text", () => {
  it("finds a value whatever its spacing and case", () => {
    expect(flagSpans("Take 81mg daily", "81 mg")).toEqual([{ start: 5, end: 9 }]);
    expect(flagSpans("Stop LISINOPRIL now", "lisinopril")).toHaveLength(1);
  });

  it("never finds a number inside a longer number or a decimal", () => {
    expect(flagSpans("Take 25 mg, 9.1% and 130", "5")).toEqual([]);
    expect(flagSpans("a 3-month average", "3")).toEqual([{ start: 2, end: 3 }]);
  });

  it("never finds a medicine name inside a longer word", () => {
    expect(flagSpans("hyperpotassiumic", "potassium")).toEqual([]);
  });

  it("cuts a line into plain and highlighted parts", () => {
    const flags = [{ kind: "number" as const, value: "3" }];

    expect(markFlags("with 3-month average", flags)).toEqual([
      { text: "with " },
      { text: "3", flag: flags[0] },
      { text: "-month average" },
    ]);
  });

  it("keeps only the flags whose value still appears after an edit, with their state", () => {
    const flags = [
      { kind: "number" as const, value: "3" },
      { kind: "medication" as const, value: "potassium", confirmedAt: "2026-11-24T10:00:00.000Z" },
    ];

    const kept = flagsStillIn(flags, SUMMARY.replace("3-month", "long-term"));

    expect(kept).toEqual([flags[1]]);
    expect(openFlags(kept)).toEqual([]);
  });

  it("names a flag the same way whatever its spacing and case", () => {
    expect(flagId({ kind: "dose", value: "81  MG" })).toBe(flagId({ kind: "dose", value: "81 mg" }));
  });
});

describe("sections of a text for the editor", () => {
  it("splits at headings and joins back to exactly the same text", () => {
    const sections = splitSections(SUMMARY);

    expect(sections.map((s) => s.heading)).toEqual([null, "Why you were in hospital", "Your medicines"]);
    expect(sections[2].body).toBe("- Metformin 500 mg by mouth twice a day.\n- Stop Lisinopril.");
    expect(joinSections(sections)).toBe(SUMMARY);
  });

  it("rewrites only the edited section, keeping its heading and the others untouched", () => {
    const sections = splitSections(SUMMARY);

    const text = joinSections(sections, [undefined, "High potassium.\nType 2 diabetes."]);

    expect(text).toBe(
      SUMMARY.replace(
        "High potassium.\nType 2 diabetes with 3-month blood sugar average of 9.1%.",
        "High potassium.\nType 2 diabetes.",
      ),
    );
  });
});

describe("versions kept on the record", () => {
  const meta = (revision: number): VersionMeta => ({
    revision,
    reason: "edited",
    at: "2026-11-24T10:00:00.000Z",
    by: "Dr A",
  });

  it("lists a summary from before review as its generated version 1", () => {
    const { versions } = withVersion({ createdAt: "2026-11-24T09:00:00.000Z", summaryContent: "x" }, meta(2));

    expect(versions.map((v) => [v.revision, v.reason])).toEqual([
      [1, "generated"],
      [2, "edited"],
    ]);
  });

  it("keeps at most MAX_VERSIONS entries and hands back the oldest that dropped off", () => {
    const full = Array.from({ length: MAX_VERSIONS }, (_, i) => meta(i + 1));

    const { versions, dropped } = withVersion(
      { versions: full, createdAt: "", summaryContent: "x" },
      meta(MAX_VERSIONS + 1),
    );

    expect(versions).toHaveLength(MAX_VERSIONS);
    expect(dropped.map((v) => v.revision)).toEqual([1]);
    expect(versions.at(-1)?.revision).toBe(MAX_VERSIONS + 1);
  });

  it("deletes every version key a record can have used, dropped ones included", () => {
    expect(versionObjectKeysOf("u1", { id: "s1", revision: 3 })).toEqual([
      "summaries/u1/s1/versions/1.json",
      "summaries/u1/s1/versions/2.json",
      "summaries/u1/s1/versions/3.json",
    ]);
  });
});

describe("a regeneration as reads report it", () => {
  const regeneration = {
    id: "r1",
    status: "processing" as const,
    error: null,
    startedAt: "2026-11-24T10:00:00.000Z",
    deadlineAt: Date.parse("2026-11-24T10:06:00.000Z"),
    template: null,
    templateName: "Discharge Summary",
    instructions: "Shorter.",
    by: "Dr A",
  };

  it("is under way until its deadline", () => {
    expect(regenerationView({ regeneration }, Date.parse("2026-11-24T10:05:59.000Z"))).toMatchObject({
      status: "processing",
      template: "Discharge Summary",
    });
  });

  it("reads as failed with the timeout text once its deadline has passed, so no screen waits for ever", () => {
    expect(regenerationView({ regeneration }, Date.parse("2026-11-24T10:06:01.000Z"))).toMatchObject({
      status: "failed",
      error: "Generation timed out. Please try again.",
    });
  });
});
