import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

/**
 * Readings the tenth held-out batch showed wrong (issue 18, decision 490), each written here in other medicines and
 * words than the batch's.
 */
const flagsOf = (source: string, summary: string) => briefly(check(source, summary));

describe("a table typed with pipes whose first column is how often", () => {
  const source = `DISCHARGE MEDICATIONS
Frequency          | Drug                         | Dose     | What to do
twice a day (bd)   | Clarithromycin tablet        | 500 mg   | NEW - for 7 days; take with food
at night (nocte)   | Simvastatin                  | 40 mg    | CONTINUE`;

  it("gives each medicine the frequency of its own row", () => {
    const summary =
      "## Your medicines\n- New: Clarithromycin 500 mg twice a day for 7 days.\n- Keep taking: Simvastatin 40 mg at night.";

    expect(flagsOf(source, summary)).toEqual([]);
  });

  it("still finds a frequency the row does not give", () => {
    const summary =
      "## Your medicines\n- New: Clarithromycin 500 mg at night for 7 days.\n- Keep taking: Simvastatin 40 mg at night.";

    expect(flagsOf(source, summary).some((f) => /clarithromycin/i.test(f))).toBe(true);
  });
});

describe("allergies a source denies or gives in brackets", () => {
  it("reads 'no known food or latex allergy' as no latex allergy", () => {
    const source = "Allergies: Trimethoprim - rash. No known food or latex allergy.";

    const flags = flagsOf(source, "## Your medicines\n- Allergy: trimethoprim (a rash).");

    expect(flags.filter((f) => f.includes("allergy"))).toEqual([]);
  });

  it("gives '(allergy)' to the name just before it, not to the whole line", () => {
    const source =
      "Anaesthetist: Dr Mara Lindqvist   Anaesthetic: GA with sevoflurane, fentanyl - NO vecuronium (allergy)\nProcedure: knee arthroscopy.";

    const flags = flagsOf(source, "## Your medicines\n- Allergy: vecuronium, a muscle relaxant used in operations.");

    expect(flags.filter((f) => f.includes("allergy"))).toEqual([]);
  });
});

describe("a medicine given as an example of a group", () => {
  const source =
    "Plan:\n- New: tranylcypromine 10 mg twice daily.\n- Do not take decongestant/cold remedies (phenylephrine, ephedrine) with it.";

  it("is kept when the summary names the group", () => {
    const summary =
      "## Your medicines\n- New: Tranylcypromine 10 mg twice a day.\n- Do not take decongestant or cold remedies while you take it.";

    expect(flagsOf(source, summary).filter((f) => f.startsWith("omitted medication"))).toEqual([]);
  });

  it("is omitted when the summary leaves the group out", () => {
    const summary = "## Your medicines\n- New: Tranylcypromine 10 mg twice a day.";

    expect(flagsOf(source, summary).filter((f) => f.startsWith("omitted medication")).length).toBeGreaterThan(0);
  });
});

describe("warning signs said in other words", () => {
  it("keeps 'dizzy spells' and 'pulse below 45 on your home monitor' as feeling dizzy and a pulse under 45", () => {
    const source =
      "Warning signs:\n- Dizzy spells, or pulse below 45 on your home monitor - phone the heart nurses the same day.";
    const summary =
      "## When to get help\n- You feel dizzy, or your pulse is under 45: phone the heart nurses the same day.";

    expect(flagsOf(source, summary).filter((f) => f.includes("warning"))).toEqual([]);
  });

  it("keeps 'see your GP if troublesome' as 'if it is bad'", () => {
    const source = "When to get help:\n- Nifedipine can cause flushing and headache - see your GP if troublesome.";
    const summary = "## When to get help\n- You get bad flushing or headaches: see your GP.";

    expect(flagsOf(source, summary).filter((f) => f.includes("warning"))).toEqual([]);
  });

  it("keeps a sign that oozes as one that leaks", () => {
    const source = "Return precautions:\n- Wound gets very red or oozes pus -> call the clinic the same day.";
    const summary = "## When to get help\n- Your wound gets very red or leaks pus: call the clinic the same day.";

    expect(flagsOf(source, summary).filter((f) => f.includes("warning"))).toEqual([]);
  });
});

