import { describe, expect, it } from "vitest";
import { draft, section } from "./support/draft";

/**
 * Issue 18's held-out documents: a clinic letter's plan changed a medicine its "Current medicine" list named, and a
 * fracture clinic outcome gave two new painkillers in one sentence, marked "Both new." after it.
 */
describe("a plan that changes what the patient takes", () => {
  const CLINIC = `Paediatric epilepsy clinic
Patient: Ezra Quinn
Diagnosis: childhood epilepsy, still having seizures.

Current medicine: levetiracetam 250 mg (2.5 mL) twice a day.

PLAN
1. Levetiracetam: increase to 500 mg (5 mL) twice a day from today.
2. Melatonin 2 mg at bedtime for sleep: continue.`;

  it("lists the plan's new dose, not the dose on the list of current medicines", () => {
    const medicines = section(draft(CLINIC).text, "Your medicines").join("\n");

    expect(medicines).toMatch(/500 mg/);
    expect(medicines).not.toMatch(/250 mg/);
  });

  it("keeps a current medicine the plan does not change", () => {
    const text = draft(CLINIC.replace("Current medicine: levetiracetam", "Current medicine: lamotrigine")).text;

    expect(section(text, "Your medicines").join("\n")).toMatch(/lamotrigine 250 mg/i);
  });
});

describe("two medicines in one sentence", () => {
  const OUTCOME = `Fracture clinic outcome
Patient: Jonah Reed

Outcome of virtual fracture clinic review (consultant: Mr D. Oyenuga):
- Removable wrist splint day and night for 3 weeks.
- Pain relief: ibuprofen 200 mg three times a day with food for up to 5 days, and paracetamol 500 mg every 4 to 6 hours if needed. Both new.`;

  it("lists each medicine on its own line", () => {
    const medicines = section(draft(OUTCOME).text, "Your medicines");

    expect(medicines).toHaveLength(2);
  });

  it("gives the 'Both new.' after them to each medicine", () => {
    const medicines = section(draft(OUTCOME).text, "Your medicines");

    expect(medicines.every((m) => m.startsWith("- New:"))).toBe(true);
  });

  it("reads a line ending in a colon, its note in brackets aside, as the heading of what follows", () => {
    expect(section(draft(OUTCOME).text, "Looking after yourself at home").join("\n")).toMatch(/wrist splint/);
  });
});

describe("a plan that names its medicines first and says what to do after", () => {
  const VISIT = `Community nursing visit
Patient: Albert Moss

Current medicines:
- Kapake (codeine and paracetamol) 30/500, two tablets qds
- Movicol 1 sachet od
- Prednisolone 5 mg od (started for joint pain)

Plan:
1. Kapake increased to three times a day only (drowsy).
2. Movicol - continue 1 sachet od.
3. Prednisolone - stop now (no benefit).`;

  it("gives 'Prednisolone - stop now' its stop, under the medicines", () => {
    const medicines = section(draft(VISIT).text, "Your medicines").join("\n");

    expect(medicines).toMatch(/Stop taking: Prednisolone/);
    expect(medicines).not.toMatch(/started for joint pain/);
  });

  it("leaves the current list's line of a brand the plan changes out", () => {
    const medicines = section(draft(VISIT).text, "Your medicines").join("\n");

    expect(medicines).not.toMatch(/two tablets/);
  });
});

describe("a letter that tells what was started before it stops it", () => {
  const RESULT = `Dear Ms Clarke,

You saw us on 3 March with a chest infection. We started you on doxycycline 100 mg once a day.

The sputum test shows the germ will not respond to doxycycline.
1. Stop the doxycycline now, even if there are tablets left.
2. Start clarithromycin 500 mg twice a day for 5 days.`;

  it("lists the stop, not the earlier start, of the same medicine", () => {
    const medicines = section(draft(RESULT).text, "Your medicines").join("\n");

    expect(medicines).toMatch(/Stop taking: Doxycycline/);
    expect(medicines).not.toMatch(/New: .*doxycycline/i);
  });
});
