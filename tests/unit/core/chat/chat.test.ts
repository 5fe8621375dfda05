import { describe, expect, it } from "vitest";
import { retrieveContext } from "#core/chat/context";
import { stem } from "#core/chat/words";
import { answerQuestion, NOT_COVERED } from "#core/local-engine/chat";

const SUMMARY = `Hello Maria,

## Why you were in hospital
You had a small heart attack.

## Your medicines
- NEW: Clopidogrel 75 mg by mouth once a day for 12 months.
- CHANGED: Metoprolol 50 mg twice a day (was 25 mg). Do not take both.
- Paracetamol 1 g every 6 hours if you have pain. Do not take more than 4 g in 24 hours.
- Eye drops: one drop in each eye twice a day.

## When to get help
- If chest pain comes back, take one nitroglycerin spray; if the pain persists after 5 minutes, call 911.
- Go to the emergency room if you are short of breath or you faint.

## Your follow-up appointments
- Cardiology clinic with Dr. Patel in 2 weeks.

## Looking after yourself at home
- Do not drive for 1 week.
- Do not lift anything heavy for 2 weeks.

## Your test results
Your care team did not write anything about this.
`;

const SOURCE = `DISCHARGE SUMMARY
Patient Name: Maria Gonzalez
IMAGING:
CT pulmonary angiogram: no pulmonary embolism.
Echocardiogram: ejection fraction 45%, mild hypokinesis of the anterior wall.
DISCHARGE MEDICATIONS:
Paracetamol 1 g PO q6h PRN pain.
Maximum 4 g in 24 hours.`;

const ask = (question: string) => answerQuestion({ summary: SUMMARY, source: SOURCE, question });

describe("offline chat (issue 10)", () => {
  it("answers 'When should I go to the emergency room?' from the 'When to get help' section", () => {
    const answer = ask("When should I go to the emergency room?");

    expect(answer).toContain("- Go to the emergency room if you are short of breath or you faint.");
    expect(answer).not.toBe(NOT_COVERED);
  });

  it("answers 'What should I watch for?', the portal's suggested question, from the warning signs (issue 25)", () => {
    const answer = ask("What should I watch for?");

    expect(answer).toContain("- Go to the emergency room if you are short of breath or you faint.");
    expect(answer).not.toContain("Cardiology clinic");
  });

  it("quotes a safety instruction whole, with its second half", () => {
    expect(ask("What should I do if the chest pain comes back?")).toContain(
      "- If chest pain comes back, take one nitroglycerin spray; if the pain persists after 5 minutes, call 911.",
    );
  });

  it("keeps a daily maximum dose with its medicine", () => {
    expect(ask("How much paracetamol can I take?")).toContain(
      "- Paracetamol 1 g every 6 hours if you have pain. Do not take more than 4 g in 24 hours.",
    );
  });

  it("keeps a maximum dose written as its own sentence in the document with the line it limits", () => {
    const { passages } = retrieveContext("## Your medicines\n- Aspirin 81 mg daily.", SOURCE, "How much paracetamol?");

    expect(passages.map((p) => p.text)).toEqual(["Paracetamol 1 g PO q6h PRN pain. Maximum 4 g in 24 hours."]);
  });

  it("answers an imaging question from the source document when the summary lacks it", () => {
    const answer = ask("What did the echo show?");

    expect(answer).toContain("- Echocardiogram: ejection fraction 45%, mild hypokinesis of the anterior wall.");
    expect(answer).not.toContain("pulmonary embolism");
  });

  it("never pads an answer with unrelated lines of the same section", () => {
    expect(ask("Can I drive?")).toBe("Here is what your summary says:\n- Do not drive for 1 week.");
  });

  it("never quotes filler such as 'did not write anything'", () => {
    expect(ask("What were my test results?")).not.toContain("did not write anything");
  });

  it("explains a term the question asks the meaning of", () => {
    expect(ask("What does hypertension mean?")).toBe('"hypertension" means high blood pressure.');
  });

  it("says plainly when neither the summary nor the document covers the question", () => {
    expect(ask("Can I go skiing next month?")).toBe(NOT_COVERED);
  });

  it("matches 'eyes' in a question with 'eye' in the summary", () => {
    expect(ask("How do I look after my eyes?")).toContain("- Eye drops: one drop in each eye twice a day.");
  });

  it("strips suffixes without mangling plain words", () => {
    expect(["eyes", "taking", "stopped", "tablets", "allergies", "bleeding"].map(stem)).toEqual([
      "eye",
      "take",
      "stop",
      "tablet",
      "allergy",
      "bleed",
    ]);
  });

  it("answers a question naming a medicine with that medicine's line only", () => {
    expect(ask("Is metoprolol changing?")).toBe(
      "Here is what your summary says:\n- CHANGED: Metoprolol 50 mg twice a day (was 25 mg). Do not take both.",
    );
  });

  it("answers a question about a kind of medicine with the home medicines of that kind, not in-hospital ones", () => {
    const summary = `## What we did
- In hospital only (not for home): ceftriaxone through a vein.
## Your medicines
- New: Amoxicillin 500 mg three times a day for 5 more days.
- Keep taking: Metformin 1000 mg twice a day.`;

    expect(answerQuestion({ summary, question: "How long do I take the antibiotic for?" })).toBe(
      "Here is what your summary says:\n- New: Amoxicillin 500 mg three times a day for 5 more days.",
    );
  });

  it("says the document does not cover a question whose subject no line mentions, even with a topic word", () => {
    expect(ask("Can I go skiing at my next appointment?")).toBe(NOT_COVERED);
  });

  it("answers from the document when the summary leaves out what the question names", () => {
    const source = "Findings: Temperature 37.2 C. Urine dipstick positive for nitrites and leucocytes.";
    const summary =
      "## What we found\nTemperature 37.2 C.\n## Your follow-up appointments\n- Urine sample sent to the lab.";

    const answer = answerQuestion({ summary, source, question: "What did the urine dipstick show?" });

    expect(answer).toContain("- Urine dipstick positive for nitrites and leucocytes.");
    expect(answer).not.toContain("Urine sample sent to the lab");
  });

  it("does not answer 'Can I drive?' with a home-care section that says nothing about driving", () => {
    const summary = "## Looking after yourself at home\n- Do not lift anything heavy for 2 weeks.";

    expect(answerQuestion({ summary, question: "Can I drive?" })).toBe(NOT_COVERED);
  });
});

