import vocabulary from "../../data/drug-vocabulary.json";
import medications from "../../data/medications.json";
import { drugHits, unknownNames } from "../claims/medicine-names";
import { originalSlice, readText } from "../claims/text";
import { isClassKey } from "../claims/vocabulary";
import { editDistance } from "../shared/edit-distance";
import { fold } from "./language-words";

/**
 * Medicine names across languages. Apertium and Amazon Translate's terminology keep a name as it is or give it the
 * language's ending ("ibuprofeno", "ibuprofèn", "amoxicilina", "esteroide"), so a name of the English line is in its
 * translation when a word there is spelled nearly the same.
 */

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * A name as Spanish and Catalan spell it: no "e" put before "s" and a consonant ("esteroide"), "ph", "th" and "y" as
 * "f", "t" and "i" ("morfina"), no double letters ("amoxicilina"), no hyphen ("antiinflamatorio"), and without the
 * ending either language may give it ("warfarina", "metotrexat", "ibuprofeno", "prednisolona").
 */
export function stem(word: string): string {
  return word
    .replace(/-/g, "")
    .replace(/^es(?=[^aeiou])/, "s")
    .replace(/ph/g, "f")
    .replace(/th/g, "t")
    .replace(/y/g, "i")
    .replace(/(\p{L})\1/gu, "$1")
    .replace(/(?:[aeo]|at)$/, "");
}

/** Whether two folded words are one name in two languages: the same stem, or letters apart in a long one. */
export function sameName(a: string, b: string): boolean {
  if (a === b) return true;
  const x = stem(a);
  const y = stem(b);
  if (x === y) return true;
  const shorter = Math.min(x.length, y.length);
  if (shorter < 5) return false;
  const prefix = commonPrefix(x, y);
  // "Calcio" shares "calci" with "Calcichew" but is another word: a stem is at most three letters short.
  if (prefix >= 5 && prefix >= shorter - 2 && Math.abs(x.length - y.length) <= 3) return true;
  return editDistance(x, y) <= (shorter >= 9 ? 2 : 1);
}

const WORD = /\p{L}+(?:-\p{L}+)*/gu;

/** The words of a text as written ("l'antibiòtic" is "antibiòtic"; Catalan's "l·l" is one word). */
export const originalWords = (text: string) => text.replace(/·/g, "").match(WORD) ?? [];

/** The same words, folded. */
export const wordsOf = (text: string) => originalWords(text).map(fold);

/** Whether a translated word (or a piece of it) is this word of a name; one of three letters ("GTN") only as it is. */
function names(piece: string, word: string): boolean {
  return [word, ...word.split("-")].some((there) => {
    if (piece.length === 3) return piece === there;
    if (there.length < 3) return false;
    // An engine may glue the next word on ("morfinadeemisión" for "morphine slow-release").
    const root = stem(piece);
    return sameName(piece, there) || (root.length >= 6 && stem(there).startsWith(root));
  });
}

/** Words of a medicine's name that do not tell it from another ("acid", "cream", a salt such as "sodium"). */
const PLAIN = new Set([
  ...vocabulary.ambiguous.map(fold),
  ..."acid cream gel ointment lotion original spray inhaler tablet tablets capsule capsules drops patch liquid solution injection".split(
    " ",
  ),
]);

/**
 * How many times a line names a medicine: by the word that tells it from others, the first that is not plain
 * ("Epimax" of "Epimax Original", "bicarbonate" of "Sodium bicarbonate", which may come out as "bicarbonato de
 * sodio"), or a piece of it ("Solu-Cortef"). A name too short to tell (undefined) is not checked.
 */
export function timesNamed(name: string, words: string[]): number | undefined {
  const all = wordsOf(name);
  const part = all.find((w) => !PLAIN.has(w)) ?? all[0];
  if (!part) return undefined;
  const pieces = [part, ...part.split("-")].filter((p) => p.length >= 3);
  if (pieces.length === 0) return undefined;
  return words.filter((w) => pieces.some((p) => names(p, w))).length;
}

export interface NamedMedicine {
  /** As the English writes it. */
  name: string;
  /** Index of the line of the English that holds it. */
  line: number;
}

/**
 * The medicines the English names, line by line, as the claim checker reads them: the vocabulary's drugs and unknown
 * words where a name stands. Left out: everyday words that are also medicines ("water", "iron") and class words of
 * more than one word ("blood thinner"), which a translation rightly turns into the language's words.
 */
export function medicinesOf(english: string): NamedMedicine[] {
  const doc = readText(english);
  const known = drugHits(doc);
  const found = [...known, ...unknownNames(doc, known)];
  const lineStarts: number[] = [];
  let at = 0;
  for (const line of english.split("\n")) {
    lineStarts.push(at);
    at += line.length + 1;
  }
  const lineOf = (offset: number) => {
    let i = 0;
    while (i + 1 < lineStarts.length && lineStarts[i + 1] <= offset) i++;
    return i;
  };
  const medicines: NamedMedicine[] = [];
  for (const hit of found) {
    if (hit.ambiguous) continue;
    if (isClassKey(hit.key) && /[\s-]/.test(hit.name.trim())) continue;
    // A word the vocabulary does not know is a name only when written as one ("Zorvalex", not "drained").
    if (hit.key.startsWith("word:") && !/^\p{Lu}/u.test(hit.name)) continue;
    const original = originalSlice(doc, hit.start, hit.end);
    medicines.push({ name: original.text, line: lineOf(original.start) });
  }
  return medicines;
}

/** Every generic name of the vocabulary of one word and six letters or more, as its stem, by its first three letters. */
const VOCABULARY = (() => {
  const ambiguous = new Set(vocabulary.ambiguous.map(fold));
  const names = [...medications.names, ...vocabulary.generics, ...Object.keys(vocabulary.aliases)]
    .map(fold)
    .filter((n) => /^\p{L}{6,}$/u.test(n) && !ambiguous.has(n));
  const index = new Map<string, string[]>();
  for (const name of new Set(names.map(stem))) {
    const key = name.slice(0, 3);
    const list = index.get(key);
    if (list) list.push(name);
    else index.set(key, [name]);
  }
  return index;
})();

/**
 * The medicine of the vocabulary (generic names, not brands, which are often everyday words in another language) a
 * translated word names, if it names one: the same stem, or one letter apart (two in a long name).
 */
export function vocabularyName(word: string): string | undefined {
  if (word.length < 6) return undefined;
  const w = stem(word);
  return (VOCABULARY.get(w.slice(0, 3)) ?? []).find((name) => {
    if (name === w) return true;
    return editDistance(name, w) <= (Math.min(name.length, w.length) >= 9 ? 2 : 1);
  });
}
