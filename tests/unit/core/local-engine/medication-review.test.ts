import { describe, expect, it } from "vitest";
import { draft, section } from "./support/draft";

/**
 * A geriatric medication review: a pipe table with REDUCE and HOLD decisions, a medicine only thought of, carer
 * information with signs said "sign: what to do", and a signature line (issue 18, third held-out batch).
 */
const REVIEW = `OLDER PEOPLE'S MEDICINE - MEDICATION REVIEW
Patient: Mrs Edith Farrow     Age: 88

Allergies: Codeine - vomiting (2004).

Medication decisions:
| Medicine     | Before    | Now       | Decision | Reason             |
|--------------|-----------|-----------|----------|--------------------|
| Metformin    | 1 g bd    | 500 mg bd | REDUCE   | poor appetite      |
| Ramipril     | 5 mg od   | WITHHELD  | HOLD     | low blood pressure |
| Sertraline   | 50 mg od  | 50 mg od  | CONTINUE | low mood           |

Vitamin D could be considered by the GP later - not started today.

CARER INFORMATION
Very drowsy or more confused than usual: call the GP surgery the same day.
If she falls and hits her head: go to A&E.

R. Amadi-Stone, Consultant Geriatrician / L. Kerr, Clinical Pharmacist`;

const text = () => draft(REVIEW, "Edith Farrow").text;

describe("a medication review's decisions", () => {
  it("says a reduced dose as a change, without the table's capitals", () => {
    expect(section(text(), "Your medicines").join("\n")).toMatch(
      /Changed: Metformin 500 mg twice a day \(was 1 g twice a day\) - poor appetite\./,
    );
  });

  it("says a held medicine is paused", () => {
    expect(section(text(), "Your medicines").join("\n")).toMatch(
      /Pause: Ramipril \(was 5 mg once a day\) - low blood pressure\./,
    );
  });

  it("leaves a medicine only thought of out of the list", () => {
    expect(section(text(), "Your medicines").join("\n")).not.toMatch(/Vitamin D/);
  });

  it("gives an allergy's year no part in its reaction", () => {
    expect(section(text(), "Your medicines").join("\n")).toMatch(/Allergy: Codeine \(it causes vomiting\)\./);
  });
});

describe("signs said 'sign: what to do'", () => {
  it("puts them under when to get help, with their verbs agreeing", () => {
    const help = section(text(), "When to get help").join("\n");

    expect(help).toMatch(/Very drowsy or more confused than usual: call the GP surgery the same day\./);
    expect(help).toMatch(/If you fall and hit your head: go to A&E\./);
  });

  it("leaves the signature out", () => {
    expect(text()).not.toMatch(/Amadi-Stone|Kerr/);
  });
});
