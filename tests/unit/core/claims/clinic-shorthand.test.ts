import { describe, expect, it } from "vitest";
import { briefly, check, meds } from "./helpers";

/** A GP's journal entry writes its safety-net, limits and plan in shorthand (issue 18, second held-out batch). */
describe("a safety-net written with arrows", () => {
  const source =
    "P:\n - START bisoprolol 2.5 mg od.\n - Safety-net: chest pain at rest -> 999. Blackouts -> contact surgery same day.";

  it("flags a sign the summary drops", () => {
    const flags = check(
      source,
      "## Your medicines\n- New: Bisoprolol 2.5 mg once a day.\n\n## When to get help\n- Chest pain at rest: call 999.",
    );

    expect(flags.map((f) => `${f.kind} ${f.verdict} ${f.value}`)).toEqual([
      "warning omitted Blackouts -> contact surgery same day",
    ]);
  });

  it("raises nothing when every sign is kept", () => {
    const flags = check(
      source,
      "## Your medicines\n- New: Bisoprolol 2.5 mg once a day.\n\n## When to get help\n- Chest pain at rest: call 999.\n- Blackouts: contact your surgery the same day.",
    );

    expect(flags).toEqual([]);
  });
});

describe("shorthand that is not a limit or a change", () => {
  it("reads 'No fever, no rigors, no weight loss' as what the patient does not have", () => {
    const source = "S: Tired for a month. No fever, no rigors, no weight loss.\nP: Bloods today.";

    const flags = check(source, "## Why you were seen\n- You have felt tired for a month.");

    expect(flags.filter((f) => f.kind === "limit")).toEqual([]);
  });

  it("reads '< 21 u/wk' as 21 units a week", () => {
    const source = "Advice: alcohol < 21 u/wk.";

    const flags = check(source, "## Looking after yourself at home\n- Drink less than 21 units of alcohol a week.");

    expect(flags).toEqual([]);
  });
});

describe("a medicine named beside another's action", () => {
  const source = [
    "S: Ankle swelling since starting amlodipine in March.",
    "P:",
    " - STOP amlodipine 10 mg od.",
    " - START lercanidipine 10 mg od in place of amlodipine (start the morning after the last amlodipine dose).",
  ].join("\n");

  it("flags a stopped medicine the summary calls new, though the history says when it was started", () => {
    const flags = check(
      source,
      "## Your medicines\n- New: Amlodipine.\n- New: Lercanidipine 10 mg once a day. This replaces amlodipine.",
    );

    expect(flags.map((f) => `${f.kind} ${f.verdict}`)).toContain("medication contradicted");
  });

  it("reads the stop as supported", () => {
    const flags = check(
      source,
      "## Your medicines\n- Stop taking: Amlodipine.\n- New: Lercanidipine 10 mg once a day. This replaces amlodipine.",
    );

    expect(flags.filter((f) => f.kind === "medication")).toEqual([]);
  });
});

describe("a test to come among appointments", () => {
  const source = "Plan:\n - Bloods: LFTs in 3 wks (on statin).\n - F/u: diabetes review with practice nurse in 6 wks.";

  it("flags the blood test's time changed to the nurse's", () => {
    const flags = check(
      source,
      "## Your follow-up appointments\n- Blood test in 6 weeks to check your liver.\n- Diabetes check with the practice nurse in 6 weeks.",
    );

    expect(flags.map((f) => `${f.kind} ${f.verdict}`)).toEqual(["followup contradicted"]);
  });
});

describe("a medicine the source says must not be stopped", () => {
  const source =
    "Medicines on discharge:\n  Clopidogrel 75 mg OD - CONTINUE. He has a coronary stent and clopidogrel must not be stopped.";

  it("flags a summary line that says to stop it", () => {
    const flags = check(
      source,
      "## Your medicines\n- Keep taking: Clopidogrel 75 mg once a day.\n- Stop taking: You have a stent and clopidogrel must not be stopped.",
    );

    expect(flags.map((f) => `${f.kind} ${f.verdict}`)).toEqual(["medication contradicted"]);
  });
});

