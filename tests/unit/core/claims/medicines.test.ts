import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

const LETTER = `I have started apixaban 5 mg twice daily to reduce the risk of stroke.
Please stop aspirin, as taking both increases the risk of bleeding.
Continue losartan 50 mg once daily.`;

describe("medicines: what to do with them", () => {
  it("flags a medicine to start that the summary says to stop, with the source's words", () => {
    const flags = check(LETTER, "- Stop taking: Apixaban 5 mg twice a day.");

    expect(flags[0]).toMatchObject({
      kind: "medication",
      verdict: "contradicted",
      value: "Stop taking: Apixaban",
      reason: "The source says start apixaban; this says stop.",
      evidence: [{ quote: "I have started apixaban 5 mg twice daily to reduce the risk of stroke." }],
    });
  });

  it("flags a medicine to stop that the summary says to start", () => {
    expect(briefly(check(LETTER, "- New: Aspirin."))).toContain("contradicted medication: New: Aspirin");
  });

  it("flags a medicine to keep taking that the summary moves to the stop list", () => {
    expect(briefly(check(LETTER, "- Stop taking: Losartan 50 mg once a day."))).toContain(
      "contradicted medication: Stop taking: Losartan",
    );
  });

  it("reads the action from the heading a medicine is listed under", () => {
    const summary = "## Medicines to stop\n- Losartan 50 mg once a day.";

    expect(briefly(check(LETTER, summary, "clinician"))).toEqual(["contradicted medication: Losartan"]);
  });

  it("reads the action from a sentence as well as from a label", () => {
    expect(briefly(check(LETTER, "You should stop taking apixaban."))).toContain(
      "contradicted medication: stop taking apixaban",
    );
  });

  it("accepts each action as the source gives it", () => {
    const summary =
      "- New: Apixaban 5 mg twice a day.\n- Stop taking: Aspirin.\n- Keep taking: Losartan 50 mg once a day.";

    expect(check(LETTER, summary, "clinician")).toEqual([]);
  });

  it("does not read a stop under a condition as a stop", () => {
    const source = "Start empagliflozin 10 mg once daily. Stop empagliflozin and seek help if you are vomiting.";

    expect(briefly(check(source, "- Stop taking: Empagliflozin 10 mg once a day."))).toContain(
      "contradicted medication: Stop taking: Empagliflozin",
    );
  });

  it("accepts a stop under the condition the source gives", () => {
    const source = "Start empagliflozin 10 mg once daily. Stop empagliflozin and seek help if you are vomiting.";
    const summary = "- New: Empagliflozin 10 mg once a day.\n- Stop empagliflozin and get help if you are vomiting.";

    expect(check(source, summary)).toEqual([]);
  });

  it("tells apart two forms of one medicine", () => {
    const source = "Metoprolol succinate 50 mg once daily (NEW). Metoprolol tartrate 25 mg twice daily (STOPPED).";

    expect(briefly(check(source, "- Stop taking: Metoprolol succinate 50 mg once a day.", "clinician"))).toEqual([
      "contradicted medication: Stop taking: Metoprolol succinate",
    ]);
  });

  it("flags a home medicine that the summary says was given in hospital only", () => {
    const source = "He received IV ceftriaxone 2 g daily.\nDischarge medications: spironolactone 25 mg daily (NEW).";

    expect(briefly(check(source, "In hospital only (not for home): spironolactone.", "clinician"))).toEqual([
      "contradicted medication: In hospital only (not for home): spironolactone",
    ]);
  });

  it("flags a medicine given in hospital that the summary says to start at home", () => {
    const source = "He received IV ceftriaxone 2 g daily.";

    expect(briefly(check(source, "- New: Ceftriaxone 2 g once a day.", "clinician"))).toEqual([
      "contradicted medication: New: Ceftriaxone",
    ]);
  });

  it("takes a cream listed with how often to use it, and no word of change, as one to start", () => {
    const source = "Treatment:\n- Betamethasone 0.1% cream: apply thinly to the rash twice a day for 10 days.";

    const flags = check(source, "- New: Betamethasone 0.1% cream on the rash, twice a day for 10 days.", "clinician");

    expect(briefly(flags)).toEqual([]);
  });

  it("still flags that cream moved to the stop list", () => {
    const source = "Treatment:\n- Betamethasone 0.1% cream: apply thinly to the rash twice a day for 10 days.";

    const flags = check(source, "- Stop taking: Betamethasone 0.1% cream.", "clinician");

    expect(briefly(flags)).toContain("unsupported medication: Stop taking: Betamethasone");
  });

  it("does not ask the source to name the gloss in brackets after a medicine", () => {
    const source = "Continue colecalciferol 800 units once daily.";

    const flags = check(source, "- Keep taking: Colecalciferol (vitamin D) 800 units once a day.", "clinician");

    expect(briefly(flags)).toEqual([]);
  });

  it("still flags a medicine with its own dose in brackets that the source never names", () => {
    const source = "Continue colecalciferol 800 units once daily.";

    const flags = check(source, "- Keep taking: Colecalciferol (warfarin 5 mg) once a day.", "clinician");

    expect(briefly(flags)).toContain("unsupported medication: warfarin");
  });

  it("says plainly that the source never gives a medicine it names in hospital only", () => {
    const source = "Her nosebleed settled with pressure. Tranexamic acid is kept for heavy bleeding.";

    const flags = check(source, "- In hospital only: Tranexamic acid.", "clinician");

    expect(flags[0]).toMatchObject({
      verdict: "unsupported",
      reason: "The source names tranexamic acid but does not say it was given in hospital only.",
    });
  });

  it("flags an action the source never gives a medicine it names", () => {
    const source = "She takes aspirin 75 mg daily, which she started in 2021.";

    expect(briefly(check(source, "- Stop taking: Aspirin.", "clinician"))).toEqual([
      "unsupported medication: Stop taking: Aspirin",
    ]);
  });

  it("reads a listed medicine without a word of change as one to take", () => {
    const source = "Plan: nitrofurantoin 100 mg twice daily for 3 days.";

    expect(check(source, "- New: Nitrofurantoin 100 mg twice a day for 3 days.")).toEqual([]);
  });
});

