/**
 * A small n-gram language model builder: interpolated Kneser-Ney with one discount per order (D = n1 / (n1 + 2 n2)),
 * written as a backoff model in the ARPA text format that pocketsphinx reads with `-lm`. Debian has no LM toolkit
 * (no cmuclmtk, and sphinxtrain does not build LMs), and the corpus is small, so this is enough.
 *
 * Interpolated KN: p(w | h) = max(c(h w) - D, 0) / c(h ·) + γ(h) · p(w | h′), with continuation counts (how many
 * distinct words precede an n-gram) instead of raw counts below the top order. Stored as backoff: an explicit n-gram
 * keeps its interpolated probability; the backoff weight of a context is whatever mass makes its distribution sum to
 * one, which also stays right when rare top-order n-grams are pruned.
 */

export interface ArpaOptions {
  order?: number;
  /** Top-order n-grams seen fewer times than this are left out (they still count in the discounts). */
  minTopCount?: number;
}

const BOS = "<s>";
const EOS = "</s>";
const key = (words: readonly string[]) => words.join(" ");

export interface LanguageModel {
  order: number;
  /** Linear probabilities per order (index 0 = unigrams), keyed by the space-joined n-gram. */
  probs: Map<string, number>[];
  /** Backoff weights (linear) of contexts, per order. */
  backoffs: Map<string, number>[];
  vocabulary: string[];
}

export function buildLanguageModel(sentences: readonly string[], options: ArpaOptions = {}): LanguageModel {
  const order = options.order ?? 3;
  const minTopCount = options.minTopCount ?? 1;
  const raw: Map<string, number>[] = Array.from({ length: order }, () => new Map());
  for (const sentence of sentences) {
    const words = [BOS, ...sentence.split(" ").filter(Boolean), EOS];
    for (let n = 1; n <= order; n++) {
      for (let i = 0; i + n <= words.length; i++) {
        // A unigram <s> is never predicted; skip it so it does not take probability mass.
        if (n === 1 && words[i] === BOS) continue;
        const k = key(words.slice(i, i + n));
        raw[n - 1].set(k, (raw[n - 1].get(k) ?? 0) + 1);
      }
    }
  }

  // Counts used at each order: raw at the top, continuation counts below (raw for n-grams that start a sentence,
  // since nothing can precede <s>).
  const counts: Map<string, number>[] = raw.map((m) => new Map(m));
  for (let n = 1; n < order; n++) {
    const continuation = new Map<string, number>();
    for (const higher of raw[n].keys()) {
      const suffix = higher.slice(higher.indexOf(" ") + 1);
      continuation.set(suffix, (continuation.get(suffix) ?? 0) + 1);
    }
    for (const k of counts[n - 1].keys()) {
      if (!k.startsWith(`${BOS} `) && k !== BOS) counts[n - 1].set(k, continuation.get(k) ?? 0);
    }
  }

  const discounts = counts.map((m) => {
    let n1 = 0;
    let n2 = 0;
    for (const c of m.values()) {
      if (c === 1) n1++;
      else if (c === 2) n2++;
    }
    const d = n1 + 2 * n2 === 0 ? 0.5 : n1 / (n1 + 2 * n2);
    return Math.min(0.9, Math.max(0.1, d));
  });

  const vocabulary = [...raw[0].keys()].sort();
  const probs: Map<string, number>[] = Array.from({ length: order }, () => new Map());
  const backoffs: Map<string, number>[] = Array.from({ length: order }, () => new Map());

  // Unigrams: discounted, with the discounted mass spread evenly over the vocabulary.
  {
    const d = discounts[0];
    const total = [...counts[0].values()].reduce((a, b) => a + b, 0);
    const types = counts[0].size;
    for (const w of vocabulary) {
      const c = counts[0].get(w) ?? 0;
      probs[0].set(w, Math.max(c - d, 0) / total + (d * types) / total / types);
    }
  }

  const lookup = (words: readonly string[]): number => {
    const n = words.length;
    const explicit = probs[n - 1].get(key(words));
    if (explicit !== undefined) return explicit;
    if (n === 1) return 0;
    const bow = backoffs[n - 2].get(key(words.slice(0, -1))) ?? 1;
    return bow * lookup(words.slice(1));
  };

  for (let n = 2; n <= order; n++) {
    const d = discounts[n - 1];
    const byContext = new Map<string, { word: string; count: number }[]>();
    for (const [k, c] of counts[n - 1]) {
      const cut = k.lastIndexOf(" ");
      const context = k.slice(0, cut);
      const list = byContext.get(context) ?? [];
      list.push({ word: k.slice(cut + 1), count: c });
      byContext.set(context, list);
    }
    for (const [context, followers] of [...byContext].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const contextWords = context.split(" ");
      const lowerContext = contextWords.slice(1);
      const total = followers.reduce((sum, f) => sum + f.count, 0);
      const gamma = (d * followers.length) / total;
      let keptMass = 0;
      let keptLowerMass = 0;
      for (const { word, count } of followers) {
        if (n === order && (raw[n - 1].get(`${context} ${word}`) ?? 0) < minTopCount) continue;
        const lower = lookup([...lowerContext, word]);
        const p = Math.max(count - d, 0) / total + gamma * lower;
        probs[n - 1].set(`${context} ${word}`, p);
        keptMass += p;
        keptLowerMass += lower;
      }
      const bow = (1 - keptMass) / (1 - keptLowerMass);
      if (keptMass > 0 && Number.isFinite(bow) && bow > 0) backoffs[n - 2].set(context, bow);
    }
  }
  return { order, probs, backoffs, vocabulary };
}

