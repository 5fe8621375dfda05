import { describe, expect, it } from "vitest";
import { readDocument } from "#core/local-engine/document";
import { draft, section } from "./support/draft";

/**
 * Layouts of issue 18's held-out notes that made the offline engine contradict its source: a clerking's
 * abbreviations, a medicine list without marks or full stops, "do NOT stop", and a switch said in one line.
 */
describe("a clerking's abbreviations", () => {
  const NOTE = `A&E Minors - Clinical Note
Patient: Mr Ian Reed, 62 y/o M
PC: 2 days hot swollen painful big toe.
DH: Allopurinol 300 mg OD; losartan 50 mg OD.
Allergies: NKDA.
SH: Drinks about 20 units/week (mostly beer).
Imp: Acute gout flare.`;

  const sectionOf = (text: RegExp) => readDocument(NOTE).items.find((i) => text.test(i.text))?.section;

  it("reads SH as history, never as part of the allergies above it", () => {
    expect(sectionOf(/units\/week/)).toBe("history");
  });

  it("reads DH as the medicines the patient was taking", () => {
    expect(readDocument(NOTE).items.find((i) => /Allopurinol/.test(i.text))).toMatchObject({
      section: "medications",
      current: true,
    });
  });

  it("reads Imp as the diagnosis", () => {
    expect(sectionOf(/gout flare/)).toBe("diagnosis");
  });
});

describe("medicine lines", () => {
  it("keeps each line of a list without marks or full stops as its own medicine", () => {
    const text = draft(
      "Diagnosis: ascites.\nMEDICATIONS ON DISCHARGE\nSpironolactone 100 mg once daily - NEW\nFurosemide 40 mg once daily - NEW\nOmeprazole 20 mg - STOPPED (no clear indication)",
    ).text;

    expect(section(text, "Your medicines")).toHaveLength(3);
  });

  it("does not read 'do NOT stop' as a stop", () => {
    const text = draft("Diagnosis: gout.\nPlan:\nContinue allopurinol 300 mg OD - do NOT stop during the flare.").text;

    expect(section(text, "Your medicines").join("\n")).toMatch(/^- Keep taking: Allopurinol/);
  });

  it("reads a switch and a stop said in one line as two medicines, each with its own action", () => {
    const text = draft(
      "Diagnosis: high blood pressure.\nPlan:\n- Amlodipine 5 mg OD: ankle swelling; switch to losartan 50 mg OD (new), stop amlodipine.",
    ).text;

    expect(section(text, "Your medicines").join("\n")).not.toMatch(/Stop taking: Switch to losartan/);
  });

  it("reads a medicine with a status mark in capitals as a medicine, without a dose", () => {
    const text = draft("Diagnosis: gout.\nPlan:\n3. Bendroflumethiazide - STOP (raises urate).").text;

    expect(section(text, "Your medicines").join("\n")).toMatch(/Stop taking: Bendroflumethiazide/);
  });
});
