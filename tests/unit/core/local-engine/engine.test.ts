import { beforeAll, describe, expect, it } from "vitest";
import { answerFromSummary, NOT_COVERED } from "#core/local-engine/chat";
import { GLOSSARY_SIZE, rewriteWithGlossary } from "#core/local-engine/glossary";
import { secondPerson } from "#core/local-engine/rewrite";
import { shorten, toSecondPerson } from "#core/local-engine/sentences";
import { draftSummary } from "#core/local-engine/summarize";
import { checkFaithfulness } from "#core/summaries/faithfulness";
import { fleschKincaidGrade, loadPronunciations } from "#core/summaries/readability";

const SOURCE = `Patient Name: Maria Gonzalez
Discharge Diagnosis: Non-ST elevation myocardial infarction. Hypertension.
Hospital Course: The patient underwent cardiac catheterization which revealed 90% stenosis of the left anterior descending artery, and a drug-eluting stent was placed without complications.
Discharge Medications: Aspirin 81 mg PO daily. Clopidogrel 75 mg PO daily for 12 months. Metoprolol 25 mg PO BID.
Return Precautions: Return to the ED or call 911 if chest pain recurs, shortness of breath worsens, or you notice bleeding.
Follow-up: Cardiology clinic with Dr. Patel in 2 weeks.`;
const TEMPLATE =
  "## Why you were in hospital\n## What we did\n## Your medicines\n## When to get help\n## Your follow-up appointments";

// The pronunciation dictionary loads on first use (decision 225).
beforeAll(loadPronunciations);

describe("glossary", () => {
  it("holds at least 300 terms", () => {
    expect(GLOSSARY_SIZE).toBeGreaterThanOrEqual(300);
  });

  it("replaces the longest matching term first", () => {
    expect(rewriteWithGlossary("History of myocardial infarction.").text).toBe("History of heart attack.");
  });

  it("matches abbreviations only in capitals", () => {
    expect(rewriteWithGlossary("Take it PO BID or as needed.").text).toBe("Take it by mouth twice a day or as needed.");
  });

  it("keeps a capital at the start of a sentence", () => {
    expect(rewriteWithGlossary("Hypertension is controlled.").text).toBe("High blood pressure is controlled.");
  });

  it("leaves a stool that is furniture as it is", () => {
    expect(rewriteWithGlossary("A perching stool was delivered; no blood in the stool.").text).toBe(
      "A perching stool was delivered; no blood in the bowel movement.",
    );
  });

  it("counts the medical terms it replaced", () => {
    expect(rewriteWithGlossary("Dyspnea and edema, no fever.").hits).toEqual(["dyspnea", "edema"]);
  });
});

describe("sentences", () => {
  it("speaks to the patient", () => {
    expect(toSecondPerson("The patient was given aspirin.")).toBe("You were given aspirin.");
  });

  it("tells her home the patient lives in from sending her home", () => {
    expect(secondPerson("Therapy visited her home, then sent her home with her back brace.", "Anna Lee")).toBe(
      "Therapy visited your home, then sent you home with your back brace.",
    );
  });

  it("breaks a long sentence at clause boundaries", () => {
    const parts = shorten(
      "You had a test of the heart arteries which showed a narrowing in the main artery, and a small tube was placed to keep it open; you recovered well overnight.",
      12,
    );
    expect(parts.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps an either-or list with its condition", () => {
    expect(
      shorten("Call 911 if chest pain comes back, your breathing gets worse, or you notice bleeding.", 8),
    ).toHaveLength(1);
  });
});

describe("offline draft", () => {
  const draft = draftSummary({ sourceText: SOURCE, template: TEMPLATE, patientName: "Maria Gonzalez", maxWords: 16 });

  it("writes one section per template heading, in order", () => {
    const headings = draft.text.split("\n").filter((l) => l.startsWith("## "));
    expect(headings).toEqual([
      "## Why you were in hospital",
      "## What we did",
      "## Your medicines",
      "## When to get help",
      "## Your follow-up appointments",
    ]);
  });

  it("keeps every medicine with its dose", () => {
    for (const fact of ["Aspirin 81 mg", "Clopidogrel 75 mg", "12 months", "Metoprolol 25 mg"]) {
      expect(draft.text).toContain(fact);
    }
  });

  it("keeps the follow-up and the warning signs", () => {
    expect(draft.text).toMatch(/Cardiology clinic with Dr\. Patel in 2 weeks/);
    expect(draft.text).toMatch(/call 911 if chest pain recurs/);
  });

  it("adds no numbers, doses, dates or medicines that the source lacks", () => {
    expect(checkFaithfulness(draft.text, SOURCE)).toEqual([]);
  });

  it("reads at a lower grade than the source", () => {
    expect(fleschKincaidGrade(draft.text)).toBeLessThan(fleschKincaidGrade(SOURCE));
  });

  it("is the same for the same input", () => {
    expect(
      draftSummary({ sourceText: SOURCE, template: TEMPLATE, patientName: "Maria Gonzalez", maxWords: 16 }),
    ).toEqual(draft);
  });
});

describe("offline chat", () => {
  const summary =
    "## Your medicines\n- Aspirin 81 mg by mouth every day.\n## Your follow-up appointments\nCardiology clinic in 2 weeks.";

  it("answers from the summary sentences that match the question", () => {
    expect(answerFromSummary(summary, "How much aspirin should I take?")).toContain(
      "Aspirin 81 mg by mouth every day.",
    );
  });

  it("says when the summary does not cover the question", () => {
    expect(answerFromSummary(summary, "Can I go skiing?")).toBe(NOT_COVERED);
  });

  it("explains a medical term it knows", () => {
    expect(answerFromSummary(summary, "What is hypertension?")).toContain('"hypertension" means high blood pressure.');
  });
});