describe("a question about what a medicine is for (issue 18)", () => {
  const said = (summary: string, question: string, source?: string) => answerQuestion({ summary, source, question });

  it("answers 'What is furosemide for?' with what the summary says it is for, not its dose alone", () => {
    const summary = `## Why you were in hospital
Heart failure.
## What we did
You were treated with furosemide, a water tablet, to clear the extra fluid from your lungs.
## Your medicines
- New: Furosemide 40 mg once a day.
- Keep taking: Ramipril 5 mg once a day.`;

    expect(said(summary, "What is furosemide for?")).toBe(
      "Here is what your summary says furosemide is for:\n- You were treated with furosemide, a water tablet, to clear the extra fluid from your lungs.",
    );
  });

  it("reads the purpose on a medicine's own line, asked in other words", () => {
    const summary = `## Your medicines
- New: Apixaban 5 mg twice a day to reduce your risk of stroke.
- New: For rate control, bisoprolol 2.5 mg once a day.`;

    expect(said(summary, "Why am I taking bisoprolol?")).toBe(
      "Here is what your summary says bisoprolol is for:\n- New: For rate control, bisoprolol 2.5 mg once a day.",
    );
    expect(said(summary, "What's the apixaban for?")).toContain("to reduce your risk of stroke");
  });

  it("takes a medicine's kind said in brackets as what it is for", () => {
    const summary =
      "## Your medicines\n- Keep taking: Your blue reliever (a medicine that opens the airways quickly) inhaler (salbutamol) two puffs when you need it.";

    expect(said(summary, "What does salbutamol do?")).toContain("opens the airways quickly");
  });

  it("says plainly when the summary does not say what the medicine is for, without a dose as the answer", () => {
    const summary = "## Your medicines\n- New: Clopidogrel 75 mg once a day for 12 months.";

    const answer = said(summary, "What is clopidogrel for?");

    expect(answer).toBe(
      "Your summary does not say what clopidogrel is for. Please ask your care team, who know your full medical history.",
    );
  });

  it("answers from the documents when only they say what it is for", () => {
    const summary = "## Your medicines\n- New: Furosemide 40 mg once a day.";
    const source = "DISCHARGE MEDICATIONS:\nFurosemide 40 mg daily for fluid retention.";

    const answer = said(summary, "What is furosemide for?", source);

    expect(answer).toContain("Your summary does not say what furosemide is for, but your documents say:");
    expect(answer).toContain("- Furosemide 40 mg daily for fluid retention.");
  });
});
