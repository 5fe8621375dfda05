import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

/** A date on or before the day the record was written is no appointment; minutes time a wait (decision 479). */
const omittedFollowups = (source: string, summary: string) =>
  briefly(check(source, summary)).filter((f) => f.startsWith("omitted followup"));

describe("dates before the record was written", () => {
  it("does not ask for the visit the letter reports", () => {
    const source =
      "Dictated 12/03/26   Typed 14/03/26\n\nDear Dr Lamb,\nThank you for referring Mrs Ines Corrado, whom I saw in clinic on 10/03/26.\nPlan: review in clinic in 3 months.";

    expect(omittedFollowups(source, "## Your follow-up appointments\n- Clinic review in 3 months.")).toEqual([]);
  });

  it("does not ask for the blood test a letter dated on its own line thanks the patient for", () => {
    const source =
      "Mr Abel Tran\n\n9th June 2026\n\nDear Mr Tran,\nThank you for having your blood test on 2nd June 2026 for your yearly kidney review. Your sodium is a little low.\nPlease repeat the test in 2 weeks.";

    expect(omittedFollowups(source, "## Your follow-up appointments\n- Repeat blood test in 2 weeks.")).toEqual([]);
  });

  it("still asks for an appointment dated after the letter", () => {
    const source =
      "9th June 2026\n\nDear Mr Tran,\nYour sodium is a little low. Your repeat blood test is booked for 23rd June 2026.";

    expect(omittedFollowups(source, "## Your follow-up appointments\n- None.").length).toBeGreaterThan(0);
  });
});

describe("minutes", () => {
  it("are no appointment to keep", () => {
    const source =
      "Asthma attack: give 10 puffs of salbutamol and call 999. Repeat after 10 minutes if the ambulance has not arrived.";

    expect(
      omittedFollowups(source, "## When to get help\n- In an attack give 10 puffs of salbutamol and call 999."),
    ).toEqual([]);
  });
});
