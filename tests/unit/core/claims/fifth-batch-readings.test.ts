import { describe, expect, it } from "vitest";
import { briefly, check } from "./helpers";

/** Readings of a letter the fifth held-out batch showed wrong, once it was spent (decision 474). */
describe("a letter's layout and words, read as a clinician reads them", () => {
  it("reads allergies under a heading set off with marks", () => {
    const source =
      "--- Allergies / adverse reactions ---\nCodeine\tSevere vomiting\n\n--- Follow-up ---\nGP in 2 weeks.";

    const flags = check(source, "## Your medicines\n- Allergy: codeine (severe vomiting).");

    expect(briefly(flags).filter((f) => f.includes("allergy"))).toEqual([]);
  });

  it("reads 'Doxycycline tolerated 2025' under allergies as no allergy", () => {
    const source = "Allergies\nClarithromycin - severe diarrhoea (2022).\nDoxycycline tolerated 2025.";

    const flags = check(source, "## Your medicines\n- Allergy: clarithromycin (severe diarrhoea).");

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'four times a day, every day' as four times a day", () => {
    const source = "Paracetamol 1 g qds regular, max 4 g/24h.";

    const flags = check(source, "## Your medicines\n- New: Paracetamol 1 g four times a day, every day.");

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'while you take paracetamol every day' as when, not how often to take it", () => {
    const source =
      "Plan:\nc) Naproxen - STOP. Paracetamol 1 g qds regular instead.\nd) Co-codamol - stop while taking paracetamol regularly.";

    const flags = check(source, "## Your medicines\n- Stop taking: Co-codamol while you take paracetamol every day.");

    expect(briefly(flags).filter((f) => /paracetamol/i.test(f))).toEqual([]);
  });

  it("reads 'sodium chloride 0.9%' as a medicine, not a sodium level", () => {
    const source = "- Saline nose drops (sodium chloride 0.9%): NEW. 1-2 drops in each nostril before feeds.";

    const flags = check(
      source,
      "## Your medicines\n- New: Saltwater nose drops (sodium chloride 0.9%), 1 to 2 drops in each nostril before feeds.",
    );

    expect(briefly(flags).filter((f) => f.includes("test"))).toEqual([]);
  });

  it("reads '111' after a temperature as the number to ring", () => {
    const source = "Call your GP or 111 if: she has a temperature of 38C or more, or you are worried about her.";

    const flags = check(
      source,
      "## When to get help\n- She has a temperature of 38C or more, or you are worried about her: call your GP or 111.",
    );

    expect(briefly(flags).filter((f) => f.includes("test"))).toEqual([]);
  });

  it("reads 'we gave you allergy medicines, a steroid' as treatment, not an allergy to a steroid", () => {
    const source = "Allergies: peanut (anaphylaxis). Given IM epinephrine, IV diphenhydramine and methylprednisolone.";

    const flags = check(
      source,
      "## What we did\n- We gave you allergy medicines, a steroid and fluids through a drip.\n\n## Your medicines\n- Allergy: peanuts (anaphylaxis).",
    );

    expect(briefly(flags).filter((f) => f.includes("allergy"))).toEqual([]);
  });

  it("reads 'I have asked him to stop these' as a stop of the medicine before", () => {
    const source =
      'Plan:\n(d) He has been taking "sleep gummies" containing melatonin bought online. I have asked him to stop these, as the dose is unknown.';

    const flags = check(source, "## Your medicines\n- Stop taking: The sleep gummies with melatonin.");

    expect(briefly(flags)).toEqual([]);
  });

  it("reads a list led by roman numerals: 'iii) Mesalazine …: please stop', 'v) Loperamide - he should avoid this'", () => {
    const source =
      "Plan:\niii) Mesalazine (Pentasa) 2 g twice daily: please stop - there is no good evidence for it.\nv) Loperamide - he should avoid this during the flare.";

    const flags = check(
      source,
      "## Your medicines\n- Stop taking: Mesalazine (Pentasa).\n- Do not take loperamide while you have this flare.",
    );

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'withheld … - restarted today' as started again, which 'keep taking' keeps", () => {
    const source =
      "Medicines:\n- Indapamide 2.5 mg once daily: withheld on day of surgery and day 1 (low BP, 98/60). BP now 132/78 - restarted today.";

    const flags = check(source, "## Your medicines\n- Keep taking: Indapamide 2.5 mg once a day.");

    expect(briefly(flags)).toEqual([]);
  });

  it("reads 'ON' followed by a word or a date, in a letter typed in capitals, as no time of day", () => {
    const source =
      "TACROLIMUS (ADOPORT) - DOSE REDUCED: 3 MG BD (08:00 AND 20:00). TACROLIMUS LEVEL 7.1 ON 11/02.\nTAKE TACROLIMUS 12 HOURS APART; ON CLINIC DAYS TAKE THE MORNING DOSE AFTER THE BLOOD TEST.";

    const flags = check(source, "## Your medicines\n- Tacrolimus (Adoport) 3 mg twice a day, at 8 am and 8 pm.");

    expect(briefly(flags).filter((f) => f.includes("Tacrolimus"))).toEqual([]);
  });
});
