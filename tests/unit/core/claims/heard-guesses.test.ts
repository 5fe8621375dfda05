import { describe, expect, it } from "vitest";
import { checkClaims } from "#core/claims/check";
import { transcript } from "./helpers";

/**
 * A recogniser's confident guesses (issue 18, `eval:safety:recordings`): a known drug in place of a word it did not
 * know. The transcript supports them word for word; what gives them away is what a spoken prescription always has.
 */
const verdicts = (spoken: string, output: string) =>
  checkClaims({ output, source: transcript(spoken), audience: "patient" }).map((f) => `${f.verdict} ${f.value}`);

describe("a medicine heard in a recording but not said as an instruction", () => {
  it("flags a start heard with no dose", () => {
    expect(verdicts("Start olanzapine four times a day instead.", "- New: Olanzapine four times a day.")).toEqual([
      "low_confidence New: Olanzapine",
    ]);
  });

  it("flags two doses heard in one instruction", () => {
    expect(
      verdicts(
        "Increase download ibuprofen five milligrams at ten milligrams once a day.",
        "- Changed: Increase ibuprofen 5 mg at 10 mg once a day.",
      ),
    ).toEqual(["low_confidence Changed: Increase ibuprofen 5 mg at 10 mg"]);
  });

  it("flags a number heard with a medicine that is not a dose, a time or a count", () => {
    expect(
      verdicts(
        "The ibuprofen ten naked scores so please stop that.",
        "The ibuprofen 10 naked scores so please stop that.",
      ),
    ).toEqual(["low_confidence ibuprofen 10"]);
  });

  it("flags a name that may be a medicine or a level, heard with nothing to say which", () => {
    expect(verdicts("Lithium one so they.", "Lithium one so they.")).toEqual(["low_confidence Lithium"]);
  });

  it("leaves a level alone", () => {
    expect(verdicts("Your lithium level is normal.", "Your lithium level is normal.")).toEqual([]);
  });

  it("accepts a change from one dose to another", () => {
    expect(
      verdicts(
        "Increase ramipril from five milligrams to ten milligrams once a day.",
        "- Changed: Increase ramipril from 5 mg to 10 mg once a day.",
      ),
    ).toEqual([]);
  });

  it("accepts a course with its dose, its times and its days", () => {
    expect(
      verdicts(
        "Start amoxicillin five hundred milligrams three times a day for seven days.",
        "- New: Amoxicillin 500 mg three times a day for 7 days.",
      ),
    ).toEqual([]);
  });

  it("reads 'since we started the ramipril' as the past, so a summary's 'New' is contradicted", () => {
    expect(
      verdicts("How have you been since we started the ramipril. Stop the ramipril today.", "- New: Ramipril."),
    ).toEqual(["contradicted New: Ramipril"]);
  });
});
