import { describe, expect, it } from "vitest";
import { draft, section } from "./support/draft";

/** A medicine list with its status printed first, and advice numbered in roman numerals (decision 480). */
const NOTE = `Operation: laparoscopic cholecystectomy.

DISCHARGE MEDICATIONS:
  NEW   Co-codamol 30/500 two tablets four times a day when required
  HELD  Clopidogrel 75 mg od - stopped 7 days pre-op; RESTART on 02/06/2026
  CONT  Ramipril 5 mg od
  STOP  Lansoprazole 30 mg od (no longer needed)

POST-OPERATIVE INSTRUCTIONS
  i.    Keep the wounds dry for 48 hours; you may then shower.
  ii.   No heavy lifting (nothing over 5 kg) for 4 weeks.
  iii.  Do not drive for 1 week.
  iv.   Your shoulder may ache for a day or two.`;

describe("a medicine list with its status first", () => {
  it("reads each status-first line as its own entry", () => {
    const medicines = section(draft(NOTE).text, "Your medicines");

    expect(medicines.some((l) => l.includes("Ramipril") && l.includes("Clopidogrel"))).toBe(false);
  });

  it("labels a held medicine to restart as paused and a continued one as kept", () => {
    const medicines = section(draft(NOTE).text, "Your medicines");

    expect(medicines.find((l) => l.includes("Clopidogrel"))).toMatch(/^- Pause: Clopidogrel 75 mg/);
    expect(medicines.find((l) => l.includes("Ramipril"))).toMatch(/^- Keep taking: Ramipril 5 mg/);
  });
});

describe("advice numbered in roman numerals", () => {
  it("keeps every numbered line and no numeral on its own", () => {
    const advice = section(draft(NOTE).text, "Looking after yourself at home").join("\n");

    expect(advice).toContain("No heavy lifting (nothing over 5 kg) for 4 weeks.");
    expect(advice).toContain("Your shoulder may ache for a day or two.");
    expect(advice).not.toMatch(/^(?:- )?(?:I|Ii|Iii|Iv)\.?$/m);
  });
});
