import { type SummarySentence, summarySentences } from "#contracts/summary-sentences";
import type { Passage } from "./words";

/**
 * Which of the summary's numbered sentences (contracts/summary-sentences.ts) a chat answer relies on (issue 25,
 * part 5): the patient's page links each answer to them.
 */

/** A text as compared: case, `**`, spacing and a final stop aside. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/\*/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?:;]+$/, "");

/**
 * The sentences of the summary that the passages quote: a sentence on one of a passage's own lines whose words the
 * passage holds. By line first, so a sentence said twice in a summary ("Take it with food.") is linked only where the
 * quoted passage stands. Passages from the source document link to nothing in the summary.
 */
export function sourcesOf(summary: string, passages: Passage[]): number[] {
  const quoted = passages.filter((p) => p.from === "summary");
  if (quoted.length === 0) return [];
  const sentences = summarySentences(summary);
  const found = new Set<number>();
  for (const passage of quoted) {
    const words = fold(passage.text);
    for (const sentence of sentences) {
      if (passage.lines.includes(sentence.line) && sentence.kind !== "heading" && holds(words, sentence)) {
        found.add(sentence.index);
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}

function holds(passage: string, sentence: SummarySentence): boolean {
  const words = fold(sentence.text);
  return words.length > 0 && passage.includes(words);
}

/**
 * Sentence numbers a model wrote (1-based, as the prompt shows them), as sources: only numbers of sentences the summary
 * has, each once, in order. Anything else is dropped rather than trusted.
 */
export function citedSources(numbers: number[], summary: string): number[] {
  const count = summarySentences(summary).length;
  const valid = numbers.filter((n) => Number.isInteger(n) && n >= 1 && n <= count).map((n) => n - 1);
  return [...new Set(valid)].sort((a, b) => a - b);
}
