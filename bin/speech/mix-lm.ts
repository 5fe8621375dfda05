import { type LanguageModel, probability } from "./arpa";

/**
 * Linear interpolation of two backoff language models into one backoff model, as SRILM's `ngram -mix-lm` does it:
 *
 *   explicit n-grams: the union of both models' n-grams (over the kept vocabulary), each with
 *                     p(w | h) = λ · pA(w | h) + (1 − λ) · pB(w | h), where each model answers through its own backoffs
 *                     (a word a model does not know has probability 0 there);
 *   backoff weights:  recomputed for every context so its distribution sums to one over the vocabulary:
 *                     bow(h) = (1 − Σ_explicit p(w | h)) / (1 − Σ_explicit p(w | h′)), h′ = h without its first word,
 *                     with p(w | h′) taken from the mixed model itself.
 * A context with no explicit followers keeps no weight (one): its distribution is the lower order's.
 *
 * Unigrams are renormalised over the kept vocabulary first, so pruning a model's vocabulary gives its lost mass to the
 * words kept. A context whose explicit n-grams already sum to one or more (quantised models do) is scaled down to
 * leave a little mass for backing off, so no word gets probability zero.
 */

const BOS = "<s>";
const EOS = "</s>";
/** The least probability mass a context leaves for words it has no explicit n-gram of. */
const MIN_LEFTOVER = 1e-4;

export interface MixOptions {
  /** Weight of the first model, 0..1. */
  lambda: number;
  /** Words the mixed model may contain (both models' words by default). */
  keep?: (word: string) => boolean;
}

export function mixLanguageModels(a: LanguageModel, b: LanguageModel, { lambda, keep }: MixOptions): LanguageModel {
  const order = Math.max(a.order, b.order);
  const vocabulary = [...new Set([...a.vocabulary, ...b.vocabulary])]
    .filter((w) => w !== BOS && (w === EOS || !keep || keep(w)))
    .sort();
  const inVocabulary = new Set([...vocabulary, BOS]);
  const probs: Map<string, number>[] = Array.from({ length: order }, () => new Map());
  const backoffs: Map<string, number>[] = Array.from({ length: order }, () => new Map());
  const mixed: LanguageModel = { order, probs, backoffs, vocabulary };

  const total = (m: LanguageModel) => vocabulary.reduce((sum, w) => sum + (m.probs[0].get(w) ?? 0), 0);
  const [totalA, totalB] = [total(a), total(b)];
  const unigram = (m: LanguageModel, sum: number, w: string) => (sum > 0 ? (m.probs[0].get(w) ?? 0) / sum : 0);
  for (const w of vocabulary) {
    probs[0].set(w, lambda * unigram(a, totalA, w) + (1 - lambda) * unigram(b, totalB, w));
  }

  for (let n = 2; n <= order; n++) {
    const byContext = new Map<string, string[]>();
    for (const source of [a, b]) {
      if (source.order < n) continue;
      for (const ngram of source.probs[n - 1].keys()) {
        const words = ngram.split(" ");
        if (!words.every((w) => inVocabulary.has(w))) continue;
        const context = words.slice(0, -1).join(" ");
        const list = byContext.get(context) ?? [];
        list.push(words[words.length - 1]);
        byContext.set(context, list);
      }
    }
    for (const [context, followers] of [...byContext].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) {
      const contextWords = context.split(" ");
      const unique = [...new Set(followers)];
      const values = unique.map(
        (w) => lambda * probability(a, contextWords, w) + (1 - lambda) * probability(b, contextWords, w),
      );
      let sum = values.reduce((x, y) => x + y, 0);
      if (sum > 1 - MIN_LEFTOVER) {
        const scale = (1 - MIN_LEFTOVER) / sum;
        for (let i = 0; i < values.length; i++) values[i] *= scale;
        sum = 1 - MIN_LEFTOVER;
      }
      const shorter = contextWords.slice(1);
      let lowerSum = 0;
      unique.forEach((w, i) => {
        probs[n - 1].set(`${context} ${w}`, values[i]);
        lowerSum += probability(mixed, shorter, w);
      });
      // Rounding can leave the lower order's share at (or past) one when a context lists nearly every word.
      backoffs[n - 2].set(context, (1 - sum) / Math.max(1 - lowerSum, MIN_LEFTOVER));
    }
  }
  return mixed;
}
