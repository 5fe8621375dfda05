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

describe("a medicine entered as a form's fields", () => {
  const source =
    "Discharge medications:\nDrug: Metronidazole\nDose: 400 mg\nFreq: TDS for 10 days\nDrug: Phenoxymethylpenicillin (penicillin V)\nDose: 1 g\nFreq: QDS for 10 days";

  it("takes its dose and how often from the field lines under its name", () => {
    const summary =
      "## Your medicines\n- New: Metronidazole 400 mg three times a day for 10 days.\n- New: Penicillin (phenoxymethylpenicillin) 1 g four times a day for 10 days.";

    expect(briefly(check(source, summary)).filter((f) => f.includes("medication") || f.includes("dose"))).toEqual([]);
  });

  it("flags another frequency than its field gives", () => {
    const summary = "## Your medicines\n- New: Metronidazole 400 mg once a day for 10 days.";

    expect(briefly(check(source, summary))).toContain("contradicted medication: New: Metronidazole 400 mg once a day");
  });
});

describe("a day and month without a year", () => {
  it("is a date in a table of a letter whose own dates are in that month", () => {
    const source = "DISCHARGED: 08/05/2026\nDay\tDate\tDose\n1\t08/05\t20 mg qds\n2\t09/05\t15 mg qds\n3\t10/05\tSTOP";

    expect(flagsAbout(source, "## Your medicines\n- 9 May: 15 mg four times a day.\n- 10 May: stop.", "date")).toEqual(
      [],
    );
  });
});

describe("a prescription line with an arrow to what to do", () => {
  it("says to keep taking the medicine until the date it stops", () => {
    const source =
      "Rx: Ethambutol 400 mg tablets - 800 mg (two tablets) once daily -> continue until 29/06/2026, then stop\nFollow-up: TB clinic at 2 months - plan to stop ethambutol.";

    expect(
      flagsAbout(source, "## Your medicines\n- Keep taking: Ethambutol 800 mg once a day until 29 June.", "medication"),
    ).toEqual([]);
  });
});

describe("'if this happens again' under an appointment", () => {
  it("refers to the illness, not back to the appointment before it", () => {
    const source =
      "Follow-up:\n - ENT Emergency Clinic, Thursday 14.05.2026 at 09:00, Level 2 Outpatients.\n - If this happens again, see your GP to discuss referral to ENT.";
    const summary =
      "## Your follow-up appointments\n- ENT clinic on Thursday 14 May at 9:00.\n- If this happens again, see your GP.";

    expect(flagsAbout(source, summary, "omitted warning")).toEqual([]);
  });
});
