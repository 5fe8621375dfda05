import { describe, expect, it } from "vitest";
import { briefly, check, meds } from "./helpers";

/** What a plan's verbs and steps do to a medicine, as the sixth development round found them read (decision 476). */
describe("a plan's verbs, read as the clinician meant them", () => {
  it("reads 'switch X to Y' as stopping X and starting Y", () => {
    const source = "Plan\n1. Switch salmeterol (Serevent) to Relvar Ellipta 184/22, one inhalation daily.";

    const flags = check(source, meds("- New: Relvar Ellipta one inhalation once a day.\n- Stop taking: Salmeterol."));

    expect(briefly(flags)).toEqual([]);
  });

  it("still flags a summary that keeps the medicine a switch replaces", () => {
    const source = "Plan\n1. Switch salmeterol (Serevent) to Relvar Ellipta 184/22, one inhalation daily.";

    const flags = check(source, meds("- New: Relvar Ellipta one inhalation once a day.\n- New: Salmeterol."));

    expect(briefly(flags)).toContain("contradicted medication: New: Salmeterol");
  });

  it("reads 'replace X with Y' as starting Y", () => {
    const source = "Plan: replace lisinopril with candesartan 8 mg once daily because of the cough.";

    const flags = check(
      source,
      meds("- New: Candesartan 8 mg once a day.\n- Stop taking: Lisinopril. It gave you a cough."),
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'No naproxen while breastfeeding' as a medicine to avoid", () => {
    const source = "Analgesia: paracetamol 1 g qds prn. No naproxen while breastfeeding.";

    const flags = check(source, meds("- Do not take naproxen while you are breastfeeding."));

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'no codeine allergy' as no word about taking codeine", () => {
    const source = "Allergies: no codeine allergy known. Plan: codeine 30 mg qds prn for 3 days.";

    const flags = check(source, meds("- New: Codeine 30 mg up to four times a day when you need it, for 3 days."));

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'we have not started X yet' as nothing done to X", () => {
    const source = "5. Alendronic acid - not started; decide after the dental review.";

    const flags = check(
      source,
      meds("- We have not started alendronic acid yet. We will decide after your dental check."),
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'do not continue X' as stopping it", () => {
    const source = "Plan: stop the amlodipine because of ankle swelling.";

    const flags = check(source, meds("- Do not continue amlodipine. It made your ankles swell."));

    expect(briefly(flags)).toEqual([]);
  });

  it("gives the medicines a class's 'such as' names the action of the line", () => {
    const source =
      "3. Diclofenac (and other anti-inflammatory painkillers such as naproxen) - stop, they raise the lithium level.";

    const flags = check(
      source,
      meds("- Stop taking: Diclofenac and other anti-inflammatory painkillers such as naproxen."),
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'made your ciclosporin level go up' as a level, not a medicine given", () => {
    const source =
      "Ciclosporin level 420 (high) - interaction with clarithromycin. Clarithromycin stopped. Ciclosporin dose reduced: 75 mg bd.";

    const flags = check(
      source,
      "## Why you were seen\n- Clarithromycin, which you were given for a chest infection, made your ciclosporin level go up.",
    );

    expect(briefly(flags).filter((f) => /^(?:contradicted|unsupported) medication/.test(f))).toEqual([]);
  });

  it("reads 'you started' before 'the high calcium' as a level, not a medicine started", () => {
    const source =
      "Your calcium was high at 2.9. The vitamin D tablets you bought are likely to be the cause. Stop them.";

    const flags = check(
      source,
      "## Why you got this letter\n- The vitamin D you started is likely causing the high calcium.",
    );

    expect(briefly(flags).filter((f) => f.includes("calcium"))).toEqual([]);
  });

  it("reads 'X (brand) - DOSE REDUCED: 2 MG BD. PREVIOUSLY 3 MG BD' as a change of dose", () => {
    const source = "DISCHARGE MEDICATIONS\nSIROLIMUS (RAPAMUNE) - DOSE REDUCED: 2 MG OD. PREVIOUSLY 3 MG OD.";

    const flags = check(source, meds("- Changed: Sirolimus (Rapamune) is now 2 mg once a day. It used to be 3 mg."));

    expect(briefly(flags)).toEqual([]);
  });
});

describe("a course's steps and its units", () => {
  it("reads '1 cap' as one capsule", () => {
    const source = "Rescue pack: amoxicillin 500 mg, 2 caps tds on day 1 then 1 cap tds for 4 more days.";

    const flags = check(
      source,
      meds(
        "- New: Amoxicillin 500 mg. Take 2 capsules three times on day 1, then 1 capsule three times a day for 4 more days.",
      ),
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'start 25 mg, increase to 50 mg after 2 weeks if tolerated' as a start dose and a later step", () => {
    const source = "- START nortriptyline 25 mg at night, increase to 50 mg at night after 2 weeks if tolerated.";

    const flags = check(
      source,
      meds("- New: Nortriptyline 25 mg at night. After 2 weeks, go up to 50 mg at night if you are OK on it."),
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("counts 'at night' as how often for a step that has no other word for it", () => {
    const source = "- START mirtazapine 15 mg at night (nocte), increase to 30 mg at night after 2 weeks if tolerated.";

    const flags = check(source, meds("- New: Mirtazapine 15 mg at night. After 2 weeks, 30 mg at night."));

    expect(briefly(flags)).toEqual([]);
  });

  it("still flags a step taken more often than the source says", () => {
    const source = "- START mirtazapine 15 mg at night (nocte), increase to 30 mg at night after 2 weeks if tolerated.";

    const flags = check(source, meds("- New: Mirtazapine 15 mg at night. After 2 weeks, 30 mg twice a day."));

    expect(briefly(flags).filter((f) => f.startsWith("contradicted medication"))).toHaveLength(1);
  });

  it("takes how often from a later request to change a medicine started elsewhere", () => {
    const source =
      "The surgeon started gabapentin 300 mg tds in March for the scar pain. It makes her unsteady. Please reduce it to 300 mg twice daily for one week and then stop it.";

    const flags = check(
      source,
      meds(
        "- Changed: Gabapentin is now 300 mg twice a day for 1 week, then stop. It used to be 300 mg three times a day.",
      ),
    );

    expect(briefly(flags)).toEqual([]);
  });
});

describe("a request after a dash (decision 477)", () => {
  it("reads '… - I have asked him to stop this' as stopping the medicine before", () => {
    const source =
      "He has been taking naproxen 500 mg twice a day for his back - I have asked him to stop this as he is now on apixaban.";

    const flags = check(source, meds("- Stop taking: Naproxen. It is not safe with apixaban."));

    expect(briefly(flags).filter((f) => f.includes("naproxen") || f.includes("Naproxen"))).toEqual([]);
  });
});