describe("a range of hours and a time in a warning", () => {
  const source =
    "Plan: ciprofloxacin ear drops 4 drops twice a day.\nCall the clinic if the pain is not clearly better in 24-48 h, or the ear still runs after 10 days.\nClinic review in 3 weeks.";

  it("keeps '24-48 h' as '1 to 2 days' and reads neither as an appointment", () => {
    const summary =
      "## Your medicines\n- New: Ciprofloxacin ear drops, 4 drops twice a day.\n\n## When to get help\n- Your pain is not clearly better in 1 to 2 days, or the ear still runs after 10 days: call the clinic.\n\n## Your follow-up appointments\n- Clinic review in 3 weeks.";

    expect(flagsOf(source, summary)).toEqual([]);
  });

  it("does not take a dose's 'every 2 to 3 hours' for an appointment", () => {
    const source2 = "Feeds: Neocate LCP, about 90 mL every 2 to 3 hours, on repeat prescription.";
    const summary = "## Your medicines\n- New: Neocate LCP, about 90 mL a feed.";

    expect(flagsOf(source2, summary).filter((f) => f.includes("followup"))).toEqual([]);
  });
});

describe("what was given during a procedure", () => {
  it("is hospital only under a US 'ANESTHESIA' heading", () => {
    const source =
      "SURGEON: Priya Anand, MD      ASSISTANT: Luis Ortega, MD\nANESTHESIA: General endotracheal + bilateral nerve blocks (ropivacaine 0.2%, 15 mL each side) - R. Okafor, MD\nDischarge meds: acetaminophen 1 g every 6 hours.";
    const summary =
      "## Your medicines\n- In hospital only: Ropivacaine, numbing medicine for the nerve blocks.\n- New: Acetaminophen 1 g every 6 hours.";

    expect(flagsOf(source, summary).filter((f) => f.includes("opivacaine"))).toEqual([]);
  });

  it("is hospital only under an 'Injected:' label", () => {
    const source =
      "Procedure: ultrasound-guided injection of the left hip.\nInjected: methylprednisolone (Depo-Medrone) 80 mg with 4 mL 1% lidocaine.";
    const summary =
      "## What we did\n- In hospital only: Methylprednisolone (Depo-Medrone), a steroid injected into your hip.";

    expect(flagsOf(source, summary).filter((f) => f.includes("medication"))).toEqual([]);
  });
});

describe("a taper's step said as now", () => {
  it("is today's dose, not a later step", () => {
    const source =
      "She has taken diazepam 5 mg three times a day for a month.\nPlan:\n* Diazepam to be reduced over 4 weeks and then stopped - now 2 mg three times a day for 2 weeks, then 2 mg at night for 2 weeks, then stop.";
    const summary =
      "## Your medicines\n- Changed: Diazepam 2 mg three times a day for 2 weeks, then 2 mg at night for 2 weeks, then stop.";

    expect(flagsOf(source, summary).filter((f) => f.includes("dose"))).toEqual([]);
  });
});

describe("follow-ups alike in words", () => {
  it("pairs 'Eye clinic in 6 months' with the outpatient review in 6 months, not the nurse clinic in 2 weeks", () => {
    const source =
      "Follow-up:\n- Eye nurse clinic in 2 weeks (14/07/2026) - removal of stitch.\n- Eye outpatient review with Mr Baptiste in 6 months.";
    const summary =
      "## Your follow-up appointments\n- Eye nurse clinic in 2 weeks, on 14 July, to take out the stitch.\n- Eye clinic in 6 months.";

    expect(flagsOf(source, summary).filter((f) => f.includes("followup"))).toEqual([]);
  });
});

