import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

/** Numbers and dates a summary gives in other words than its letter (decision 470). */
describe("lengths of time a letter gives without writing them", () => {
  it("reads 'days 1 to 14' as 14 days", () => {
    const source = "Capecitabine 1,500 mg twice daily, days 1 to 14, then 7 days off.";

    const flags = check(
      source,
      "## Your medicines\n- New: Capecitabine 1,500 mg twice a day for 14 days, then 7 days off.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads a gestation of 9+3 weeks as 9 weeks", () => {
    const source = "Booking visit. Gestation by LMP: 9+3 weeks.";

    const flags = check(source, "## Why you were seen\n- You are about 9 weeks pregnant.");

    expect(briefly(flags)).toEqual([]);
  });

  it("still flags a length the letter does not give", () => {
    const source = "Capecitabine 1,500 mg twice daily, days 1 to 14, then 7 days off.";

    const flags = check(
      source,
      "## Your medicines\n- New: Capecitabine 1,500 mg twice a day for 21 days, then 7 days off.",
    );

    expect(briefly(flags).some((f) => f.includes("21 days"))).toBe(true);
  });
});

describe("dates that are no appointment", () => {
  it("reads 'Seen: 10/12/2025, Clinic 4B' as when the patient was seen", () => {
    const source = "Seen: 10/12/2025, Clinic 4B (Mr R. Adebayo, Consultant)\nReview in clinic in 6 months.";

    const flags = check(source, "## Your follow-up appointments\n- Clinic review in 6 months.");

    expect(briefly(flags)).toEqual([]);
  });

  it("keeps 'tomorrow (04/12/2025)' said as 'tomorrow'", () => {
    const source = "Follow-up:\n- Community midwife home visit tomorrow (04/12/2025) for BP check.";

    const flags = check(
      source,
      "## Your follow-up appointments\n- Your midwife will visit you at home tomorrow to check your blood pressure.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads a test name closing a medicine's brackets as no test value", () => {
    const source = "Vitamin D 21 nmol/L (low). Start colecalciferol 800 units once daily.";

    const flags = check(source, "## Your medicines\n- New: Colecalciferol (vitamin D) 800 units once a day.");

    expect(briefly(flags)).toEqual([]);
  });
});
