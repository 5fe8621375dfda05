import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { ipaToCmu } from "./ipa-to-cmu";

/**
 * The recogniser's pronunciation dictionary: every word of the language model, from the stock CMU dictionary shipped
 * in Debian's pocketsphinx-en-us when it has the word, else derived from espeak-ng's letter-to-sound rules (American
 * and British readings, when they differ), plus hand-written variants where espeak-ng's reading is known to be off.
 */

export const STOCK_DICTIONARY = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict";

/** Word → pronunciations (phones space-separated), in the dictionary's order. */
export function readDictionary(text: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const [head, ...phones] = line.trim().split(/\s+/);
    if (!head || phones.length === 0 || head.startsWith(";;")) continue;
    const word = head.replace(/\(\d+\)$/, "");
    const list = entries.get(word) ?? [];
    const pronunciation = phones.join(" ");
    if (!list.includes(pronunciation)) list.push(pronunciation);
    entries.set(word, list);
  }
  return entries;
}

export function espeakVersion(): string {
  const run = spawnSync("espeak-ng", ["--version"], { encoding: "utf8" });
  if (run.error || run.status !== 0) {
    throw new Error("espeak-ng is needed to derive pronunciations: sudo apt-get install -y espeak-ng");
  }
  return run.stdout.trim();
}

function espeakIpa(word: string, voice: string): string {
  const run = spawnSync("espeak-ng", ["-q", "--ipa", "-v", voice, word], { encoding: "utf8" });
  if (run.error || run.status !== 0) throw new Error(`espeak-ng failed on "${word}": ${run.stderr || run.error}`);
  return run.stdout.trim();
}

/** Letter-to-sound pronunciations of a word the stock dictionary lacks. */
export function derivePronunciations(word: string): string[] {
  const variants: string[] = [];
  for (const voice of ["en-us", "en-gb"]) {
    const phones = ipaToCmu(espeakIpa(word, voice)).join(" ");
    if (phones && !variants.includes(phones)) variants.push(phones);
  }
  return variants;
}

/**
 * The stock dictionary is American (rhotic: "over" OW V ER); British clinicians say "OW V AH". espeak-ng's British
 * reading is added as a variant when it differs from every stock pronunciation.
 */
function britishReading(word: string, stock: readonly string[]): string[] {
  const phones = ipaToCmu(espeakIpa(word, "en-gb")).join(" ");
  return phones && !stock.includes(phones) ? [phones] : [];
}

export interface Dictionary {
  text: string;
  derived: string[];
}

/** The dictionary for `vocabulary`, sorted, in pocketsphinx's format ("word(2)" for variants). */
export function buildDictionary(
  vocabulary: readonly string[],
  stock: Map<string, string[]>,
  overrides: Map<string, string[]>,
): Dictionary {
  const lines: string[] = [];
  const derived: string[] = [];
  for (const word of [...vocabulary].sort()) {
    if (word === "<s>" || word === "</s>") continue;
    let pronunciations = stock.get(word);
    if (!pronunciations) {
      pronunciations = derivePronunciations(word);
      derived.push(word);
    } else {
      pronunciations = [...pronunciations, ...britishReading(word, pronunciations)];
    }
    const all = [...pronunciations];
    for (const extra of overrides.get(word) ?? []) if (!all.includes(extra)) all.push(extra);
    all.forEach((phones, i) => {
      lines.push(`${i === 0 ? word : `${word}(${i + 1})`} ${phones}`);
    });
  }
  return { text: `${lines.join("\n")}\n`, derived };
}

export const readStockDictionary = () => readDictionary(readFileSync(STOCK_DICTIONARY, "utf8"));
