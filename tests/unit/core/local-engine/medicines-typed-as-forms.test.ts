import { describe, expect, it } from "vitest";
import { draft, section } from "./support/draft";

/**
 * A discharge list typed as forms, one field a line under a status in capitals (issue 18, decision 489): the summary
 * listed "Dose: …" and "How often: …" as medicines of their own and lost every status.
 */
const LETTER = `DISCHARGE SUMMARY
Patient: Ruth Ogden

DIAGNOSIS
Pneumonia.

MEDICINES ON DISCHARGE
START
  Drug: Doxycycline
  Dose: 100 mg by mouth
  Frequency: once daily
  Instructions: take with a full glass of water, sitting up.
DOSE REDUCED
  Drug: Bisoprolol
  Dose: 2.5 mg (was 5 mg)
  Frequency: each morning
STOPPED
  Drug: Naproxen 500 mg twice daily - it can upset the kidneys.

FOLLOW UP
See your GP in 2 weeks.`;

const medicines = () => section(draft(LETTER).text, "Your medicines");

describe("medicines typed as forms", () => {
  it("reads each form as one medicine with its dose and how often", () => {
    const lines = medicines();

    expect(lines.some((l) => /Doxycycline 100 mg.*once a day/.test(l))).toBe(true);
    expect(lines.filter((l) => /^- (?:Dose|Frequency):/.test(l))).toEqual([]);
  });

  it("gives each medicine the status written above its form", () => {
    const lines = medicines();

    expect(lines.find((l) => /Doxycycline/.test(l))).toMatch(/^- New:/);
    expect(lines.find((l) => /Bisoprolol/.test(l))).toMatch(/^- (?:Changed|Lower dose|Reduced)/i);
    expect(lines.find((l) => /Naproxen/.test(l))).toMatch(/^- Stop taking:/);
  });

  it("keeps the form's instructions with its medicine", () => {
    const doxycycline = medicines().find((l) => /Doxycycline/.test(l));

    expect(doxycycline).toMatch(/full glass of water/);
  });
});
