import { describe, expect, it } from "vitest";
import { check } from "./helpers";

/** Warning signs said in forms the coverage check missed (issue 18's mutation test: a dropped sign went unflagged). */
describe("warnings said without 'call … if'", () => {
  it("flags a dropped sign whose action is same-day care with the numbers to ring", () => {
    const source = "Plan:\nSafety net: if home BP above 180/120 with headache - same-day care (111 or A&E).";

    const flags = check(source, "## When to get help\n- Ring the surgery if you feel dizzy.");

    expect(flags.map((f) => `${f.kind} ${f.verdict}`)).toContain("warning omitted");
  });

  it("flags a dropped sign listed in the sentence before 'If these happen, contact …'", () => {
    const source =
      "Plan:\nRelapse signs to look out for: poor sleep for several nights, voices louder. If these happen, contact the crisis team.";

    const flags = check(source, "## When to get help\n- If you have voices louder, contact the crisis team.");

    expect(flags.map((f) => f.value)).toEqual(["poor sleep for several nights"]);
  });

  it("keeps the list's title out of its signs", () => {
    const source =
      "Plan:\nRelapse signs to look out for: poor sleep, voices louder. If these happen, contact the crisis team.";

    const flags = check(
      source,
      "## When to get help\n- If you have poor sleep or voices louder, contact the crisis team.",
    );

    expect(flags).toEqual([]);
  });
});

describe("the end of a warnings list", () => {
  const source =
    "Red flags discussed:\n- Sudden chest pain or breathlessness -> call 999.\n\nDischarged from the falls service. Follow-up: balance class in 2 weeks.";

  it("leaves the paragraph after the list and a blank line out of the warnings", () => {
    const flags = check(
      source,
      "## When to get help\n- Sudden chest pain or breathlessness: call 999.\n\n## Your follow-up appointments\n- Balance class in 2 weeks.",
    );

    expect(flags.filter((f) => f.kind === "warning").map((f) => f.value)).toEqual([]);
  });

  it("still flags a sign of the list that the summary drops", () => {
    const flags = check(source, "## Your follow-up appointments\n- Balance class in 2 weeks.");

    expect(flags.filter((f) => f.kind === "warning" && f.verdict === "omitted").length).toBeGreaterThan(0);
  });
});

describe("a reminder after the signs", () => {
  it("is no sign of its own", () => {
    const source = "Advice:\nCall 999 straight away if you notice new face weakness or slurred speech - remember FAST.";

    const flags = check(source, "## When to get help\n- New face weakness or slurred speech: call 999 straight away.");

    expect(flags.filter((f) => f.kind === "warning").map((f) => f.value)).toEqual([]);
  });
});

/** A patient's words for a sign the letter writes in clinical words (issue 18, third batch as a development set). */
describe("signs kept in a patient's words", () => {
  const source =
    "Call the eye line straight away if you have worsening vision, increasing redness or a shadow in your vision. " +
    "Black stools or blood in the urine: call the GP surgery urgently. Return if the fever persists.";
  const warnings = (flags: ReturnType<typeof check>) =>
    flags.filter((f) => f.kind === "warning" && f.verdict === "omitted").map((f) => f.value);

  it("keeps each sign said in plain words: sight, redder, poo, pee, a fever that does not go", () => {
    const summary =
      "## When to get help\n- Your sight gets worse, your eye gets redder, or you see a shadow: call the eye line straight away.\n" +
      "- Your poo is black or you see blood in your pee: call your GP surgery urgently.\n" +
      "- Your fever does not go: come back.";

    expect(warnings(check(source, summary))).toEqual([]);
  });

  it("still flags the sign a summary drops", () => {
    const summary =
      "## When to get help\n- Your sight gets worse or you see a shadow: call the eye line straight away.\n" +
      "- Your poo is black or you see blood in your pee: call your GP surgery urgently.\n" +
      "- Your fever does not go: come back.";

    expect(warnings(check(source, summary))).toEqual(["increasing redness"]);
  });
});
