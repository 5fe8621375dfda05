import { describe, expect, it } from "vitest";
import { draft, section } from "./support/draft";

/**
 * A discharge list with a reducing course, an entry given on the ward only, and advice under a long heading that ends
 * in a colon (issue 18, second held-out batch: the course's "then STOP" made it "Stop taking", the ward-only entry
 * was joined to the line above, and the advice's warning signs were kept as medicines).
 */
const NOTE = `Respiratory Medicine - DISCHARGE NOTIFICATION
Name: Idris Fairweather

Discharge medications:
- Prednisolone 5 mg tablets: reducing course - 30 mg OD for 3 days, then 15 mg OD for 3 days, then STOP.
- Amlodipine 5 mg OD - continue
Nebulised ipratropium - given on ward only, not for discharge.
- Salbutamol 100 mcg MDI - 2 puffs PRN. Continue.

Patient advice given verbally and written asthma action plan:
 - If salbutamol is needed more than every 4 hours, call NHS 111.

PATIENT INSTRUCTIONS
If your sputum turns green again, see your GP within 24 hours.

Copy to: Dr F. Oduya, Brookside Medical Centre`;

describe("a discharge list's entries", () => {
  it("reads a reducing course that ends with 'then STOP' as new", () => {
    const medicines = section(draft(NOTE, "Idris Fairweather").text, "Your medicines").join("\n");

    expect(medicines).toMatch(/New: Prednisolone 5 mg tablets: reducing course/);
    expect(medicines).toMatch(/Then stop\./);
    expect(medicines).not.toMatch(/Stop taking: Prednisolone/);
  });

  it("keeps a medicine given on the ward only out of the home list, and the entry above it whole", () => {
    const text = draft(NOTE, "Idris Fairweather").text;

    expect(section(text, "Your medicines").join("\n")).toMatch(/Keep taking: Amlodipine 5 mg once a day\.\n/);
    expect(section(text, "Your medicines").join("\n")).not.toMatch(/ipratropium/);
    expect(section(text, "What we did").join("\n")).toMatch(/In hospital only \(not for home\): ipratropium/);
  });

  it("does not repeat 'Continue' after 'Keep taking'", () => {
    const medicines = section(draft(NOTE, "Idris Fairweather").text, "Your medicines").join("\n");

    expect(medicines).toMatch(/Keep taking: Salbutamol 100 mcg MDI - 2 puffs as needed\.$/m);
  });

  it("reads a long heading ending in a colon as the end of the list", () => {
    const help = section(draft(NOTE, "Idris Fairweather").text, "When to get help").join("\n");

    expect(help).toMatch(/If salbutamol is needed more than every 4 hours, call NHS 111/);
  });

  it("puts 'see your GP within 24 hours' if a sign appears under when to get help", () => {
    const help = section(draft(NOTE, "Idris Fairweather").text, "When to get help").join("\n");

    expect(help).toMatch(/see your GP within 24 hours/);
  });

  it("leaves the copy list out", () => {
    expect(draft(NOTE, "Idris Fairweather").text).not.toMatch(/Copy to|Oduya/);
  });
});
