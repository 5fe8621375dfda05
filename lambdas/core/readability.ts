/**
 * Flesch-Kincaid readability, measured on the source and on every draft.
 * grade = 0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59
 * ease  = 206.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words)
 */

// Words the vowel-group rule miscounts, common in patient letters. A Map: a document's words ("constructor",
// "toString") must never reach Object.prototype.
const SYLLABLE_EXCEPTIONS = new Map<string, number>([
  ["every", 2],
  ["different", 3],
  ["business", 2],
  ["medicine", 3],
  ["medicines", 3],
  ["vegetable", 4],
  ["vegetables", 4],
  ["area", 3],
  ["idea", 3],
  ["people", 2],
  ["create", 2],
  ["created", 3],
  ["being", 2],
  ["doing", 2],
  ["going", 2],
  ["diabetes", 4],
  ["anaemia", 4],
  ["anemia", 4],
  ["apnea", 3],
  ["apnoea", 3],
]);

export function countSyllables(rawWord: string): number {
  const word = rawWord.toLowerCase().replace(/[^a-z]/g, "");
  if (!word) return 0;
  const known = SYLLABLE_EXCEPTIONS.get(word);
  if (known !== undefined) return known;
  if (word.length <= 3) return 1;
  const stem = word.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (m) => m[0]).replace(/^y/, "");
  const groups = stem.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

export interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
}

/** Sentences end at . ! ? or a line break (headings and list items read as sentences). */
export function textStats(text: string): TextStats {
  const sentences = text
    .split(/[.!?]+(?=\s|$)|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z0-9]/.test(s));
  const words = text.match(/[A-Za-z][A-Za-z'’-]*|\d+(?:[.,]\d+)?/g) ?? [];
  // Documents repeat their words: each distinct word is counted once.
  const known = new Map<string, number>();
  let syllables = 0;
  for (const w of words) {
    let count = known.get(w);
    if (count === undefined) {
      count = /^\d/.test(w) ? 1 : countSyllables(w);
      known.set(w, count);
    }
    syllables += count;
  }
  return { words: words.length, sentences: Math.max(1, sentences.length), syllables };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function fleschKincaidGrade(text: string): number {
  const { words, sentences, syllables } = textStats(text);
  if (words === 0) return 0;
  return round1(0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59);
}

export function fleschReadingEase(text: string): number {
  const { words, sentences, syllables } = textStats(text);
  if (words === 0) return 0;
  return round1(206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words));
}

/** The grade shown to people: never below 1. */
export function displayGrade(grade: number): number {
  return Math.max(1, Math.round(grade));
}
