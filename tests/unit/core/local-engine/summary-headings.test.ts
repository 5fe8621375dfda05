import { describe, expect, it } from "vitest";
import { documentKind } from "#core/local-engine/sections";
import { draft, ED_VISIT, section } from "./support/draft";

/** Issue 10's reproduced failures of the offline engine, each as the behaviour that replaces it. */

describe("headings follow the document's own", () => {
  it("files an emergency visit's discharge medicines under Your medicines, not home care", () => {
    const text = draft(ED_VISIT).text;

    expect(section(text, "Your medicines").join(" ")).toContain("Omeprazole 20 mg");
    expect(section(text, "Looking after yourself at home").join(" ")).not.toContain("omeprazole");
  });

  it("puts a booked test with its date under the follow-up heading", () => {
    const text = draft(ED_VISIT).text;

    expect(section(text, "Your follow-up appointments").join(" ")).toMatch(/stress test.*May 6/);
  });

  it("never says the care team wrote nothing, and leaves out a heading the document has nothing for", () => {
    const text = draft(ED_VISIT).text;

    expect(text).not.toMatch(/did not write anything/i);
    expect(text).not.toContain("## What we did");
  });

  it("writes no greeting or other filler", () => {
    expect(draft(ED_VISIT).text).not.toMatch(/^Hello|summary of your recent care/m);
  });

  it("sorts a letter without headings by each sentence's cues", () => {
    const letter = `Dear Dr. Harrison,
Re: Mrs. Anna Lee
Thank you for referring Mrs. Lee, whom I saw today with palpitations.
Her ECG today confirmed atrial fibrillation.
I have started apixaban 5 mg twice daily. She should stop aspirin; I have told her not to take both.
An echocardiogram has been booked for 2 April 2025.
She should call 999 if she has chest pain or sudden weakness of the face.
Yours sincerely,
Dr. Priya Raman`;

    const text = draft(letter, "Anna Lee").text;

    // Issue 18: the letter's "I have started" is no longer part of the line, which now starts with the medicine.
    expect(section(text, "Your medicines").join(" ")).toMatch(/New: Apixaban 5 mg twice a day/);
    expect(section(text, "Your medicines").join(" ")).toMatch(/Stop taking: Aspirin.*not to take both/);
    expect(section(text, "Your follow-up appointments").join(" ")).toContain("2 April 2025");
    expect(section(text, "When to get help").join(" ")).toContain("999");
    expect(text).not.toMatch(/Dear Dr|Harrison|Thank you for referring|Priya Raman/);
  });
});

describe("document kinds", () => {
  it.each([
    ["DISCHARGE SUMMARY\nPatient Name: A B", "discharge"],
    ["Emergency Department Discharge Note\nName: A B", "ed_visit"],
    ["DEPARTMENT OF RADIOLOGY\nTECHNIQUE: CT chest\nIMPRESSION: normal", "imaging_report"],
    ["OPERATIVE NOTE\nPROCEDURE: Appendicectomy", "operative_note"],
    ["Greenfield Practice\nResults letter\nPatient: A B", "lab_results"],
    ["Heart Centre\n\nDear Dr. Harrison,\nThank you for referring", "consultation_letter"],
    ["Paediatric Respiratory Clinic - Clinic Note", "clinic_note"],
  ])("recognises %j as %s", (source, kind) => {
    expect(documentKind(source)).toBe(kind);
  });

  it("gives an imaging report no hospital or medicine headings", () => {
    const report = `DEPARTMENT OF RADIOLOGY
Patient Name: Henry Walsh
CLINICAL INDICATION: Cough for 8 weeks.
FINDINGS: A 6 mm nodule in the right upper lobe.
IMPRESSION: 6 mm nodule in the right upper lobe. A follow-up CT in 6 to 12 months is recommended.`;

    const text = draft(report, "Henry Walsh").text;

    expect(text).toContain("## Why you had the scan");
    expect(text).toContain("## What the scan showed");
    expect(text).not.toMatch(/## Why you were in hospital|## Your medicines/);
  });
});
