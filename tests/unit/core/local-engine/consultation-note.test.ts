import { describe, expect, it } from "vitest";
import { localEngine } from "#adapters/local/ai-engine";
import { resolveTemplate } from "#core/account/templates";
import { consultationNote } from "#core/local-engine/consultation";
import type { Consultation } from "#core/shared/ai-port";

/**
 * Issue 18 (decision 466): what a consultation decided, read from a neural recogniser's sentences, which end where the
 * speaker paused, start with the reply to a question, and name a medicine once and then say "it".
 */

function said(...turns: Array<[speaker: "Clinician" | "Patient", text: string]>): Consultation {
  return {
    notes: [],
    segments: turns.map(([speaker, text], i) => ({
      id: `s${i + 1}`,
      speaker,
      role: speaker === "Clinician" ? ("clinician" as const) : ("patient" as const),
      text,
    })),
  };
}

const planOf = (c: Consultation) => consultationNote(c).split("Plan:\n")[1]?.trim().split("\n") ?? [];

async function summaryOf(c: Consultation): Promise<string> {
  const template = resolveTemplate("summary", "discharge_summary", "", []);
  const draft = await localEngine.draft({
    sourceText: c.segments.map((s) => s.text).join(" "),
    templateName: template.name,
    templateContent: template.content,
    instructions: "",
    patientName: "Ada Quill",
    targetGrade: 6,
    attachments: [],
    consultation: c,
  });
  return draft.text;
}

describe("a consultation's plan, from what the clinician said", () => {
  it("keeps a stop said in three words", () => {
    const consultation = said(["Clinician", "Stop aspirin today."]);

    const plan = planOf(consultation);

    expect(plan).toEqual(["Stop aspirin today."]);
  });

  it("keeps no three-word fragment that names no medicine", () => {
    const consultation = said(["Clinician", "Stop check dip."]);

    const plan = planOf(consultation);

    expect(plan).toEqual([]);
  });

  it("names the medicine that 'stop it' is about", () => {
    const consultation = said(["Clinician", "Naproxen can upset your stomach, so please stop it."]);

    const plan = planOf(consultation);

    expect(plan).toEqual(["Stop naproxen."]);
  });

  it("leaves 'stop it' alone when the sentence names two medicines", () => {
    const consultation = said(["Clinician", "Naproxen is worse than paracetamol for your stomach, so stop it."]);

    const plan = planOf(consultation);

    expect(plan.join(" ")).not.toMatch(/Stop naproxen|Stop paracetamol/);
  });

  it("drops the reply before a decision", () => {
    const consultation = said(
      ["Patient", "Do I carry on with my other tablet?"],
      ["Clinician", "Yes keep taking amlodipine 5 milligrams once a day."],
    );

    const plan = planOf(consultation);

    expect(plan).toEqual(["Keep taking amlodipine 5 mg once a day."]);
  });

  it("reads a pause written as a stop before lower-case words as one sentence, across segments", () => {
    const consultation = said(["Clinician", "Yes, continue, amlodipine."], ["Clinician", "once a day, as before."]);

    const plan = planOf(consultation);

    expect(plan).toEqual(["Continue amlodipine once a day, as before."]);
  });

  it("cuts a run-on sentence where the next instruction begins after a time", () => {
    const consultation = said([
      "Clinician",
      "The nurse will ring you in five days you should check your blood pressure every morning and call if it is over 180.",
    ]);

    const plan = planOf(consultation);

    expect(plan[0]).toBe("The nurse will ring you in 5 days.");
    expect(plan[1]).toMatch(/^You should check your blood pressure/);
  });
});

describe("a consultation's warning signs and follow-up in the patient summary", () => {
  it("joins signs said in one sentence to what to do said in the next", async () => {
    const consultation = said([
      "Clinician",
      "If the swelling spreads up your arm, or you feel shivery and unwell. You must be seen urgently.",
    ]);

    const summary = await summaryOf(consultation);

    expect(summary).toMatch(/## When to get help\n- If the swelling spreads up your arm.*must be seen urgently/);
  });

  it("joins a condition to 'bring him back' said as the next sentence", async () => {
    const consultation = said(["Clinician", "If he is no better in two days. Bring him back to see me."]);

    const summary = await summaryOf(consultation);

    expect(summary).toMatch(/If (he is|you are) no better in 2 days, bring/);
  });

  it("keeps a warning the recogniser ended with a question mark, as a statement", async () => {
    const consultation = said(["Clinician", "She knows to report any bleeding gums or black stools straight away?"]);

    const summary = await summaryOf(consultation);

    expect(summary).toMatch(
      /## When to get help\n- You know to report any bleeding gums or black stools straight away\./,
    );
  });

  it("still reads a real question as no decision", () => {
    const consultation = said(["Clinician", "Do you know to report any bleeding straight away?"]);

    const plan = planOf(consultation);

    expect(plan).toEqual([]);
  });

  it("reads 'any …, come straight to hospital' as a warning sign", async () => {
    const consultation = said(["Clinician", "Any chest pain or fainting, come straight to hospital."]);

    const summary = await summaryOf(consultation);

    expect(summary).toMatch(/## When to get help\n- Any chest pain or fainting, come straight to hospital\./);
  });

  it("keeps 'bring him back' with its time", async () => {
    const consultation = said(["Clinician", "If he is no better in two days, bring him back to see me."]);

    const summary = await summaryOf(consultation);

    expect(summary).toMatch(/If (he is|you are) no better in 2 days, bring/);
  });

  it("keeps a nurse's call to the patient as a follow-up", async () => {
    const consultation = said(["Clinician", "The heart failure nurse will telephone him in four days."]);

    const summary = await summaryOf(consultation);

    expect(summary).toMatch(
      /## Your follow-up appointments\n- The heart failure nurse will (tele)?phone you in 4 days\./,
    );
  });
});
