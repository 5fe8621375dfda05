import type { Fact } from "./dictations";
import { spokenNumbersToDigits } from "./spoken-numbers";

/** Lower case, punctuation off (apostrophes kept), hyphenated words split: how both sides are compared. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9.' ]+/g, " ")
    .replace(/(?<![0-9])\.|\.(?![0-9])/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

export interface Alignment {
  substitutions: number;
  deletions: number;
  insertions: number;
  referenceLength: number;
  /** For each hypothesis word: was it aligned to the same reference word? */
  hypothesisCorrect: boolean[];
  /** [reference index, hypothesis index] of every aligned pair (a match or a substitution), in order. */
  pairs: Array<[number, number]>;
}

/** Levenshtein alignment over words (ties prefer a match, then substitution). */
export function align(reference: readonly string[], hypothesis: readonly string[]): Alignment {
  const n = reference.length;
  const m = hypothesis.length;
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => i + j));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const diagonal = cost[i - 1][j - 1] + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      cost[i][j] = Math.min(diagonal, cost[i - 1][j] + 1, cost[i][j - 1] + 1);
    }
  }
  const result: Alignment = {
    substitutions: 0,
    deletions: 0,
    insertions: 0,
    referenceLength: n,
    hypothesisCorrect: Array(m).fill(false),
    pairs: [],
  };
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && cost[i][j] === cost[i - 1][j - 1] + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1)) {
      if (reference[i - 1] === hypothesis[j - 1]) result.hypothesisCorrect[j - 1] = true;
      else result.substitutions++;
      result.pairs.push([i - 1, j - 1]);
      i--;
      j--;
    } else if (i > 0 && cost[i][j] === cost[i - 1][j] + 1) {
      result.deletions++;
      i--;
    } else {
      result.insertions++;
      j--;
    }
  }
  result.pairs.reverse();
  return result;
}

/** Word error rate: (substitutions + deletions + insertions) / reference words, on the literal words said. */
/**
 * Word error rate with numbers compared as digits on both sides ("four weeks" and "4 weeks" are one): a recogniser
 * may write them either way (Transcribe and Moonshine write digits, pocketsphinx words), and WER is about what was
 * heard.
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const a = align(spokenNumbersToDigits(words(reference)), spokenNumbersToDigits(words(hypothesis)));
  return a.referenceLength === 0 ? 0 : (a.substitutions + a.deletions + a.insertions) / a.referenceLength;
}

/** Units as said: a recogniser may write "2.5 mg" (Transcribe, Moonshine) for "two point five milligrams". */
const UNIT_WORDS: Record<string, string> = {
  mg: "milligrams",
  mcg: "micrograms",
  µg: "micrograms",
  g: "grams",
  ml: "millilitres",
  kg: "kilograms",
};

function unitsAsWords(tokens: string[]): string[] {
  return tokens.map((t) => UNIT_WORDS[t] ?? t);
}

/**
 * A critical fact came through when all its key words appear in the transcript in order, within a few words of each
 * other (so "heart rate is seventy eight" carries "heart rate seventy eight"). Numbers compare as digits, so a
 * recogniser that writes "142" and one that writes "one hundred forty two" are judged alike.
 */
export function factFound(fact: Fact, hypothesis: string, slack = 3): boolean {
  const need = unitsAsWords(spokenNumbersToDigits(words(fact.said)));
  const have = unitsAsWords(spokenNumbersToDigits(words(hypothesis)));
  for (let start = 0; start < have.length; start++) {
    if (have[start] !== need[0]) continue;
    let k = 1;
    let j = start + 1;
    for (; j < have.length && k < need.length && j - start < need.length + slack; j++) {
      if (have[j] === need[k]) k++;
    }
    if (k === need.length) return true;
  }
  return false;
}
