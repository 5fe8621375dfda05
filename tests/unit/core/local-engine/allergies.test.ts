import { describe, expect, it } from "vitest";
import { rewriteWithGlossary } from "#core/local-engine/glossary";
import presets from "#data/template-presets.json";
import { DISCHARGE_TEMPLATE, draft as draftWith, section } from "./support/draft";

/**
 * Issue 18, part 3: an allergy keeps the substance to avoid, said as the document says it, with its reaction in
 * plain words; it is always in the summary, never read as a medicine to take, and never in double brackets.
 */
const LAB_TEMPLATE = presets.presets.find((p) => p.id === "lab_results")?.content ?? "";

const draft = (sourceText: string, template = DISCHARGE_TEMPLATE) => draftWith(sourceText, "Owen Price", template).text;

describe("allergies", () => {
  it("names the drug that causes the reaction: 'Allergy: amoxicillin causes hives'", () => {
    const text = draft(`CLINIC NOTE
Assessment: Sore throat.
Allergy: amoxicillin causes hives.
Plan: Start clarithromycin 250 mg twice daily for 5 days.`);

    expect(section(text, "Your medicines")).toContain("- Allergy: amoxicillin (it causes hives).");
  });

  it("says a bracketed reaction in plain words without double brackets", () => {
    const text = draft(`DISCHARGE SUMMARY
Diagnosis: Cellulitis of the left leg.
Allergies: Penicillin allergy (urticaria).
DISCHARGE MEDICATIONS:
- Clarithromycin 500 mg twice daily for 7 days (NEW)`);

    expect(section(text, "Your medicines")).toContain("- Allergy: Penicillin (it causes hives).");
    expect(text).not.toMatch(/\([^()]*\(/);
  });

  it("keeps every allergy of an ALLERGIES section, each with its own reaction", () => {
    const text = draft(`DISCHARGE SUMMARY
DISCHARGE DIAGNOSIS:
Cellulitis.
HOSPITAL COURSE:
${"You were treated with antibiotics through a drip and the redness settled over several days. ".repeat(8)}
ALLERGIES
Penicillin - anaphylaxis; codeine - vomiting.
DISCHARGE MEDICATIONS:
- Clarithromycin 500 mg twice daily (NEW)`);

    const medicines = section(text, "Your medicines");
    expect(medicines).toContain("- Allergy: Penicillin (it causes anaphylaxis).");
    expect(medicines).toContain("- Allergy: codeine (it causes vomiting).");
  });

  it("reads an allergy said in a letter's prose, and never lists the drug as one to take", () => {
    const text = draft(`Dear Dr Shah,

I saw Mr Price today with a chest infection. He is allergic to amoxicillin, which gave him a rash.
I have started doxycycline 100 mg once daily for 5 days.

Yours sincerely,
Dr A Jones`);

    const medicines = section(text, "Your medicines");
    expect(medicines).toContain("- Allergy: amoxicillin (it caused a rash).");
    expect(medicines.join("\n")).not.toMatch(/(?:Keep taking|New): amoxicillin/i);
  });

  it("keeps the allergy when the template has no heading for medicines", () => {
    const text = draft(
      "RESULTS LETTER\nResults: Your full blood count was normal.\nAllergies: latex (it causes a rash).",
      LAB_TEMPLATE,
    );

    expect(text).toMatch(/Allergy: latex \(it causes a rash\)/);
  });

  it("never explains a term inside brackets with brackets of its own", () => {
    const { text } = rewriteWithGlossary("Heart failure (cardiomyopathy) and pneumonia.", { explain: true });

    expect(text).not.toMatch(/\([^()]*\(/);
    expect(text).toContain("pneumonia (lung infection)");
  });
});
