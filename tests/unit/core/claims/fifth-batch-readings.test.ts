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
});