describe("laboratory results and strengths", () => {
  it("reads 'mg/dL' as a result, not a dose", () => {
    const source = "RESULTS\nFasting glucose          212 mg/dL       70-99           HIGH";
    const summary = "## What we found\n- Your blood glucose was 212 after not eating, which is high.";

    expect(flagsOf(source, summary)).toEqual([]);
  });

  it("reads the volume of a liquid's strength as no dose, and a prescription's Sig line as its dose", () => {
    const source =
      "P:\n  Rx 1: cefalexin oral suspension 250 mg/5 mL\n        Sig: 10 mL (500 mg) PO twice daily x 7 days.";
    const summary = "## Your medicines\n- New: Cefalexin liquid 10 mL twice a day for 7 days.";

    expect(flagsOf(source, summary).filter((f) => f.includes("dose"))).toEqual([]);
  });

  it("takes a dose without a unit after the name as the dose the summary gives in mg", () => {
    const source = "Hx: 71F with Parkinson's on Sinemet 110 qds.\nPlan: -> Sinemet 110 qds - NO CHANGE.";
    const summary = "## Your medicines\n- Keep taking: Sinemet 110 mg four times a day.";

    expect(flagsOf(source, summary).filter((f) => f.includes("dose"))).toEqual([]);
  });
});

describe("a changes list's signs and an indented plan's labels", () => {
  const source = `Changes since admission
 + NEW:       Azithromycin 250 mg three times a week (Mon, Wed, Fri).
 ^ INCREASED: Creon 10000 - was 2 capsules with meals, now 3 capsules with meals.
 = NO CHANGE: Salbutamol inhaler 2 puffs when needed.

P:
  D/C:  nystatin cream - it has not helped.`;

  it("reads '+ NEW:', '^ INCREASED:' and '= NO CHANGE:' as what to do", () => {
    const summary =
      "## Your medicines\n- New: Azithromycin 250 mg three times a week.\n- Changed: Creon 10000, now 3 capsules with meals.\n- Keep taking: Salbutamol inhaler 2 puffs when needed.\n- Stop taking: Nystatin cream.";

    expect(flagsOf(source, summary).filter((f) => f.includes("medication"))).toEqual([]);
  });

  it("still finds a start said as a stop", () => {
    const summary =
      "## Your medicines\n- Stop taking: Azithromycin.\n- Changed: Creon 10000, now 3 capsules with meals.\n- Keep taking: Salbutamol inhaler 2 puffs when needed.\n- Stop taking: Nystatin cream.";

    expect(flagsOf(source, summary)).toContain("contradicted medication: Stop taking: Azithromycin");
  });
});

describe("times the later sets showed read wrong once ranges carry their unit", () => {
  it("finds a nurse's call moved from 1 week, where the source says 'review at 1 week'", () => {
    const source =
      "Follow up:\n  [1] Arrhythmia nurse telephone review at 1 week\n  [2] GP: blood pressure check in 2-3 weeks";
    const summary =
      "## Your follow-up appointments\n- The heart rhythm nurse will phone you in 2 weeks.\n- See your GP for a blood pressure check in 2 to 3 weeks.";

    expect(flagsOf(source, summary)).toContain("contradicted followup: in 2 weeks");
  });

  it("judges '2 weeks' even when '2 days' came first in the summary", () => {
    const source = "Croup usually lasts 2 to 3 days. See the GP if the cough lasts more than 1 week.";
    const summary =
      "## When to get help\n- Croup usually lasts 2 to 3 days.\n- See your GP if the cough lasts more than 2 weeks.";

    expect(flagsOf(source, summary)).toContain("unsupported number: 2 weeks");
  });

  it("reads 'same-day GP appointment if' as a warning sign to keep", () => {
    const source =
      "Advice:\n- Same-day GP appointment if the antibiotics are started and there is no improvement after 3 days.";
    const summary = "## When to get help\n- Call 999 if you cannot breathe.";

    expect(flagsOf(source, summary).some((f) => f.startsWith("omitted warning"))).toBe(true);
  });
});

