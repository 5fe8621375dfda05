import { describe, expect, it } from "vitest";
import { generateCorpus, toCorpusForm } from "#bin/speech/corpus";
import { evaluationSentences } from "#tests/fixtures/speech/consultations/index";

/**
 * The unseen benchmark measures the recogniser on speech it was never built from: no sentence of its cases may be a
 * sentence of the language model's training corpus (generated as bin/build-speech-model.ts generates it), and no
 * case may share a run of eight words with it either (a template with one slot changed is the same sentence).
 */

const RUN = 8;

const grams = (tokens: string[]) =>
  Array.from({ length: Math.max(0, tokens.length - RUN + 1) }, (_, i) => tokens.slice(i, i + RUN).join(" "));

describe("the unseen speech evaluation", () => {
  const corpus = generateCorpus();
  const sentences = evaluationSentences().map(toCorpusForm);

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
