import { describe, expect, it } from "vitest";
import { checkClaims } from "#core/claims/check";
import { briefly, check } from "./helpers";

/**
 * The ways letters and notes write a plan that a first reading of the checker got wrong (false flags on correct
 * summaries, and reversed summaries it let through). The texts are written for these tests, apart from the
 * evaluation's documents.
 */

const onlyMedicines = (flags: ReturnType<typeof check>) =>
  briefly(flags).filter((f) => f.includes("medication") && !f.startsWith("omitted"));

describe("a plan that states the action after the medicine", () => {
  it("reads a stop after a colon", () => {
    const source = "Medicines:\n- Diclofenac 50 mg TDS: stop, it is unkind to the kidneys.";

    expect(onlyMedicines(check(source, "- Stop taking: Diclofenac."))).toEqual([]);
  });

  it("reads a change of dose after a colon", () => {
    const source = "Torasemide: increased from 5 mg to 10 mg once daily.";

    expect(onlyMedicines(check(source, "- Changed: Torasemide is now 10 mg once a day."))).toEqual([]);
  });

  it("reads the action done to 'it' later on the line", () => {
    const source = "Lansoprazole 30 mg: taken for years with no clear reason. Please lower it to 15 mg daily.";

    expect(onlyMedicines(check(source, "- Changed: Lansoprazole 15 mg once a day."))).toEqual([]);
  });

  it("reads 'this is new' in the sentence after the medicine", () => {
    const source = "Risedronate 35 mg, one tablet once a week. This is new. Take it before breakfast.";

    expect(onlyMedicines(check(source, "- New: Risedronate 35 mg once a week."))).toEqual([]);
  });

  it("reads a dash and an action at the end of a long line", () => {
    const source = "* Hydroxyzine 25 mg at night when needed for itching - stop (no longer needed).";

    expect(onlyMedicines(check(source, "- Stop taking: Hydroxyzine."))).toEqual([]);
  });

  it("reads a bracketed marker far along the line", () => {
    const source = "clotrimazole 1% cream twice daily to both feet, between the toes, for 4 weeks (new), for tinea.";

    expect(onlyMedicines(check(source, "- New: Clotrimazole cream twice a day for 4 weeks."))).toEqual([]);
  });

  it("reads what is said of the second of a pair as said of both", () => {
    const source = "Calcichew-D3 (calcium and vitamin D): one tablet twice a day - new.";

    expect(onlyMedicines(check(source, "- New: Calcichew-D3 (calcium and vitamin D), twice a day."))).toEqual([]);
  });

  it("reads 'given at' after a dose as given in hospital", () => {
    const source = "Treatment: prednisolone 20 mg (1 mg/kg) by mouth, given at 14:20. Observed for 2 hours.";

    expect(onlyMedicines(check(source, "- In hospital only: Prednisolone 20 mg by mouth."))).toEqual([]);
  });

  it("reads a present-tense verb after the medicine", () => {
    const source = "No change to her other tablets (bisoprolol 2.5 mg daily continues).";

    expect(onlyMedicines(check(source, "- Keep taking: Bisoprolol 2.5 mg once a day."))).toEqual([]);
  });

  it("reads two medicines joined by a spaced slash as two", () => {
    const source = "* Diclofenac / ibuprofen: avoid - they upset the lithium level.";

    expect(onlyMedicines(check(source, "- Do not take ibuprofen."))).toEqual([]);
  });
});

describe("what is not an instruction", () => {
  it("does not read 'when needed' as a condition on a stop", () => {
    const source = "Zolpidem 5 mg at night when needed - stop.";

    expect(onlyMedicines(check(source, "- Stop taking: Zolpidem."))).toEqual([]);
  });

  it("reads a stop under 'When to get help' as a stop on that sign, as the source gives it", () => {
    const source = "Start sitagliptin 100 mg daily. Stop sitagliptin and ring us if you get severe tummy pain.";
    const summary = "## When to get help\n- You get severe tummy pain: stop sitagliptin and ring the clinic.";

    expect(onlyMedicines(check(source, summary))).toEqual([]);
  });

  it("does not take a verb about something else as the medicine's action", () => {
    const source = "Give buccal midazolam 10 mg for a fit over 5 minutes - new.";
    const summary = "- Call 999 if the fit has not stopped 10 minutes after the midazolam.";

    expect(onlyMedicines(check(source, summary))).toEqual([]);
  });

  it("does not take a question as an instruction", () => {
    const source = "4. Continue memantine? - No, not on it.";

    expect(briefly(check(source, "- Nothing else changes."))).not.toContain(
      "omitted medication: Keep taking memantine",
    );
  });

  it("does not take 'no change to' as a switch to what follows", () => {
    const source = "Started rosuvastatin last year. No change to his tablets (rosuvastatin 10 mg daily continues).";

    expect(onlyMedicines(check(source, "- Keep taking: Rosuvastatin 10 mg once a day."))).toEqual([]);
  });

  it("takes a medicine started days ago as one to keep taking", () => {
    const source = "He started doxycycline 100 mg daily from his GP 3 days ago for a chest infection.";

    expect(onlyMedicines(check(source, "- Keep taking: Doxycycline 100 mg once a day."))).toEqual([]);
  });

  it("keeps an instruction that mentions a start in the past", () => {
    const source = "Continue tamsulosin 400 micrograms once daily (started by the GP in 2023).";

    expect(onlyMedicines(check(source, "- Keep taking: Tamsulosin 400 micrograms once a day."))).toEqual([]);
  });
});