describe("medicines: dose, unit, frequency and route", () => {
  it("flags a dose the source does not give, with the source's dose", () => {
    const flags = check(LETTER, "- New: Apixaban 2.5 mg twice a day.", "clinician");

    expect(flags).toMatchObject([
      {
        kind: "dose",
        verdict: "contradicted",
        value: "New: Apixaban 2.5 mg",
        reason: "The source says apixaban 5 mg; this says 2.5 mg.",
      },
    ]);
  });

  it("flags a dose typed by the clinician that no source has", () => {
    const source = "Aspirin 75 mg daily (CONTINUE).";

    expect(briefly(check(source, "- Keep taking: Aspirin 325 mg once a day.", "clinician"))).toEqual([
      "contradicted dose: Keep taking: Aspirin 325 mg",
    ]);
  });

  it("flags another unit for the same number", () => {
    const flags = check(LETTER, "- Keep taking: Losartan 50 g once a day.", "clinician");

    expect(flags[0].reason).toBe("The source says losartan 50 mg; this says 50 g (another unit).");
  });

  it("accepts the same dose in another unit or spelling", () => {
    const source = "Metformin 1000 mg twice daily (CONTINUE). Levothyroxine 100 micrograms once daily (CONTINUE).";
    const summary = "- Keep taking: Metformin 1 g twice a day.\n- Keep taking: Levothyroxine 100 mcg once a day.";

    expect(check(source, summary)).toEqual([]);
  });

  it("flags the dose before a change given as the dose to take", () => {
    const source = "Increase furosemide from 40 mg to 80 mg once daily.";

    expect(briefly(check(source, "- Changed: Furosemide 40 mg once a day.", "clinician"))).toEqual([
      "contradicted dose: Changed: Furosemide 40 mg",
    ]);
  });

  it("accepts a change written with the dose it was", () => {
    const source = "Increase furosemide from 40 mg to 80 mg once daily.";

    expect(check(source, "- Changed: Furosemide 80 mg once a day. Increased from 40 mg.")).toEqual([]);
  });

  it("flags a frequency the source does not give", () => {
    expect(briefly(check(LETTER, "- New: Apixaban 5 mg once a day.", "clinician"))).toEqual([
      "contradicted medication: New: Apixaban 5 mg once a day",
    ]);
  });

  it("reads frequencies written in different words as the same", () => {
    const source = "Metoprolol 25 mg BID. Omeprazole 20 mg od. Paracetamol 1 g every 6 hours.";
    const summary =
      "- Metoprolol 25 mg twice a day.\n- Omeprazole 20 mg once a day.\n- Paracetamol 1 g four times a day.";

    expect(check(source, summary)).toEqual([]);
  });

  it("flags a frequency swapped within one instruction", () => {
    const source = "Start metformin 500 mg once a day for 2 weeks, then 500 mg twice a day.";

    expect(
      briefly(check(source, "- New: Metformin 500 mg twice a day for 2 weeks, then 500 mg twice a day.", "clinician")),
    ).toEqual(["contradicted medication: New: Metformin 500 mg twice a day"]);
  });

  it("flags the frequency of one step given for the step at another dose", () => {
    const source =
      "Rivaroxaban 15 mg twice daily with food for 21 days (NEW).\nRivaroxaban 20 mg once daily from day 22 (NEW).";

    expect(
      briefly(check(source, "- Changed: From day 22, Rivaroxaban 20 mg twice a day with food.", "clinician")),
    ).toEqual(["contradicted medication: Changed: From day 22, Rivaroxaban 20 mg twice a day"]);
  });

  it("flags a later step's dose given for the first step when the letter names it again as a condition", () => {
    const source =
      "Start lamotrigine 25 mg once daily for 2 weeks, then 50 mg once daily from week 3.\n" +
      "When he has been on lamotrigine 50 mg for 2 weeks, reduce carbamazepine.";
    const summary = "- New: Lamotrigine 50 mg once a day for 2 weeks. Then take 50 mg once a day from week 3.";

    expect(briefly(check(source, summary, "clinician"))).toEqual(["contradicted dose: New: Lamotrigine 50 mg"]);
  });

  it("flags the time of day against the source's line at that dose, not a time said for a blood test", () => {
    const source =
      "Lithium carbonate 400 mg at night - NEW.\nBlood test for the lithium level 12 hours after the evening dose (about 10 am).";

    expect(briefly(check(source, "- New: Lithium carbonate 400 mg in the morning.", "clinician"))).toEqual([
      "contradicted medication: New: Lithium carbonate 400 mg in the morning",
    ]);
  });

  it("reads 'with each meal' as three times a day", () => {
    const source = "Insulin aspart 6 units with each meal.";

    expect(briefly(check(source, "- Insulin aspart 6 units once a day.", "clinician"))).toEqual([
      "contradicted medication: Insulin aspart 6 units once a day",
    ]);
    expect(check(source, "- Insulin aspart 6 units three times a day, with each meal.", "clinician")).toEqual([]);
  });

  it("flags a route the source does not give", () => {
    const source = "Furosemide 40 mg by mouth twice daily (CONTINUE).";

    expect(briefly(check(source, "- Keep taking: Furosemide 40 mg through a vein twice a day.", "clinician"))).toEqual([
      "contradicted medication: Keep taking: Furosemide 40 mg through a vein",
    ]);
  });
});

