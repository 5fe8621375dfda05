import { describe, expect, it } from "vitest";
import { check, flagsAbout } from "./helpers";

/** What the source does to a medicine, read through a dose, a possessive, a perfect tense and a sign (decision 480). */
const medicineFlags = (source: string, summary: string) => flagsAbout(source, summary, "medication");

describe("a swap with the old dose between", () => {
  it("reads 'switched his indapamide 2.5 mg to amlodipine' as stopping indapamide", () => {
    const source =
      "Plan: diuretics raise urate, so I have switched his indapamide 2.5 mg to amlodipine 5 mg once daily.";
    const summary = "## Your medicines\n- New: Indapamide 2.5 mg once a day.\n- New: Amlodipine 5 mg once a day.";

    expect(medicineFlags(source, summary).some((f) => f.includes("Indapamide"))).toBe(true);
  });

  it("reads the medicine after 'to' as the one to start", () => {
    const source =
      "Plan: diuretics raise urate, so I have switched his indapamide 2.5 mg to amlodipine 5 mg once daily.";
    const summary = "## Your medicines\n- Stop taking: Indapamide.\n- New: Amlodipine 5 mg once a day.";

    expect(medicineFlags(source, summary)).toEqual([]);
  });
});

describe("a medicine the patient has been prescribed", () => {
  it("does not read 'the diclofenac you have been prescribed' as a start", () => {
    const source =
      "Your kidney function has fallen. The diclofenac you have been prescribed can harm the kidneys.\nPlan:\n1. Diclofenac 50 mg three times a day - STOP.";
    const summary = "## Your medicines\n- New: Diclofenac.";

    expect(medicineFlags(source, summary).some((f) => f.startsWith("contradicted"))).toBe(true);
  });
});

describe("a sign, its colon, then stop and get help", () => {
  it("reads 'Jaundice: stop terbinafine and see your GP' as a stop on a sign only", () => {
    const source =
      "Start terbinafine 250 mg once daily for 6 weeks.\n* Yellow skin or dark urine: stop terbinafine and see your GP the same day.";
    const summary = "## Your medicines\n- Stop taking: Terbinafine.";

    expect(medicineFlags(source, summary).some((f) => f.startsWith("contradicted"))).toBe(true);
  });

  it("still reads a plan's 'Plan: stop X and see your GP' as a stop", () => {
    const source = "Plan: stop terbinafine and see your GP in 2 weeks.";
    const summary = "## Your medicines\n- Stop taking: Terbinafine.";

    expect(medicineFlags(source, summary)).toEqual([]);
  });
});

describe("a medicine's other name in brackets", () => {
  it("reads the frequency after 'Ergocalciferol (vitamin D)' as the medicine's own", () => {
    const source = "Plan:\n* Ergocalciferol 1000 units od - STARTED.";
    const summary = "## Your medicines\n- New: Ergocalciferol (vitamin D) 1000 units twice a day.";

    expect(medicineFlags(source, summary).some((f) => f.startsWith("contradicted"))).toBe(true);
  });

  it("does not read the next sentence's times of day as the medicine's", () => {
    const source =
      "Apixaban morning dose HELD before the procedure, restarted 5 mg in the evening.\nDischarge: Apixaban (Eliquis) 5 mg bd - CONTINUE.";
    const summary =
      "## Your medicines\n- Keep taking: Apixaban (Eliquis) 5 mg twice a day. You missed the morning dose and started again that evening.";

    expect(medicineFlags(source, summary)).toEqual([]);
  });
});