describe("how often and when", () => {
  it("flags a frequency changed to the words of a glossary explanation", () => {
    const source = "Naproxen 250 mg BID with food. Lisinopril 10 mg OD.";

    expect(onlyMedicines(check(source, "- Keep taking: Lisinopril 10 mg twice a day."))).toEqual([
      "contradicted medication: Keep taking: Lisinopril 10 mg twice a day",
    ]);
  });

  it("flags a medicine for the night moved to the morning", () => {
    const source = "Simvastatin 40 mg at night (continue).";

    expect(onlyMedicines(check(source, "- Keep taking: Simvastatin 40 mg in the morning."))).toEqual([
      "contradicted medication: Keep taking: Simvastatin 40 mg in the morning",
    ]);
  });

  it("accepts a time of day beside a count of times a day", () => {
    const source = "Furosemide: increased from 20 mg to 40 mg once daily (morning).";

    expect(onlyMedicines(check(source, "- Changed: Furosemide 40 mg once a day, in the morning."))).toEqual([]);
  });
});

describe("doses in steps", () => {
  it("flags the later step of a course given the first step's dose", () => {
    const source = "Rivaroxaban 15 mg twice daily for 21 days, then 20 mg once daily - NEW.";
    const summary =
      "- New: Rivaroxaban 15 mg twice a day for 21 days.\n- Changed: After 21 days, Rivaroxaban 15 mg once a day.";

    expect(briefly(check(source, summary))).toContain("contradicted dose: Changed: After 21 days, Rivaroxaban 15 mg");
  });

  it("flags a first step given the dose the source keeps for later", () => {
    const source = "Sertraline 50 mg once daily - new; may increase to 100 mg after 4 weeks if needed.";

    expect(briefly(check(source, "- New: Sertraline 100 mg once a day."))).toContain(
      "contradicted dose: New: Sertraline 100 mg",
    );
  });

  it("reads the dose before 'reduce it to' as the old dose", () => {
    const source =
      "Esomeprazole 40 mg: no clear reason for it. Please reduce it to 20 mg daily for a month, then stop.";

    expect(briefly(check(source, "- Changed: Esomeprazole 40 mg once a day for a month, then stop."))).toContain(
      "contradicted dose: Changed: Esomeprazole 40 mg",
    );
  });

  it("accepts the new dose after 'reduce it to'", () => {
    const source =
      "Esomeprazole 40 mg: no clear reason for it. Please reduce it to 20 mg daily for a month, then stop.";
    const summary = "- Changed: Esomeprazole 20 mg once a day for a month, then stop. It was 40 mg.";

    expect(onlyMedicines(check(source, summary)).filter((f) => f.includes("dose"))).toEqual([]);
  });
});

describe("names as British letters write them", () => {
  it("knows a British name as the same medicine", () => {
    const source = "chlorphenamine 4 mg three times a day when needed for itch.";

    expect(briefly(check(source, "- New: Chlorphenamine 8 mg three times a day."))).toContain(
      "contradicted dose: New: Chlorphenamine 8 mg",
    );
  });

  it("reads a medicine in lower case at the start of a list line", () => {
    const source = "Plan:\n- lomexicam 7.5 mg BID: start, for the joints.";

    expect(briefly(check(source, "- New: Lomexicam 15 mg twice a day."))).toContain(
      "contradicted dose: New: Lomexicam 15 mg",
    );
  });

  it("reads an action after a colon for a medicine that starts a sentence mid-line", () => {
    const source = "- Gliclazide 80 mg BD: stop. Sitagliptin 50 mg once daily: start, in its place.";

    expect(briefly(check(source, "- Stop taking: Sitagliptin."))).toContain(
      "contradicted medication: Stop taking: Sitagliptin",
    );
  });
});

