import type { ModelWord } from "./moonshine-model";
import type { Word } from "./pocketsphinx-output";

/**
 * An utterance's words as the transcript holds them. The model writes text with punctuation and gives no times, so
 * punctuation after a word is kept beside it (a "?" tells the notes a question was asked), titles lose their full
 * stop ("Mr." is no sentence end), and each word gets a share of the utterance's time by its length, as a speaker
 * takes longer over a longer word. Good enough to play a word or to say who spoke it; not a forced alignment.
 */

const TITLES = /^(?:mr|mrs|ms|dr|prof|st)\.$/i;
const TRAILING = /([.,?!;:]+)$/;
/** A word's share of time: its letters and a fixed part for the gap around it. */
const GAP_LETTERS = 2;

type Cleaned = ModelWord & { punctuation?: string };

/**
 * "six hundred and twenty five milligrams" is written "600 and 25 milligrams": one number, as the speaker meant it
 * ("625"), so a dose reads right in the transcript and the notes. Only a whole hundreds figure, "and", then a number
 * under a hundred, with no pause marked between them.
 */
function hundredsAndUnits(words: Cleaned[]): Cleaned[] {
  const out: Cleaned[] = [];
  for (let i = 0; i < words.length; i++) {
    const [hundreds, and, units] = [words[i], words[i + 1], words[i + 2]];
    if (
      /^[1-9]00$/.test(hundreds.text) &&
      !hundreds.punctuation &&
      /^and$/i.test(and?.text ?? "") &&
      !and?.punctuation &&
      /^[1-9]\d?$/.test(units?.text ?? "")
    ) {
      out.push({
        ...units,
        text: String(Number(hundreds.text) + Number(units.text)),
        confidence: Math.min(hundreds.confidence, and.confidence, units.confidence),
      });
      i += 2;
      continue;
    }
    out.push(hundreds);
  }
  return out;
}

export function timedWords(words: ModelWord[], start: number, end: number): Word[] {
  const cleaned = words
    .map((w) => {
      if (TITLES.test(w.text)) return { ...w, text: w.text.slice(0, -1), punctuation: undefined };
      const m = TRAILING.exec(w.text);
      const text = m ? w.text.slice(0, m.index) : w.text;
      // A sentence's end wins over a comma: "day,?" is a question.
      const punctuation = m ? (/[?]/.test(m[1]) ? "?" : /[.!]/.test(m[1]) ? "." : m[1][0]) : undefined;
      return { ...w, text: text.replace(/^["'(]+|["')]+$/g, ""), punctuation };
    })
    .filter((w) => /[\p{L}\p{N}]/u.test(w.text))
    // The model writes "for" as "4" before a number ("carry on 4 10 days"): four of ten days is never meant.
    .map((w, i, all) =>
      w.text === "4" &&
      !w.punctuation &&
      /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a)\b/i.test(all[i + 1]?.text ?? "")
        ? { ...w, text: "for" }
        : w,
    )
    // And "four" as "for" before "times a day": no one takes a medicine "for times a day".
    .map((w, i, all) =>
      /^for$/i.test(w.text) &&
      !w.punctuation &&
      /^times$/i.test(all[i + 1]?.text ?? "") &&
      /^(?:a|daily|per)$/i.test(all[i + 2]?.text ?? "")
        ? { ...w, text: w.text[0] === "F" ? "Four" : "four" }
        : w,
    );
  const merged = hundredsAndUnits(cleaned);
  const weights = merged.map((w) => w.text.length + GAP_LETTERS);
  const total = weights.reduce((a, b) => a + b, 0);
  const span = Math.max(0, end - start);
  let at = start;
  return merged.map((w, i) => {
    const length = total > 0 ? (span * weights[i]) / total : 0;
    const word: Word = {
      content: w.text,
      start: at,
      end: at + length,
      confidence: Math.min(1, Math.max(0, w.confidence)),
      ...(w.punctuation ? { punctuation: w.punctuation } : {}),
    };
    at += length;
    return word;
  });
}
