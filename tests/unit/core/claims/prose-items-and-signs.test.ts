import { describe, expect, it } from "vitest";
import { briefly, check, flagsAbout } from "./helpers";

/** Readings the ninth held-out batch showed wrong (issue 18, decision 485). */

describe("a bullet of prose that names a medicine on the way", () => {
  const source = "Plan: continue quetiapine 25 mg at night.";

  it("does not give the medicine the time of day of the sentence after it", () => {
    const summary =
      "## Why you were seen\n- Your sleep medicine, quetiapine, does not suit you. You feel slow in the morning.";

    expect(briefly(check(source, summary)).filter((f) => f.includes("medication"))).toEqual([]);
  });

  it("still gives a medicine that leads a source's bullet what the rest of the bullet says", () => {
    const letter =
      "- Humulin I (isophane insulin) started at 8 units at bedtime. She will increase the dose by 2 units every 3 days.";
    const summary =
      "## Your medicines\n- New: Isophane insulin 8 units at bedtime. Raise the dose by 2 units every 3 days.";

    expect(briefly(check(letter, summary)).filter((f) => f.includes("dose"))).toEqual([]);
  });
});

describe("a date's month after a start", () => {
  it("is no medicine", () => {
    const source = "Sleep therapy: 6 weekly sessions, starting 06/04/2026 at 4 PM.";

    const flags = briefly(check(source, "## Your follow-up appointments\n- Sleep therapy, starting June 4 at 4 PM."));

    expect(flags.filter((f) => f.includes("medication"))).toEqual([]);
  });
});

describe("a sign, an arrow, then stopping the medicine at once and getting help", () => {
  const source =
    "Reasons to call:\n  - Confusion, unsteadiness, or a rash -> stop lamotrigine now and call the office.\n  - Trouble breathing -> call 911.";

  it("is a warning the summary must keep", () => {
    const summary = "## When to get help\n- You have trouble breathing: call 911.";

    expect(flagsAbout(source, summary, "omitted warning")).toEqual([
      "omitted warning: Confusion, unsteadiness, or a rash -> stop lamotrigine now…",
    ]);
  });

  it("is kept by the same signs in plain words, with 'do not' for 'don't'", () => {
    const letter = "Reasons to call:\n  - Doing things you don't remember -> stop zolpidem now and call the office.";
    const summary = "## When to get help\n- You do things you do not remember: stop zolpidem now and call the office.";

    expect(flagsAbout(letter, summary, "omitted warning")).toEqual([]);
  });
});