describe("warning signs and allergies as letters set them out", () => {
  it("reads the list under a lead-in that ends 'if:' as warning signs", () => {
    const source =
      "Call 999 or go to A&E if:\n* Your sugar stays above 20\n* You cannot stop shaking\n\nFollow-up\nGP in 1 week.";
    const summary =
      "## When to get help\n- Your sugar stays above 20: call 999.\n\n## Follow-up\n- See your GP in 1 week.";

    expect(briefly(check(source, summary))).toEqual(["omitted warning: You cannot stop shaking"]);
  });

  it("reads 'tell your GP if' as a warning", () => {
    const source = "Tell your GP if you get new pain in the jaw while on this tablet.";

    expect(briefly(check(source, "- Keep the tablets in a cool place."))[0]).toMatch(
      /^omitted warning: Tell your GP if you get new pain in the jaw/,
    );
  });

  it("reads a list under a one-word heading as that heading's", () => {
    const source = "Allergies\n* Latex gloves - hives on the hands\n\nPlan\nDressing change in 3 days.";

    expect(briefly(check(source, "- See the nurse in 3 days."))).toContain(
      "omitted allergy: Latex gloves - hives on the hands",
    );
  });

  it("takes a medicine that caused a rash as an allergy", () => {
    const source = "She said that trimethoprim, given for a water infection last year, caused a widespread rash.";

    expect(briefly(check(source, "- Allergy: trimethoprim (rash)."))).toEqual([]);
  });

  it("keeps an allergy label to the sentence it heads", () => {
    const source = "Allergy: penicillin (rash). Because of this she was given doxycycline 100 mg in hospital.";

    expect(briefly(check(source, "- Allergy: penicillin (rash).")).filter((f) => f.includes("allergy"))).toEqual([]);
  });

  it("flags a telephone number the source does not have", () => {
    const source = "Call the ward on 01632 960 123 if the wound bleeds.";

    expect(briefly(check(source, "- The wound bleeds: call the ward on 01632 960 321."))).toContain(
      "unsupported number: 01632 960 321",
    );
  });

  it("does not read the parts of a telephone number as amounts", () => {
    const source = "If your temperature is above 38, call the ward on 01632 960 861.";

    expect(briefly(check(source, "- Your temperature is above 38: call the ward on 01632 960 861."))).toEqual([]);
  });
});

describe("stops that are not stops today", () => {
  it("flags 'Stop taking' for a medicine the source comes off in steps", () => {
    const source = "Prednisolone 20 mg: reduce to 10 mg daily for 1 week, then 5 mg for 1 week, then stop.";

    expect(briefly(check(source, "- Stop taking: Prednisolone."))).toContain(
      "contradicted medication: Stop taking: Prednisolone",
    );
  });

  it("does not read a stop of something done while on the medicine as a stop of it", () => {
    const source = "- Start apixaban 5 mg twice daily.\n- Stop drinking grapefruit juice while on apixaban.";

    expect(briefly(check(source, "- Stop taking: Apixaban."))).toContain(
      "contradicted medication: Stop taking: Apixaban",
    );
  });

  it("reads a stop named under 'signs of' as a stop on those signs", () => {
    const source =
      "* Lithium 400 mg at night - NEW.\nSigns of toxicity - stop lithium and go to A&E: shaking, vomiting.";

    expect(briefly(check(source, "- Stop taking: Lithium."))).toContain(
      "contradicted medication: Stop taking: Lithium",
    );
  });

  it("does not read a verb across a semicolon as the next medicine's", () => {
    const source = "The combined pill was stopped; norethisterone 350 micrograms daily is started in its place.";

    expect(briefly(check(source, "- Stop taking: Norethisterone."))).toContain(
      "contradicted medication: Stop taking: Norethisterone",
    );
  });

  it("flags a change that ends at another dose than the source's", () => {
    const source =
      "Continue sodium valproate 500 mg BD until seen; then reduce sodium valproate from 500 mg BD to 300 mg BD.";

    expect(briefly(check(source, "- Changed: Lower sodium valproate to 500 mg twice a day."))).toContain(
      "contradicted dose: Changed: Lower sodium valproate to 500 mg",
    );
  });
});

describe("a stop said 'even if'", () => {
  it("supports a summary's plain stop", () => {
    expect(
      checkClaims({
        output: "- Stop taking: Doxycycline now, even if there are tablets left.",
        source: {
          kind: "document",
          text: "We started doxycycline. Stop the doxycycline now, even if there are tablets left.",
        },
        audience: "patient",
      }).filter((f) => f.verdict !== "omitted"),
    ).toEqual([]);
  });
});
