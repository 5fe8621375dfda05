import { describe, expect, it } from "vitest";
import { draft, section } from "./support/draft";

/**
 * A consultant's discharge letter: an indented medicine list without full stops, a note on one entry that names its
 * medicine again, and the letter going on in prose after the list (issue 18, second held-out batch: "aspirin must
 * not be stopped" became "Stop taking", "Naproxen - STOPPED" was joined to the line above, and the warning signs
 * after the list were kept as a medicine).
 */
const LETTER = `Department of Gastroenterology
Date of discharge: 3 March 2026

Dear Dr Ellis,

Thank you for continuing the care of Mr Tobias Renwick, admitted with a bleeding duodenal ulcer. He received 3 units of red cells and an IV pantoprazole infusion for 72 hours.

Medicines on discharge:
  Lansoprazole 30 mg twice daily for 8 weeks, then reduce to 30 mg once daily
  Clopidogrel 75 mg OD - CONTINUE. He has a coronary stent and clopidogrel must not be stopped.
  Simvastatin 40 mg ON - continue
  Ibuprofen - STOPPED. He must not take ibuprofen, diclofenac or any other anti-inflammatory painkiller again.

I have explained to Mr Renwick that he should avoid alcohol for 4 weeks. If he passes black stools again, vomits blood or feels faint, he should call 999.

Yours sincerely,
Dr P. Amadi`;

describe("a letter's medicine list", () => {
  it("keeps a medicine that must not be stopped as one to keep taking", () => {
    const medicines = section(draft(LETTER, "Tobias Renwick").text, "Your medicines").join("\n");

    expect(medicines).toMatch(/Keep taking: Clopidogrel 75 mg once a day\. You have a heart artery/);
    expect(medicines).not.toMatch(/Stop taking: You/);
  });

  it("reads a name marked STOPPED as its own entry", () => {
    const medicines = section(draft(LETTER, "Tobias Renwick").text, "Your medicines").join("\n");

    expect(medicines).toMatch(/Keep taking: Simvastatin 40 mg at night\./);
    expect(medicines).toMatch(/Stop taking: Ibuprofen\./);
  });

  it("does not call a later step of a course a change today", () => {
    const medicines = section(draft(LETTER, "Tobias Renwick").text, "Your medicines").join("\n");

    expect(medicines).not.toMatch(/Changed: Lansoprazole/);
  });

  it("keeps a hyphenated word whole", () => {
    const medicines = section(draft(LETTER, "Tobias Renwick").text, "Your medicines").join("\n");

    expect(medicines).toMatch(/anti-inflammatory painkiller/);
  });

  it("gives a medicine given in hospital no dose that belongs to something else", () => {
    const done = section(draft(LETTER, "Tobias Renwick").text, "What we did").join("\n");

    expect(done).toMatch(/pantoprazole through a vein/);
    expect(done).not.toMatch(/pantoprazole 3 units/);
  });

  it("reads the prose after the list as the letter, with its warning signs under when to get help", () => {
    const text = draft(LETTER, "Tobias Renwick").text;

    expect(section(text, "Your medicines").join("\n")).not.toMatch(/black stools|alcohol/);
    expect(section(text, "When to get help").join("\n")).toMatch(
      /If you pass black stools again, vomit blood or feel faint, you should call 999/,
    );
  });
});

/** A clinic letter whose bulleted plan is followed by paragraphs of prose (issue 18, third held-out batch). */
const CLINIC = `Endocrine Clinic

Dear Dr Ellis,

I saw your patient Mrs Wren Castell in clinic today.

Plan:
  * Start levothyroxine 50 micrograms once daily.
  * Continue metformin 500 mg twice daily.

Sick day advice was explained in detail and she was given the written leaflet, which she should keep at home. She should double her metformin dose if she has a cold, or is unwell enough to stay in bed.
If she has palpitations or chest pain, she should ring the endocrine hotline.
Our specialist nurse will see her in 2 weeks to check her bloods.

Yours sincerely,
Dr P. Amadi`;

describe("prose after a letter's bulleted plan", () => {
  it("is no longer an entry of the list", () => {
    const medicines = section(draft(CLINIC, "Wren Castell").text, "Your medicines").join("\n");

    expect(medicines).not.toMatch(/Sick day|leaflet|double/);
  });

  it("keeps each verb of a list with its subject", () => {
    const text = draft(CLINIC, "Wren Castell").text;

    expect(text).toMatch(/if you have a cold, or are unwell enough to stay in bed/);
  });

  it("puts a sign to ring a hotline for under when to get help", () => {
    const help = section(draft(CLINIC, "Wren Castell").text, "When to get help").join("\n");

    expect(help).toMatch(/chest pain, you should ring the hormone hotline/);
  });

  it("keeps the nurse who will see the patient as a follow-up", () => {
    const followUps = section(draft(CLINIC, "Wren Castell").text, "Your follow-up appointments").join("\n");

    expect(followUps).toMatch(/nurse will see you in 2 weeks/);
  });
});
