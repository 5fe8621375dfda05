/**
 * Flesch-Kincaid readability, measured on the source and on every draft (decision 182).
 * grade = 0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59
 * ease  = 206.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words)
 * Syllables come from the CMU pronouncing dictionary (one per stressed vowel phone); a word it does not hold (most
 * drug names) goes to the `syllable` package's rules, which count "ceftriaxone" as 4 where the old vowel-group
 * rule said 3. The grade is measured on content only: headings, greetings and filler lines are not the text a
 * patient has to read, and their short lines flattered the grade.
 */
export { displayGrade } from "#contracts/display-grade";

let pronunciations: Readonly<Record<string, string>> | undefined;
let syllableRules: ((word: string) => number) | undefined;

/**
 * The CMU dictionary is 4.7 MB of code: it (and the rule fallback) is loaded by the first measurement, not when a
 * function starts, so the routes that measure only after an edit keep their cold start (decision 225). Await it
 * before measuring.
 */
export async function loadPronunciations(): Promise<void> {
  if (pronunciations && syllableRules) return;
  const [cmu, rules] = await Promise.all([import("cmu-pronouncing-dictionary"), import("syllable")]);
  pronunciations = cmu.dictionary;
  syllableRules = rules.syllable;
}

/** Own entries only: a document's words ("constructor", "toString") must never reach Object.prototype. */
function pronunciationOf(word: string): string | undefined {
  // A grade without the dictionary would silently be a different measure: refuse instead.
  if (!pronunciations) throw new Error("Readability measured before loadPronunciations() finished");
  return Object.hasOwn(pronunciations, word) ? pronunciations[word] : undefined;
}

function syllablesByRule(word: string): number {
  if (!syllableRules) throw new Error("Readability measured before loadPronunciations() finished");
  return syllableRules(word);
}

function dictionarySyllables(word: string): number | undefined {
  const phones = pronunciationOf(word);
  if (phones === undefined) return undefined;
  let count = 0;
  for (const phone of phones.split(" ")) if (/\d$/.test(phone)) count++;
  return Math.max(1, count);
}

export function countSyllables(rawWord: string): number {
  const word = rawWord.toLowerCase().replace(/’/g, "'");
  let total = 0;
  // "follow-up" and "non-ST-elevation": each part is a word of its own.
  for (const part of word.split("-")) {
    const letters = part.replace(/[^a-z']/g, "").replace(/^'+|'+$/g, "");
    if (!/[a-z]/.test(letters)) continue;
    total += dictionarySyllables(letters) ?? Math.max(1, syllablesByRule(letters.replace(/'/g, "")));
  }
  return total;
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

/** Lines that are not content: headings (Markdown or a document's "MEDICATIONS:"), greetings, sign-offs, filler. */
const NOT_CONTENT = [
  /^\s*#{1,6}\s/,
  /^\s*[A-Z][A-Z0-9 /&()-]{2,60}:?\s*$/,
  /^\s*(?:hello|hi|dear|good (?:morning|afternoon|evening))\b/i,
  /^\s*(?:best wishes|kind regards|regards|yours sincerely|yours faithfully|sincerely|with best wishes)\b/i,
  /\b(?:did not write anything|does not say anything|nothing (?:was )?written)\b/i,
];

/** The text a reader has to understand: lines that are not headings, greetings or filler (decision 182). */
export function contentOnly(text: string): string {
  return text
    .split("\n")
    .filter((line) => !NOT_CONTENT.some((pattern) => pattern.test(line)))
    .join("\n");
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Grade of the text as written, every line counted. */
export function rawFleschKincaidGrade(text: string): number {
  const { words, sentences, syllables } = textStats(text);
  if (words === 0) return 0;
  return round1(0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59);
}

/** The grade the product shows and targets: content lines only, for the source and the summary alike. */
export function fleschKincaidGrade(text: string): number {
  return rawFleschKincaidGrade(contentOnly(text));
}

export function fleschReadingEase(text: string): number {
  const { words, sentences, syllables } = textStats(contentOnly(text));
  if (words === 0) return 0;
  return round1(206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words));
}
