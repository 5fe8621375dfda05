import { describe, expect, it } from "vitest";
import { check, meds } from "./helpers";

/** Inhaler brands, a dose schedule under its lead-in line, and medicines named as times (issue 18, fresh batch). */
const ASTHMA = `Discharge medications:
1. STOP Qvar 100 (beclometasone).
2. START Symbicort 200/6 (budesonide/formoterol) 1 puff BD - replaces Qvar.
3. Switch to Spiriva Respimat 2.5 micrograms, ONE inhalation OD.

Allergies: Naproxen - wheeze. AVOID NSAIDs.`;

const judged = <T extends { kind: string; verdict?: string }>(flags: T[]) =>
  flags.filter((f) => (f.kind === "medication" || f.kind === "dose") && f.verdict !== "omitted");

describe("a brand told to start with its strength", () => {
  it("flags the brand moved to the stop list", () => {
    const flags = check(ASTHMA, meds("- Stop taking: Symbicort 200/6, 1 puff twice a day."));

    expect(judged(flags).map((f) => f.verdict)).toEqual(["contradicted"]);
  });

  it("flags its frequency changed", () => {
    const flags = check(ASTHMA, meds("- New: Symbicort 200/6, 1 puff three times a day."));

    expect(judged(flags).map((f) => f.verdict)).toEqual(["contradicted"]);
  });

  it("flags the brand it replaces said to start, though both hold the same steroid", () => {
    const flags = check(ASTHMA, meds("- New: Qvar 100."));

    expect(judged(flags).map((f) => f.verdict)).toEqual(["contradicted"]);
  });

  it("reads 'switch to' a brand as its start, and 'one puff' as one inhalation", () => {
    const flags = check(ASTHMA, meds("- New: Spiriva Respimat, one puff once a day."));

    expect(judged(flags)).toEqual([]);
  });
});

describe("a class of medicines to avoid, in capitals", () => {
  it("supports 'do not take anti-inflammatory painkillers'", () => {
    const flags = check(ASTHMA, meds("- Do not take anti-inflammatory painkillers such as naproxen."));

    expect(judged(flags)).toEqual([]);
  });
});

describe("a dose schedule under the medicine's lead-in line", () => {
  const LETTER = `Plan
Topiramate to be started slowly:
  Weeks 1-2: 25 mg once daily
  Weeks 3-4: 50 mg once daily
Once she has been on topiramate 50 mg for 2 weeks, reduce propranolol to 40 mg bd, then stop.`;

  it("gives the medicine every step's dose", () => {
    const flags = check(LETTER, meds("- New: Topiramate. Take 25 mg once a day for 2 weeks, then 50 mg once a day."));

    expect(judged(flags)).toEqual([]);
  });

  it("flags a step's dose changed", () => {
    const flags = check(LETTER, meds("- New: Topiramate. Take 75 mg once a day for 2 weeks, then 50 mg once a day."));

    expect(judged(flags).map((f) => f.verdict)).toEqual(["contradicted"]);
  });

  it("does not judge a medicine named as the time of another's change", () => {
    const flags = check(
      LETTER,
      meds(
        "- Changed: Propranolol. Once you have been on topiramate 50 mg for 2 weeks, take 40 mg twice a day, then stop.",
      ),
    );

    expect(judged(flags)).toEqual([]);
  });
});

describe("a brand with its form after it", () => {
  it("is read as the medicine the source continues", () => {
    const flags = check(
      "Plan:\n  Continue Doublebase gel as a soap substitute",
      meds("- Keep taking: Doublebase gel."),
    );

    expect(flags).toEqual([]);
  });

  it("is flagged when the summary stops it", () => {
    const flags = check(
      "Plan:\n  Continue Doublebase gel as a soap substitute",
      meds("- Stop taking: Doublebase gel."),
    );

    expect(judged(flags).map((f) => f.verdict)).toEqual(["contradicted"]);
  });
});

describe("a medicine in lower case the vocabulary does not know", () => {
  const LETTER =
    "Plan: stop Calcichew (calcium comes from the binder).\nHe should continue alfacalcidol 0.25 micrograms od unchanged.";

  it("is read when told what to do, with its dose", () => {
    const flags = check(
      LETTER,
      meds("- Stop taking: Calcichew.\n- Keep taking: Alfacalcidol 0.25 micrograms once a day."),
    );

    expect(judged(flags)).toEqual([]);
  });

  it("is flagged when its dose is changed", () => {
    const flags = check(
      LETTER,
      meds("- Stop taking: Calcichew.\n- Keep taking: Alfacalcidol 0.5 micrograms once a day."),
    );

    expect(judged(flags).map((f) => `${f.kind} ${f.verdict}`)).toEqual(["dose contradicted"]);
  });
});

describe("what the history and the warnings say of a medicine", () => {
  const NOTE =
    "S: On aspirin 75 mg od (started 2023 for circulation).\nP:\n 1. aspirin 75 mg od - STOP.\n 2. Start prednisolone 5 mg od. She must never stop prednisolone suddenly.";

  it("does not read a start dated in the history as support for 'New'", () => {
    const flags = check(NOTE, meds("- New: Aspirin.\n- New: Prednisolone 5 mg once a day."));

    expect(judged(flags).map((f) => `${f.kind} ${f.verdict} ${f.value}`)).toEqual([
      "medication contradicted New: Aspirin",
    ]);
  });

  it("does not read 'must never stop' as support for 'Stop taking'", () => {
    const flags = check(NOTE, meds("- Stop taking: Aspirin.\n- Stop taking: Prednisolone."));

    expect(judged(flags).map((f) => `${f.kind} ${f.verdict}`)).toEqual(["medication contradicted"]);
  });
});
