import { describe, expect, it } from "vitest";
import { draft, section } from "./support/draft";

/**
 * A letter's "Current medication and plan:" list (issue 18, decision 457): the plan as well as the current list, so
 * its entries stay the medicines to take though the letter's prose names the change first.
 */
const LETTER = `Dear Dr Okafor,

Re: Mr Tomasz Zielinski

Diagnosis: Schizoaffective disorder. Relapse in March after stopping oral medication.

Mr Zielinski has been taking risperidone 4 mg tablets once daily since his discharge in May. He has found daily tablets hard.

He would prefer a monthly injection, and after discussion we agreed to change to long-acting risperidone.

Current medication and plan:
1. Risperdal Consta (risperidone long-acting injection) 37.5 mg by intramuscular injection every 2 weeks. First dose given today in clinic.
2. Risperidone 4 mg tablets: continue once daily for 21 days, then stop.
3. Sertraline 50 mg once daily - continue.

Yours sincerely,
Dr A. Byrne`;

describe("a 'Current medication and plan' list", () => {
  it("keeps every entry the letter's prose names again among the medicines", () => {
    const medicines = section(draft(LETTER, "Tomasz Zielinski").text, "Your medicines").join("\n");

    expect(medicines).toMatch(/Risperdal Consta \(risperidone long-acting injection\) 37.5 mg/);
    expect(medicines).toMatch(/Risperidone 4 mg tablets/);
  });
});