describe("more of what the tenth batch's missed mutants taught", () => {
  it("reads 'Stop X and call …: signs' under 'When to call / where to go' as what to do if the signs come", () => {
    const source =
      "Discharge medicines:\n- NEW: Tedizolid 200 mg once daily for 10 days.\n\nWhen to call / where to go\n * Stop tedizolid and call the clinic the same day: blurred vision or numb hands.";
    const summary = "## Your medicines\n- Stop taking: Tedizolid.";

    expect(flagsOf(source, summary)).toContain("contradicted medication: Stop taking: Tedizolid");
  });

  it("reads 'started today' after the dose as a start", () => {
    const source = "CURRENT MEDICATION: amlodipine 5 mg od; tapentadol 50 mg bd started today (see below).";
    const summary = "## Your medicines\n- Stop taking: Tapentadol.";

    expect(flagsOf(source, summary)).toContain("contradicted medication: Stop taking: Tapentadol");
  });

  it("judges how often after a brand in brackets against what the source says after that brand", () => {
    const source = "- START sucroferric oxyhydroxide (Velphoro) 500 mg chewable tablets, one TDS with meals.";
    const summary = "## Your medicines\n- New: Sucroferric oxyhydroxide (Velphoro) 500 mg once a day with a meal.";

    expect(flagsOf(source, summary).some((f) => f.startsWith("contradicted medication"))).toBe(true);
  });
});

describe("allergies to things no medicine list knows", () => {
  it("reads the name heading an allergy entry as its substance, so a summary that drops it is flagged", () => {
    const source = "Allergies: FRAMYCETIN (contact rash after ear drops, 2021). NKFA.";

    const flags = flagsOf(source, "## Your medicines\n- No other allergies.");

    expect(flags.some((f) => f.startsWith("omitted allergy"))).toBe(true);
  });

  it("keeps it when the summary names it", () => {
    const source = "Allergies: FRAMYCETIN (contact rash after ear drops, 2021). NKFA.";

    const flags = flagsOf(source, "## Your medicines\n- Allergy: framycetin (a rash from ear drops).");

    expect(flags.filter((f) => f.includes("allergy"))).toEqual([]);
  });

  it("knows foods such as melon and mango as allergens", () => {
    const source = "ALLERGIES\n| Substance | Reaction |\n| Mango     | lip swelling |";

    expect(
      flagsOf(source, "## Your medicines\n- Keep taking your usual medicines.").some((f) =>
        f.startsWith("omitted allergy"),
      ),
    ).toBe(true);
  });
});

describe("allergies said in a letter's and a summary's own ways", () => {
  it("reads 'she reacts to' as an allergy, and wool fat as lanolin", () => {
    const source = "She reacts to lanolin (wool fat) in creams, proven on patch testing in 2020.";
    const summary = "## Your medicines\n- Allergy: wool fat, also called lanolin (a skin rash). Check creams for it.";

    expect(flagsOf(source, summary).filter((f) => f.includes("allergy"))).toEqual([]);
  });

  it("keeps a second allergy after 'which gave him hives'", () => {
    const source = "ALLERGIES: cefuroxime - hives, 2022 | almonds - vomiting";
    const summary = "## Your medicines\n- Allergy: cefuroxime, which gave him hives, and almonds (vomiting).";

    expect(flagsOf(source, summary).filter((f) => f.includes("allergy"))).toEqual([]);
  });

  it("takes tape as a plaster allergy", () => {
    const source = "ALLERGIES: Codeine - vomiting; surgical tape - blisters.";
    const summary = "## Your medicines\n- Allergy: codeine (it made you sick) and sticking plasters (blisters).";

    expect(flagsOf(source, summary).filter((f) => f.includes("allergy"))).toEqual([]);
  });
});
