import { describe, expect, it } from "vitest";
import { briefly, check, meds } from "./helpers";

/** Layouts and plain retellings the sixth development round found misread (decision 476). */
describe("a letter's dates, lists and headings", () => {
  it("reads 'restarted 12/03' as 12 March", () => {
    const source = "Metformin withheld during the vomiting, restarted 12/03. Creatinine back to baseline.";

    const flags = check(source, "## What happened\n- We started your metformin again on 12 March.");

    expect(briefly(flags).filter((f) => f.includes("date"))).toEqual([]);
  });

  it("reads '09-Mar-2026' as 9 March 2026", () => {
    const source = "ULTRASOUND ABDOMEN   Exam date: 09-Mar-2026\nConclusion: gallstones, no inflammation.";

    const flags = check(source, "## Why you had this scan\n- You had a scan of your tummy on 9 March 2026.");

    expect(briefly(flags).filter((f) => f.includes("date"))).toEqual([]);
  });

  it("reads a label after a lettered list mark ('(c) New: …') as the item's action", () => {
    const source =
      "Plan\n(c) New: rectal diazepam 10 mg, to be given by her mother if a fit lasts more than 5 minutes.";

    const flags = check(
      source,
      meds("- New: Rectal diazepam 10 mg. Your mother gives it if a fit lasts more than 5 minutes."),
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads a short line in lower case after a blank line as a heading", () => {
    const source =
      "history\nTwo weeks of breathlessness.\n\nmedications\nRamipril 2.5 mg od; increase to 5 mg od after 2 weeks if the kidney test is fine.";

    const flags = check(
      source,
      meds("- New: Ramipril 2.5 mg once a day. After 2 weeks, 5 mg once a day if your kidney test is fine."),
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("does not ask for the clinic's date, named again as the day it was dictated, as a follow-up", () => {
    const source =
      "Clinic: Hepatology clinic, 14 April 2026\nDictated: 14 April 2026\n\nDear Dr Amadi,\nI saw Mr Rowe today. Plan: ultrasound of the liver in 6 months.";

    const flags = check(source, "## Your follow-up appointments\n- A scan of your liver in 6 months.");

    expect(briefly(flags)).toEqual([]);
  });

  it("does not ask for the day a record was printed as a follow-up", () => {
    const source =
      "Practice record   Printed 02-Mar-2026 15:10\n\n02-Mar-2026 09:10  Asthma review - Nurse P. Ade\nPlan: review in 3 months.";

    const flags = check(source, "## Your follow-up appointments\n- Asthma review with the nurse in 3 months.");

    expect(briefly(flags)).toEqual([]);
  });
});

describe("conditions a summary names in plainer words", () => {
  it("reads COPD 'exacerbations needing antibiotics' as chest infections", () => {
    const source = "Three exacerbations needing antibiotics since the spring. Plan: rescue pack issued.";

    const flags = check(source, "## Why you were seen\n- You have had 3 chest infections since the spring.");

    expect(briefly(flags)).toEqual([]);
  });

  it("reads a 'diarrhoea and vomiting illness' as a stomach bug", () => {
    const source = "Sick day rules: if she has a diarrhoea and vomiting illness, pause metformin and call the surgery.";

    const flags = check(
      source,
      "## When to get help\n- You have a stomach bug: stop metformin for now and call the surgery.",
    );

    expect(briefly(flags).filter((f) => f.includes("diagnosis"))).toEqual([]);
  });
});

describe("warning signs a summary keeps in plain words", () => {
  const keeps = (source: string, summary: string) =>
    briefly(check(source, `## When to get help\n${summary}`)).filter((f) => f.includes("warning"));

  it("keeps 'sensitive to light' as 'light hurts your eyes'", () => {
    expect(
      keeps(
        "Safety net: headache with neck stiffness or sensitivity to light - call 999.",
        "- You have a headache with a stiff neck, or light hurts your eyes: call 999.",
      ),
    ).toEqual([]);
  });

  it("keeps 'numbness around the back passage or genitals' as 'numb around your bottom or private parts'", () => {
    expect(
      keeps(
        "Red flags: numbness around the back passage or genitals -> A&E immediately.",
        "- You feel numb around your bottom or private parts: go to A&E straight away.",
      ),
    ).toEqual([]);
  });

  it("keeps 'uncontrolled pain' as 'pain not controlled'", () => {
    expect(
      keeps(
        "Return if: uncontrollable pain despite painkillers -> ring the ward.",
        "- Your pain is not controlled even with your painkillers: ring the ward.",
      ),
    ).toEqual([]);
  });

  it("keeps 'weight goes up by 2 kg' as 'you gain 2 kg'", () => {
    expect(
      keeps(
        "If your weight goes up by more than 2 kg in 3 days: ring the heart failure nurse.",
        "- You gain more than 2 kg in 3 days: ring the heart failure nurse.",
      ),
    ).toEqual([]);
  });

  it("keeps 'pauses in his breathing' as 'he stops breathing for a few seconds'", () => {
    expect(
      keeps(
        "CALL 999 if: he has pauses in his breathing or turns blue.",
        "- He stops breathing for a few seconds or turns blue: call 999.",
      ),
    ).toEqual([]);
  });

  it("still flags a summary that drops a plainly retold sign", () => {
    expect(
      keeps("CALL 999 if: he has pauses in his breathing or turns blue.", "- He turns blue: call 999."),
    ).not.toEqual([]);
  });

  it("keeps advice under a safety heading that the summary gives at home", () => {
    const source =
      "Methotrexate safety: I have asked him to have his blood test every 4 weeks and to keep his alcohol low. He has his monitoring booklet.";

    const flags = check(
      source,
      "## Looking after yourself at home\n- Have your blood test every 4 weeks.\n- Keep your alcohol low.\n- Bring your monitoring booklet with you.\n\n## When to get help\n- You have a sore throat or mouth ulcers: call the surgery.",
    );

    expect(briefly(flags).filter((f) => f.includes("warning"))).toEqual([]);
  });
});

describe("which appointment a follow-up retells", () => {
  it("pairs 'blood test in 6 weeks' with the repeat blood count, not the clinic after it", () => {
    const source =
      "I will see her again in the haematology clinic in 6 months. Please repeat her full blood count in 6 weeks.";

    const flags = check(
      source,
      "## Your follow-up appointments\n- Blood test in 6 weeks.\n- Blood clinic again in 6 months.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("pairs 'bowel clinic in 6 months' with the gastroenterology clinic, not the nurse call before it", () => {
    const source =
      "Follow-up: IBD nurse telephone clinic in 3 weeks with the first blood results. Gastroenterology clinic in 6 months.";

    const flags = check(
      source,
      "## Your follow-up appointments\n- The IBD nurse will phone you in 3 weeks.\n- Bowel clinic in 6 months.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("pairs a GP visit with the GP appointment, not a warning that also names the GP", () => {
    const source =
      "Safety net: cough not better after 5 days: see GP.\n\nFollow-up: GP in 2 weeks to review the cough and repeat the peak flow.";

    const flags = check(
      source,
      "## When to get help\n- Your cough is not better after 5 days: see your GP.\n\n## Your follow-up appointments\n- See your GP in 2 weeks to check your cough and your peak flow.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("still flags a GP visit given the warning's time", () => {
    const source =
      "Safety net: cough not better after 5 days: see GP.\n\nFollow-up: GP in 2 weeks to review the cough and repeat the peak flow.";

    const flags = check(
      source,
      "## When to get help\n- Your cough is not better after 5 days: see your GP.\n\n## Your follow-up appointments\n- See your GP in 5 days to check your cough and your peak flow.",
    );

    expect(briefly(flags)).toContain("contradicted followup: in 5 days");
  });
});

describe("allergies, as the seventh round found them written (decision 477)", () => {
  const allergyFlags = (source: string, summary: string) =>
    briefly(check(source, meds(summary))).filter((f) => f.includes("allergy"));

  it("reads 'TRIMETHOPRIM - swollen lips (2015)' under ALLERGIES as an allergy, not a heading", () => {
    expect(
      allergyFlags(
        "ALLERGIES\nTRIMETHOPRIM - swollen lips (2015)\n\nMEDICATIONS\nAmlodipine 5 mg od.",
        "- Allergy: trimethoprim (swollen lips).",
      ),
    ).toEqual([]);
  });

  it("ends an allergy heading's hold at the letter's prose after a blank line", () => {
    expect(
      allergyFlags(
        "ALLERGIES\nLatex - rash. No drug allergies.\n\nOther meds: loratadine 10 mg od.\n\nHer eczema has not settled with two courses of oral antibiotics and creams.",
        "- Allergy: latex (rash).",
      ),
    ).toEqual([]);
  });

  it("reads 'she reports a rash with cefalexin in the past' as an allergy", () => {
    expect(
      allergyFlags(
        "She reports a rash with cefalexin in the past. Her only other medicine is levothyroxine.",
        "- Allergy: cefalexin (rash).",
      ),
    ).toEqual([]);
  });

  it("keeps 'Sulfa drugs (sulfamethoxazole) - swollen face' as 'sulfa drugs'", () => {
    expect(
      allergyFlags(
        "Allergies: Sulfa drugs (sulfamethoxazole) - swollen face.",
        "- Allergy: sulfa drugs (swollen face).",
      ),
    ).toEqual([]);
  });
});

describe("warnings and times, as the seventh round found them written (decision 477)", () => {
  it("reads what to expect before a warning's sign as no sign of its own", () => {
    const source =
      "Safety net:\n- Headache is expected for the first few days - if severe or not settling after a week, ring the ward.";

    const flags = check(
      source,
      "## When to get help\n- Your headache is severe or not settling after a week: ring the ward.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("keeps 'any sudden loss or muffling of hearing' as 'your hearing suddenly goes or is muffled'", () => {
    const source = "If he develops any sudden loss or muffling of hearing, he must attend A&E the same day.";

    const flags = check(
      source,
      "## When to get help\n- Your hearing suddenly goes or is muffled: go to A&E the same day.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("keeps 'if troublesome' as 'if it bothers you'", () => {
    const source = "Warnings:\n- Ankle swelling can happen with amlodipine - if troublesome, speak to GP.";

    const flags = check(source, "## When to get help\n- Your ankles swell and it bothers you: speak to your GP.");

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'review 6/52' as in 6 weeks", () => {
    const source = "Plan: physiotherapy referral. Fracture clinic review 6/52 with a repeat X-ray.";

    const flags = check(source, "## Your follow-up appointments\n- Fracture clinic in 6 weeks with another X-ray.");

    expect(briefly(flags)).toEqual([]);
  });

  it("still flags a follow-up time that is not the source's '6/52'", () => {
    const source = "Plan: physiotherapy referral. Fracture clinic review 6/52 with a repeat X-ray.";

    const flags = check(source, "## Your follow-up appointments\n- Fracture clinic in 8 weeks with another X-ray.");

    expect(briefly(flags)).toContain("contradicted followup: in 8 weeks");
  });
});
