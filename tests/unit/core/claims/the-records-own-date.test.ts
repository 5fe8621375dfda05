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

describe("a date labelled in the record's header", () => {
  it("does not ask for the header's 'Date:' with the clinician after it on its line", () => {
    const source =
      "Riverside Surgery\nPatient: LANE, Opal      DOB: 02-Feb-1980\nDate: 03-Mar-2026 10:15     Clinician: Dr Ash Mendez (GP)\n\nP: review in 4 weeks.";

    expect(omittedFollowups(source, "## Your follow-up appointments\n- See your GP in 4 weeks.")).toEqual([]);
  });

  it("does not ask for the header's 'Date of procedure:'", () => {
    const source =
      "ENDOSCOPY REPORT\nDate of procedure: 04/21/2026     Endoscopist: K. Ode, MD\n\nFollow-up: clinic in 6 weeks.";

    expect(omittedFollowups(source, "## Your follow-up appointments\n- Clinic in 6 weeks.")).toEqual([]);
  });

  it("still asks for a 'Date:' of an appointment further down", () => {
    const source = `Riverside Surgery\n${"Note line.\n".repeat(12)}Next appointment\nDate: 20-Jul-2026 with the practice nurse.`;

    expect(omittedFollowups(source, "## Your follow-up appointments\n- None.").length).toBeGreaterThan(0);
  });
});
