import { describe, expect, it } from "vitest";
import { flagKey } from "#contracts/review-flags";
import { checkClaims } from "#core/claims/check";
import { PAIRS } from "./hand-written-pairs";
import { briefly } from "./helpers";

/**
 * Each kind of error the evaluation of issue 18 puts into correct summaries (start and stop swapped, dose, unit,
 * frequency, another drug, a medicine moved to the stop list, a warning sign or the allergy dropped, a diagnosis or
 * a number added, the follow-up time changed), in summaries of sources laid out four ways.
 */
describe.each(PAIRS)("the checker on $name", ({ source, summary, mutations }) => {
  const check = (output: string) => checkClaims({ output, source, audience: "patient" });

  it("flags nothing in the correct summary", () => {
    expect(briefly(check(summary))).toEqual([]);
  });

  it.each(mutations)("flags the summary with its $kind changed", ({ from, to }) => {
    expect(summary).toContain(from);
    const correct = new Set(check(summary).map(flagKey));

    const flags = check(summary.replace(from, to)).filter((f) => !correct.has(flagKey(f)));

    expect(flags.length).toBeGreaterThan(0);
  });
});