/** p(word | context) under the model, following backoffs; context may be shorter than order - 1. */
export function probability(model: LanguageModel, context: readonly string[], word: string): number {
  const words = [...context.slice(-(model.order - 1)), word];
  const go = (ws: readonly string[]): number => {
    const explicit = model.probs[ws.length - 1].get(key(ws));
    if (explicit !== undefined) return explicit;
    if (ws.length === 1) return 0;
    const bow = model.backoffs[ws.length - 2].get(key(ws.slice(0, -1))) ?? 1;
    return bow * go(ws.slice(1));
  };
  return go(words);
}

const log10 = (p: number) => (p <= 0 ? "-99" : Math.log10(p).toFixed(6));
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The model as ARPA text, n-grams sorted so the same corpus gives byte-identical files. */
export function toArpa(model: LanguageModel): string {
  const lines: string[] = ["\\data\\"];
  const unigramCount = model.probs[0].size + 1; // plus <s>
  lines.push(`ngram 1=${unigramCount}`);
  for (let n = 2; n <= model.order; n++) lines.push(`ngram ${n}=${model.probs[n - 1].size}`);
  for (let n = 1; n <= model.order; n++) {
    lines.push("", `\\${n}-grams:`);
    const entries = [...model.probs[n - 1]];
    if (n === 1) entries.push([BOS, 0]);
    entries.sort(([a], [b]) => compare(a, b));
    for (const [ngram, p] of entries) {
      const bow = n < model.order ? model.backoffs[n - 1].get(ngram) : undefined;
      const prob = ngram === BOS ? "-99" : log10(p);
      lines.push(bow === undefined ? `${prob}\t${ngram}` : `${prob}\t${ngram}\t${Math.log10(bow).toFixed(6)}`);
    }
  }
  lines.push("", "\\end\\", "");
  return lines.join("\n");
}

/** Parses ARPA text (log10 values) back into a model; `<s>` keeps only its backoff weight, as buildLanguageModel does. */
export function parseArpa(text: string): LanguageModel {
  const probs: Map<string, number>[] = [];
  const backoffs: Map<string, number>[] = [];
  let n = 0;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    const section = /^\\(\d+)-grams:$/.exec(line);
    if (section) {
      n = Number(section[1]);
      probs[n - 1] = new Map();
      backoffs[n - 1] = new Map();
      continue;
    }
    if (line === "\\end\\") break;
    if (n === 0 || line === "") continue;
    const fields = line.split(/\s+/);
    const prob = Number(fields[0]);
    const ngram = fields.slice(1, n + 1).join(" ");
    if (ngram !== BOS) probs[n - 1].set(ngram, 10 ** prob);
    if (fields.length > n + 1) backoffs[n - 1].set(ngram, 10 ** Number(fields[n + 1]));
  }
  const vocabulary = [...(probs[0]?.keys() ?? [])].sort();
  return { order: probs.length, probs, backoffs, vocabulary };
}
