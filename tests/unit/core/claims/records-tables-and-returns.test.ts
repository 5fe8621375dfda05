import { describe, expect, it } from "vitest";
import { briefly, check, meds } from "./helpers";

/** Records, tables and return advice, as the spent sixth batch showed them misread (decision 478). */
describe("medicines in a record's table and a warning", () => {
  it("supports 'do not stop clopidogrel yourself' of a medicine the letter starts", () => {
    const source = "Discharge medications:\n- Clopidogrel 75 mg od - NEW, for 12 months.";

    const flags = check(
      source,
      `${meds("- New: Clopidogrel 75 mg once a day for 12 months.")}\n\n## When to get help\n- You bruise easily: speak to your GP. Do not stop clopidogrel yourself.`,
    );

    expect(briefly(flags).filter((f) => f.includes("medication"))).toEqual([]);
  });
});

describe("times and dates of a record", () => {
  it("reads 'Clinic review 10 weeks' as the clinic's time", () => {
    const source =
      "Plan: 1) Knee CNS phone review in 3 weeks. 2) Hydrotherapy referral - starts May. 3) Clinic review 10 weeks.";

    const flags = check(
      source,
      "## Your follow-up appointments\n- The knee nurse will phone you in 3 weeks.\n- Knee clinic in 10 weeks.\n- Hydrotherapy starts in May.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'at 24w2d' as 24 weeks pregnant", () => {
    const source = "G1P0 at 24w2d. Fundal height appropriate. Plan: glucose tolerance test at 28 weeks.";

    const flags = check(source, "## Why you were seen\n- You are 24 weeks pregnant and the baby is growing well.");

    expect(briefly(flags).filter((f) => f.includes("number"))).toEqual([]);
  });

  it("does not ask for the visit date or the signature's date as a follow-up", () => {
    const source =
      "Prenatal Visit Note\nVisit date: 03/11/2026     Provider: Anna Lindqvist, MD     Nurse: R. Osei, RN\nPlan: 1) Repeat ultrasound in 6 weeks. 2) Next prenatal visit in 4 weeks.\nElectronically signed: A. Lindqvist, MD 03/11/2026 14:02";

    const flags = check(
      source,
      "## Your follow-up appointments\n- Another ultrasound in 6 weeks.\n- Your next pregnancy check in 4 weeks.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'on or around 12/05' as 12 May", () => {
    const source = "Plan: GP to repeat the blood test in 1 week (on or around 12/05).";

    const flags = check(source, "## Your follow-up appointments\n- Blood test with your GP in 1 week, around 12 May.");

    expect(briefly(flags)).toEqual([]);
  });
});

describe("what a return advice section holds", () => {
  const warningFlags = (source: string, summary: string) =>
    briefly(check(source, summary)).filter((f) => f.includes("warning"));

  it("reads 'Follow up with your PCP in 3 days for a wound check' under return precautions as an appointment", () => {
    expect(
      warningFlags(
        "RETURN PRECAUTIONS\nReturn to the ER for spreading redness or fever.\nFollow up with your PCP in 3 days for a suture check.",
        "## When to get help\n- The redness spreads or you get a fever: come back to the ER.\n\n## Your follow-up appointments\n- See your doctor in 3 days to check the stitches.",
      ),
    ).toEqual([]);
  });

  it("reads a topic before the colon ('Skin: if …') as the sentence's title", () => {
    expect(
      warningFlags(
        "Warnings:\n- Skin: if he gets a rash or blisters, stop the lamotrigine and call the GP the same day.",
        "## When to get help\n- You get a rash or blisters: stop lamotrigine and call your GP the same day.",
      ),
    ).toEqual([]);
  });

  it("keeps 'anxious' as 'worried', and 'unable to keep fluids down' as 'cannot keep drinks down'", () => {
    expect(
      warningFlags(
        "Call the team if she feels anxious or unable to keep fluids down.",
        "## When to get help\n- She feels worried or cannot keep drinks down: call the team.",
      ),
    ).toEqual([]);
  });

  it("reads 'when you check it' as when the reading is taken, and 'refusing feeds' by its feeds", () => {
    expect(
      warningFlags(
        "Ring the ward if his sugar is above 15 when you check it, or he is refusing feeds.",
        "## When to get help\n- His sugar is above 15, or he will not feed: ring the ward.",
      ),
    ).toEqual([]);
  });

  it("reads '2nd' as an ordinal, not the number 2", () => {
    expect(
      warningFlags(
        "Chest pain: use GTN. If still pain 5 min after 2nd dose - call 999.",
        "## When to get help\n- You still have chest pain 5 minutes after the second spray: call 999.",
      ),
    ).toEqual([]);
  });
});