describe("a SOAP note's one-letter plan heading after the allergies", () => {
  const source =
    "Allergies: simvastatin - muscle pains (2021).\nP:\n 1. clopidogrel 75 mg od - START.\n 2. Fasting lipids + LFTs in 3 months.";

  it("ends the allergies: the plan's medicines are no allergies", () => {
    const flags = check(
      source,
      "## Your medicines\n- Allergy: simvastatin (muscle pains).\n- New: Clopidogrel 75 mg once a day.\n\n## Your follow-up appointments\n- A blood test in 3 months.",
    );

    expect(flags).toEqual([]);
  });
});

describe("a US note's hourly shorthand", () => {
  it("reads a US note's q6h as every 6 hours, with nothing to flag when the summary says so", () => {
    const source = "1. Ibuprofen 600 mg PO q6h PRN pain, with food - NEW.";

    expect(briefly(check(source, "- New: Ibuprofen 600 mg every 6 hours when you need it for pain."))).toEqual([]);
  });

  it("flags every 4 hours for a medicine the note gives q6h", () => {
    const source = "1. Ibuprofen 600 mg PO q6h PRN pain, with food - NEW.";

    expect(briefly(check(source, "- New: Ibuprofen 600 mg every 4 hours when you need it for pain."))).toContain(
      "contradicted medication: New: Ibuprofen 600 mg every 4 hours",
    );
  });
});

describe("a dose and how often, with an arrow to the new ones", () => {
  const source = "P:\n - Cetirizine 10 mg od -> bd (up-dosed for urticaria). Review 4/52.";

  it("supports 'Changed' for a plan line that goes from once to twice a day", () => {
    const flags = check(source, meds("- Changed: Cetirizine 10 mg twice a day. This is up from once a day."));

    expect(briefly(flags).filter((f) => /medication/.test(f))).toEqual([]);
  });

  it("contradicts a summary that stops it", () => {
    const flags = check(source, meds("- Stop taking: Cetirizine."));

    expect(briefly(flags).some((f) => /contradicted medication/.test(f))).toBe(true);
  });
});

describe("a US note's shorthand (decision 501)", () => {
  it("reads 'DC' before a medicine as a stop", () => {
    const source = "Plan:\n2. DC Microgynon -> switch to desogestrel 75 mcg daily, start today.";

    const flags = check(source, meds("- Stop taking: Microgynon.\n- New: Desogestrel 75 mcg once a day."));

    expect(briefly(flags).filter((f) => /microgynon/i.test(f))).toEqual([]);
  });

  it("reads 'New' for a medicine after 'DC' as a reversal", () => {
    const source = "Plan:\n2. DC Microgynon -> switch to desogestrel 75 mcg daily, start today.";

    const flags = check(source, meds("- New: Microgynon.\n- New: Desogestrel 75 mcg once a day."));

    expect(briefly(flags).some((f) => /contradicted medication: .*Microgynon/i.test(f))).toBe(true);
  });

  it("supports '10 to 12 days a month' from '10-12 HA days/mo'", () => {
    const flags = check(
      "HPI: now 10-12 HA days/mo.",
      "## Why you were seen\n- You have headaches on 10 to 12 days a month.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("supports '2 tablets each time' from '(2 x 250 mg tabs)'", () => {
    const source = "NEW: valaciclovir 500 mg PO twice daily (2 x 250 mg tabs).";

    const flags = check(source, meds("- New: Valaciclovir 500 mg twice a day. That is 2 tablets each time."));

    expect(briefly(flags)).toEqual([]);
  });

  it("still flags 3 tablets against '(2 x 250 mg tabs)'", () => {
    const source = "NEW: valaciclovir 500 mg PO twice daily (2 x 250 mg tabs).";

    const flags = check(source, meds("- New: Valaciclovir 500 mg twice a day. That is 3 tablets each time."));

    expect(briefly(flags).some((f) => /3 tablets/.test(f))).toBe(true);
  });
});

describe("what one medicine does to another", () => {
  it("does not read 'they stop nitrofurantoin from working' as a stop", () => {
    const source = "Plan: start nitrofurantoin 50 mg at night. Stop the Mist. Pot. Cit. sachets.";
    const summary = meds(
      "- New: Nitrofurantoin 50 mg at night.\n- Stop taking: Potassium citrate sachets. They stop nitrofurantoin from working.",
    );

    expect(briefly(check(source, summary)).filter((f) => /nitrofurantoin/i.test(f))).toEqual([]);
  });
});
