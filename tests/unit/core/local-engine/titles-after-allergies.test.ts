import { describe, expect, it } from "vitest";
import { draft, section } from "./support/draft";

/**
 * A child's discharge with an allergy table, then titles in sentence case over their text (issue 18, decision 493):
 * everything after "Allergies / intolerances" was listed as an allergy, the course and the medicines included.
 */
const LETTER = `PAEDIATRIC DISCHARGE SUMMARY
Child: Maya Osei

Allergies / intolerances
| Substance   | Reaction         |
| Ertapenem   | hives (2024)     |
| Peanut      | lip swelling     |

Course
Eight days of fever and cough; chest X-ray showed a left lower lobe pneumonia. Treated with IV ceftriaxone (inpatient only).

Changes since admission
 + NEW:       Amoxicillin 500 mg three times a day for 5 more days.
 = UNCHANGED: Montelukast 5 mg at night.

Advice to parents
- Plenty of drinks and rest.`;

describe("titles after an allergy table", () => {
  it("end the allergies: the course and the medicines are not allergies", () => {
    const medicines = section(draft(LETTER).text, "Your medicines").join("\n");

    expect(medicines.match(/Allergy:/g)?.length).toBe(2);
    expect(medicines).not.toMatch(/Allergy: (?:Course|Eight days|Changes|\+)/);
  });

  it("keep each allergy's reaction from its table column", () => {
    const medicines = section(draft(LETTER).text, "Your medicines").join("\n");

    expect(medicines).toMatch(/Allergy: Ertapenem \(it causes hives\)/);
  });

  it("read a changes list's '+ NEW:' and '= UNCHANGED:' entries as medicines with their status", () => {
    const medicines = section(draft(LETTER).text, "Your medicines").join("\n");

    expect(medicines).toMatch(/^- New: Amoxicillin 500 mg three times a day/m);
    expect(medicines).toMatch(/^- Keep taking: Montelukast 5 mg at night/m);
  });
});