describe("medicines: which medicine", () => {
  it("flags a medicine the source never names", () => {
    expect(briefly(check(LETTER, "- Keep taking: Sertraline.", "clinician"))).toEqual([
      "unsupported medication: Sertraline",
    ]);
  });

  it("flags another medicine of the same class in place of the source's", () => {
    const flags = check(LETTER, "- New: Rivaroxaban 5 mg twice a day.", "clinician");

    expect(flags[0]).toMatchObject({
      verdict: "contradicted",
      value: "Rivaroxaban",
      reason: "The source says apixaban; this names rivaroxaban instead.",
    });
  });

  it("reads a brand as its generic", () => {
    expect(check(LETTER, "- New: Eliquis 5 mg twice a day.", "clinician")).toEqual([]);
  });

  it("reads a British contraceptive pill's brand as a medicine, so a stopped pill said to start is flagged", () => {
    const source = "Microgynon 30 - STOPPED (raises the risk of clots).\nDesogestrel 75 mcg once daily - NEW.";

    expect(briefly(check(source, "- New: Microgynon 30, the combined pill.", "clinician"))).toEqual([
      "contradicted medication: New: Microgynon",
    ]);
  });

  it("knows carbimazole, a British medicine with no US product, apart from carbamazepine", () => {
    const source = [
      "Current treatment: Carbamazepine MR 400 mg BD.",
      "Plan:",
      "1. Start lamotrigine 25 mg once daily.",
      "2. Until then, carbamazepine continues at 400 mg BD.",
    ].join("\n");
    const summary = [
      "## Your medicines",
      "- New: Lamotrigine 25 mg once a day. This will take the place of carbamazepine.",
      "- Keep taking: Carbimazole 400 mg twice a day for now.",
    ].join("\n");

    expect(briefly(check(source, summary))).toEqual(["unsupported medication: Carbimazole"]);
  });

  it("reads a class word as any medicine of the class", () => {
    expect(check("Continue warfarin 3 mg at night.", "Keep taking your blood thinner.", "clinician")).toEqual([]);
  });

  it("flags a name it does not know standing where a medicine's name stands", () => {
    expect(briefly(check(LETTER, "- New: Zorvalex 20 mg once a day.", "clinician"))).toEqual([
      "unsupported medication: Zorvalex",
    ]);
  });

  it("does not read the glossary's explanation as a medicine", () => {
    const source = "Diagnosis: hyperkalemia.";

    expect(check(source, "## Why you were seen\nHyperkalemia (high potassium).")).toEqual([]);
  });

  it("does not read a level as a medicine", () => {
    const source = "Stop spironolactone because of the potassium.";

    expect(check(source, "- Stop taking: Spironolactone. It raised your potassium.")).toEqual([]);
  });
});
