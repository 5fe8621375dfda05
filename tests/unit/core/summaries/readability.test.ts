import { beforeAll, describe, expect, it } from "vitest";
import {
  countSyllables,
  displayGrade,
  fleschKincaidGrade,
  fleschReadingEase,
  loadPronunciations,
  textStats,
} from "#core/summaries/readability";

// The pronunciation dictionary loads on first use (decision 225).
beforeAll(loadPronunciations);

describe("syllables", () => {
  it.each([
    ["cat", 1],
    ["the", 1],
    ["hospital", 3],
    ["medication", 4],
    ["hypertension", 4],
    ["creature", 2],
    ["platypus", 3],
    ["make", 1],
    ["tablets", 2],
    ["daily", 2],
    ["medicine", 3],
    ["diabetes", 4],
    ["echocardiogram", 6],
    ["intravenous", 4],
    ["anemia", 4],
    ["follow-up", 3],
  ])("counts %s as %i", (word, expected) => {
    expect(countSyllables(word)).toBe(expected);
  });
});

describe("Flesch-Kincaid", () => {
  it("matches the reference sentence about the platypus (13 words, 24 syllables: ease 37.5, grade 11.3)", () => {
    const text = "The Australian platypus is seemingly a hybrid of a mammal and reptilian creature.";

    expect(textStats(text)).toEqual({ words: 13, sentences: 1, syllables: 24 });
    expect(fleschReadingEase(text)).toBe(37.5);
    expect(fleschKincaidGrade(text)).toBe(11.3);
  });

  it("matches the formula on a one-syllable sentence (6 words: grade -1.4)", () => {
    expect(fleschKincaidGrade("The cat sat on the mat.")).toBe(-1.4);
  });

  it("scores short plain sentences far below dense clinical prose", () => {
    const plain = "You had a small heart attack. Take one aspirin each day. Call us if your chest hurts.";
    const clinical =
      "The patient presented with acute non-ST-elevation myocardial infarction complicated by paroxysmal atrial fibrillation requiring anticoagulation and subsequent percutaneous coronary intervention.";

    expect(fleschKincaidGrade(plain)).toBeLessThan(5);
    expect(fleschKincaidGrade(clinical)).toBeGreaterThan(16);
  });

  it("treats headings and list lines as sentences", () => {
    expect(textStats("## Your medicines\n- Aspirin 81 mg daily\n- Metoprolol 25 mg twice a day").sentences).toBe(3);
  });

  it("shows at least grade 1", () => {
    expect(displayGrade(-1.4)).toBe(1);
    expect(displayGrade(7.6)).toBe(8);
  });
});

describe("honest measures (issue 10)", () => {
  it("counts drug names the dictionary lacks by rule, not as one syllable per vowel group", () => {
    expect(countSyllables("ceftriaxone")).toBe(4);
    expect(countSyllables("atorvastatin")).toBe(5);
  });

  it("never reads a dictionary entry through Object.prototype", () => {
    expect(countSyllables("constructor")).toBe(3);
    expect(countSyllables("hasOwnProperty")).toBeGreaterThan(1);
  });

  it("leaves greetings, headings and filler lines out of the grade", () => {
    const content = "Your heart muscle is weak, so your body holds on to extra fluid and salt.";
    const withFiller = `Hello Anna,\n## Why you were in hospital\n${content}\n## Your tests\nYour care team did not write anything about this.`;

    expect(fleschKincaidGrade(withFiller)).toBe(fleschKincaidGrade(content));
  });

  it("leaves a document's own capital headings out of the source grade", () => {
    const content = "Continue metoprolol succinate 50 mg daily for rate control of atrial fibrillation.";

    expect(fleschKincaidGrade(`DISCHARGE MEDICATIONS:\n${content}`)).toBe(fleschKincaidGrade(content));
  });

  it("grades medical prose higher than the old vowel-group count did", () => {
    const clinical = "Ceftriaxone was given intravenously for community-acquired pneumonia with bacteremia.";

    expect(fleschKincaidGrade(clinical)).toBeGreaterThan(17);
  });
});
