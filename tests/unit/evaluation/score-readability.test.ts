import { describe, expect, it } from "vitest";
import { gradeStats, summaryGrade } from "../../fixtures/safety/score-readability";

/** The evaluation's own Flesch-Kincaid grade (issue 18), not the product's counter. */
describe("the evaluation's reading grade", () => {
  it("applies the Flesch-Kincaid formula to words, sentences and syllables", () => {
    // 2 sentences, 8 words; syllables: the(1) cat(1) sat(1) down(1) it(1) was(1) very(2) happy(2) = 10.
    const stats = gradeStats("The cat sat down. It was very happy.");

    expect(stats).toMatchObject({ words: 8, sentences: 2, syllables: 10 });
    expect(stats.grade).toBeCloseTo(0.39 * 4 + 11.8 * (10 / 8) - 15.59, 1);
  });

  it("leaves headings out and reads each list item as a sentence", () => {
    expect(summaryGrade("## Your medicines\n- Take one\n- Stop two")).toBe(gradeStats("Take one. Stop two.").grade);
  });

  it("does not end a sentence at a decimal point", () => {
    expect(gradeStats("Take 2.5 mg a day.").sentences).toBe(1);
  });
});
