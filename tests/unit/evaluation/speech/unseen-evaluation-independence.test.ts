import { describe, expect, it } from "vitest";
import { generateCorpus, toCorpusForm } from "#bin/speech/corpus";
import { evaluationSentences } from "#tests/fixtures/speech/consultations/index";
import { evaluationSentences as secondBatchSentences } from "#tests/fixtures/speech/consultations-2/index";
import { evaluationSentences as thirdBatchSentences } from "#tests/fixtures/speech/consultations-3/index";
import { evaluationSentences as fourthBatchSentences } from "#tests/fixtures/speech/consultations-4/index";
import { evaluationSentences as fifthBatchSentences } from "#tests/fixtures/speech/consultations-5/index";

/**
 * The unseen benchmark measures the recogniser on speech it was never built from: no sentence of its cases may be a
 * sentence of the language model's training corpus (generated as bin/build-speech-model.ts generates it), and no
 * case may share a run of eight words with it either (a template with one slot changed is the same sentence).
 * Every batch is checked the same way: the first (tests/fixtures/speech/consultations), and the second, third, fourth
 * and fifth, each written independently (tests/fixtures/speech/consultations-2, consultations-3, consultations-4,
 * consultations-5).
 */

const RUN = 8;

const grams = (tokens: string[]) =>
  Array.from({ length: Math.max(0, tokens.length - RUN + 1) }, (_, i) => tokens.slice(i, i + RUN).join(" "));

const BATCHES = [
  { batch: "first batch", english: evaluationSentences },
  { batch: "second batch", english: secondBatchSentences },
  { batch: "third batch", english: thirdBatchSentences },
  { batch: "fourth batch", english: fourthBatchSentences },
  { batch: "fifth batch", english: fifthBatchSentences },
];

describe.each(BATCHES)("the unseen speech evaluation, $batch", ({ english }) => {
  const corpus = generateCorpus();
  const sentences = english().map(toCorpusForm);

  it("says no sentence of the language model's corpus", () => {
    const trained = new Set(corpus);

    const shared = sentences.filter((s) => trained.has(s));

    expect(shared).toEqual([]);
  });

  it("shares no run of eight words with the language model's corpus", () => {
    const trained = new Set(corpus.flatMap((s) => grams(s.split(/\s+/))));

    const shared = sentences.flatMap((s) => grams(s.split(/\s+/)).filter((g) => trained.has(g)));

    expect(shared).toEqual([]);
  });

  it("has at least ten consultations and ten dictations of English to check", () => {
    expect(sentences.length).toBeGreaterThan(200);
  });
});
