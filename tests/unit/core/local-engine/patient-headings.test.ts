import { describe, expect, it } from "vitest";
import { headingFamily } from "#core/local-engine/sections";
import { draft as draftWith, section as sectionLines } from "./support/draft";

/**
 * Issue 18, part 3: a heading that starts with "Patient" is read by the words after "Patient" and by what stands under
 * it; only a header field ("Patient:", "Patient name", "Patient ID") is left out. A warning sign is never dropped.
 */

const draft = (sourceText: string) => draftWith(sourceText, "Robert Hale").text;
/** A section's lines as one text. */
const section = (text: string, heading: string) => sectionLines(text, heading).join("\n");

const INSTRUCTIONS_IN_CAPS = `ST MARY'S HOSPITAL - DISCHARGE SUMMARY
Patient Name: Robert Hale
Discharge Date: 04/02/2025

DISCHARGE DIAGNOSIS:
Heart failure with fluid overload.

DISCHARGE MEDICATIONS:
- Furosemide 40 mg by mouth once daily (NEW)

PATIENT INSTRUCTIONS
Weigh yourself every morning after passing urine and write it down.
Limit salt to less than 2 grams a day.
Drink no more than 1.5 litres of fluid a day.
Call the heart failure nurse if your weight goes up by more than 2 kg in 3 days.
Call 999 if you have chest pain or cannot catch your breath.

FOLLOW-UP:
Heart failure clinic in 2 weeks.`;

describe("headings that begin with 'Patient'", () => {
  it("keeps the warning signs of a PATIENT INSTRUCTIONS section under 'When to get help'", () => {
    const help = section(draft(INSTRUCTIONS_IN_CAPS), "When to get help");

    expect(help).toContain("if your weight goes up by more than 2 kg in 3 days");
    expect(help).toContain("Call 999 if you have chest pain");
  });

  it("keeps its daily-weight rule and its salt and fluid limits as home care, not as medicines", () => {
    const text = draft(INSTRUCTIONS_IN_CAPS);
    const home = section(text, "Looking after yourself at home");

    expect(home).toContain("Weigh yourself every morning");
    expect(home).toContain("less than 2 grams a day");
    expect(home).toContain("1.5 litres of fluid a day");
    expect(section(text, "Your medicines")).not.toMatch(/salt|weigh|litres/i);
  });

  it("reads a labelled 'Patient education:' heading with other wording the same way", () => {
    const source = `OUTPATIENT CLINIC NOTE
Patient: Robert Hale
Assessment: Chronic obstructive pulmonary disease, stable.
Patient education: Use the blue inhaler before exercise. Do not smoke indoors.
If your lips turn blue or you are too breathless to speak, phone an ambulance.
Seek help from your GP the same day if you cough up green phlegm for more than 2 days.
Follow-up: Respiratory nurse in 3 months.`;

    const text = draft(source);

    expect(section(text, "When to get help")).toMatch(/lips turn blue.*phone an ambulance/);
    expect(section(text, "When to get help")).toMatch(/green phlegm/);
    expect(section(text, "Looking after yourself at home")).toContain("Do not smoke indoors");
  });

  it.each([
    ["Patient instructions", "instructions"],
    ["PATIENT EDUCATION", "instructions"],
    ["Patient advice", "instructions"],
    ["Patient plan", "instructions"],
    ["Patient medications", "medications"],
    ["Patient warning signs", "warnings"],
    ["Patient", "admin"],
    ["Patient name", "admin"],
    ["Patient ID", "admin"],
    ["Patient details", "admin"],
  ])("files the heading %j by what follows 'Patient' (%s)", (heading, family) => {
    expect(headingFamily(heading)).toBe(family);
  });

  it("never drops a warning sign written under a heading whose other lines are left out", () => {
    const source = `EMERGENCY DEPARTMENT NOTE
Patient: Robert Hale
Diagnosis: Sprained left ankle.
DISPOSITION
Discharged home with crutches. Return to the emergency department if your toes go cold or numb.`;

    expect(section(draft(source), "When to get help")).toContain("if your toes go cold or numb");
  });
});
