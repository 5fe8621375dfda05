import { describe, expect, it } from "vitest";
import { draft, section } from "./support/draft";

/**
 * A GP's SOAP journal entry: one-letter headings, a plan in shorthand, a safety-net with arrows and the record's codes
 * after the allergy line (issue 18, second held-out batch: the plan's warnings were filed as "what we did", the
 * history's past start became "New", and the codes became allergies).
 */
const NOTE = `EMIS Web - Consultation
Name: Ruth Abara        DOB: 02 Feb 1961
Date: 12 Jan 2026   Clinician: Dr L. Moss

S: Ankle swelling for 6 weeks. Started amlodipine in Oct. No chest pain, no SOB.
O: Pitting oedema to mid-shin both sides. BP 138/84.
A: Ankle swelling, likely amlodipine side effect.
P:
 - STOP amlodipine 10 mg od.
 - START lercanidipine 10 mg od in place of amlodipine.
 - Simvastatin 40 mg nocte - continue.
 - Pt advice: salt < 6 g/day, alcohol < 14 u/wk.
 - Safety-net: chest pain at rest -> 999. Breathless lying flat -> see GP same day.
Allergies: No known drug allergies.
Read codes: Oedema (R023.), Drug side effect (TJC..)`;

describe("a SOAP journal entry", () => {
  it("reads S: as why the patient came, without its letter", () => {
    const why = section(draft(NOTE).text, "Why you were seen").join("\n");

    expect(why).toMatch(/Ankle swelling for 6 weeks/);
    expect(why).not.toMatch(/\bS:/);
  });

  it("does not list a medicine the history says was started months ago as new", () => {
    const medicines = section(draft(NOTE).text, "Your medicines").join("\n");

    expect(medicines).not.toMatch(/New: Amlodipine/);
    expect(medicines).toMatch(/Stop taking: Amlodipine 10 mg once a day/);
  });

  it("says the British dose times in words and drops the list's 'continue'", () => {
    const medicines = section(draft(NOTE).text, "Your medicines").join("\n");

    expect(medicines).toMatch(/Keep taking: Simvastatin 40 mg at night\./);
    expect(medicines).toMatch(/Lercanidipine 10 mg once a day/);
  });

  it("puts the arrowed safety-net under when to get help, said as what to do", () => {
    const help = section(draft(NOTE).text, "When to get help").join("\n");

    expect(help).toMatch(/Chest pain at rest: call 999/);
    expect(help).toMatch(/Breathless lying flat: see your GP same day/);
  });

  it("says limits in words", () => {
    const text = draft(NOTE).text;

    expect(text).toMatch(/less than 6 g a day/);
    expect(text).toMatch(/less than 14 units a week/);
  });

  it("leaves the record's codes out of the allergies", () => {
    const medicines = section(draft(NOTE).text, "Your medicines").join("\n");

    expect(medicines).not.toMatch(/Oedema|R023|TJC/);
  });
});

/** An EMIS export: rules of dashes between its header and body, and a dated consultation field (third batch). */
const EXPORT = `EMIS Web - Consultation record           Printed 02-Dec-2025 11:58           Page 1 of 1
-----------------------------------------------------------------------------------
Patient: Mr Amos Kettering     DOB: 15-Jul-1967 (58y)     Male
Consultation: 02-Dec-2025 11:20, Surgery consultation, Dr Y. Halvorsen (GP)
-----------------------------------------------------------------------------------
S: Pain in the right calf on walking for 4 months.
A: Peripheral arterial disease.
Allergies: simvastatin - muscle pains (2021).
P:
 1. clopidogrel 75 mg od - START.
 2. Safety-net: foot cold, pale or numb at rest -> 999.`;

describe("an EMIS export with rules between its parts", () => {
  it("reads the line after a rule of dashes as its own SOAP part", () => {
    const text = draft(EXPORT, "Amos Kettering").text;

    expect(text).not.toMatch(/-{5}|\bS:/);
    expect(section(text, "Your medicines").join("\n")).toMatch(/Clopidogrel 75 mg once a day/);
  });

  it("leaves a dated consultation field out, with the clinician it names", () => {
    expect(draft(EXPORT, "Amos Kettering").text).not.toMatch(/Halvorsen|Surgery consultation/);
  });
});