describe("a stop label over a dose change", () => {
  it("flags 'Stop taking' for a medicine restarted at a lower dose, whatever the line says of the stay", () => {
    const source =
      "(b) Perindopril - held during admission, RESTARTED at a REDUCED dose of 2 mg once daily (previously 4 mg).";
    const summary =
      "## Your medicines\n- Stop taking: Perindopril goes down from 4 mg to 2 mg once a day. We stopped it for a while in hospital and started it again at a lower dose.";

    expect(medicineFlags(source, summary).some((f) => f.startsWith("contradicted"))).toBe(true);
  });

  it("still accepts a pause said in the claim's own sentence", () => {
    const source = "Perindopril - HOLD for 48 hours while vomiting, then restart.";
    const summary = "## Your medicines\n- Stop taking: Perindopril for 48 hours, then start it again.";

    expect(medicineFlags(source, summary)).toEqual([]);
  });
});

describe("a stop in brackets after a sign", () => {
  it("reads '(stop mercaptopurine and call the advice line)' as a stop on that sign only", () => {
    const source =
      "We agreed to start mercaptopurine 50 mg daily. He knows to seek help if: he has a sore throat or fever (stop it and have a blood count); or yellowing of the skin or eyes (stop mercaptopurine and call the IBD advice line).";
    const summary = "## Your medicines\n- Stop taking: Mercaptopurine.";

    expect(medicineFlags(source, summary).some((f) => f.startsWith("contradicted"))).toBe(true);
  });
});

describe("times of day in any case", () => {
  it("reads 'QHS' as at night, and says so plainly", () => {
    const source = "6. Continue levothyroxine 100 mcg PO daily and simvastatin 20 mg PO QHS.";
    const summary = "## Your medicines\n- Keep taking: Simvastatin 20 mg in the morning.";

    const flags = check(source, summary);

    expect(flags.map((f) => f.reason)).toContain(
      "The source gives simvastatin at night (qhs); this says in the morning.",
    );
  });

  it("does not read the word 'on' as at night", () => {
    const source = "Plan: carry on with simvastatin 20 mg once daily, taken on waking.";
    const summary = "## Your medicines\n- Keep taking: Simvastatin 20 mg in the morning.";

    expect(medicineFlags(source, summary)).toEqual([]);
  });
});

describe("a time apart is no stop (decision 483)", () => {
  it("still catches a stop label on a new medicine the letter says not to take within hours of antacids", () => {
    const source =
      "Discharge medicines:\n- Ciprofloxacin 500 mg twice daily - NEW, 5 more days.\n\nAdvice:\n1. Do not take ciprofloxacin within 2 hours of antacids or zinc.";
    const summary = "## Your medicines\n- Stop taking: Ciprofloxacin 500 mg twice a day for 5 more days.";

    expect(medicineFlags(source, summary)).toEqual(["contradicted medication: Stop taking: Ciprofloxacin"]);
  });

  it("keeps reading 'do not take ibuprofen' as a stop", () => {
    const source = "Plan: do not take ibuprofen while on warfarin. Start warfarin 5 mg daily.";
    const summary = "## Your medicines\n- Stop taking: Ibuprofen.\n- New: Warfarin 5 mg once a day.";

    expect(medicineFlags(source, summary)).toEqual([]);
  });
});

describe("what not to take a stopped medicine with", () => {
  it("reads 'STOP - do not take with A or B' as no stop of A or B", () => {
    const source =
      "Medicines:\n  mirtazapine   15 mg   nocte   NEW\n  promethazine  -       -       STOP - do not take with alcohol or mirtazapine";
    const summary = "## Your medicines\n- Stop taking: Mirtazapine 15 mg at night.\n- Stop taking: Promethazine.";

    expect(medicineFlags(source, summary)).toEqual(["contradicted medication: Stop taking: Mirtazapine"]);
  });
});

describe("a letter's 'should not take'", () => {
  it("supports a summary's 'Do not take naproxen' from 'he should not take naproxen alongside it'", () => {
    const source =
      "He will start celecoxib 200 mg twice daily from tomorrow. He should not take naproxen or diclofenac alongside it.";
    const summary = "## Your medicines\n- New: Celecoxib 200 mg twice a day.\n- Do not take naproxen or diclofenac.";

    expect(medicineFlags(source, summary)).toEqual([]);
  });
});
