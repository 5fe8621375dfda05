import { type Likelihood, render } from "./medicine-rescoring";
import type { Word } from "./pocketsphinx-output";

/**
 * A dictation's SOAP headings are said alone, between pauses, and a general speech model that has never heard them
 * dictated writes them as everyday words: "Um, yeah, I could" (Objective), "That's an ass l" (Assessment), "Glenn"
 * (Plan). The notes then file everything after under the last heading they did hear. So a short utterance the model
 * wrote as something else is put back to it: the same audio scored as each heading, and a heading replaces the words
 * when the model finds it likely in itself, nearly as likely as its own words, and clearly likelier than any other
 * heading. Decision 467.
 */

const HEADINGS = ["Subjective", "Objective", "Assessment", "Plan", "Impression"] as const;
/** A heading said alone lasts under a second; a longer utterance says more than a heading. */
const LONGEST_SECONDS = 1.2;
const MOST_WORDS = 4;
/**
 * The heading itself must be likely (natural log), not only less unlikely than a garble: a patient's "Rutting rubb"
 * scores low as anything. Misheard headings scored −1.7 to −9.9 on the development audio; the nearest other
 * utterance −11.6.
 */
const LEAST_LIKELY = -10;
/** How much less likely than the model's own words a heading may be. */
const GAP = 6;
/** How much likelier than the next heading: "Subject team" is Subjective or Objective, and the model cannot say. */
const MARGIN = 2;
/**
 * Only an utterance the model was unsure of is weighed (mean confidence): misheard headings measured 0.00–0.61 on the
 * development audio, and each weighing costs the model a pass.
 */
const DOUBT = 0.65;
/** Written in by the audio, not heard outright: the transcript highlights it for the clinician to check. */
const CONFIRMED_CONFIDENCE = 0.45;

const HEADING_WORD = new RegExp(`\\b(?:${HEADINGS.join("|")})\\b`, "i");

/** The utterance as the heading the audio confirms, or as the model wrote it. */
export async function confirmSpokenHeading(words: Word[], likelihood: Likelihood): Promise<Word[]> {
  if (words.length === 0 || words.length > MOST_WORDS) return words;
  const first = words[0];
  const last = words[words.length - 1];
  if (last.end - first.start > LONGEST_SECONDS || HEADING_WORD.test(render(words))) return words;
  if (words.reduce((sum, w) => sum + w.confidence, 0) / words.length >= DOUBT) return words;
  const [own, ...scores] = await likelihood("", [render(words), ...HEADINGS.map((h) => `${h}.`)], true);
  const ranked = scores.map((score, i) => ({ heading: HEADINGS[i], score })).sort((a, b) => b.score - a.score);
  const [best, next] = ranked;
  if (best.score < LEAST_LIKELY || own - best.score > GAP || best.score - next.score < MARGIN) return words;
  return [
    {
      content: best.heading,
      start: first.start,
      end: last.end,
      confidence: Math.min(CONFIRMED_CONFIDENCE, ...words.map((w) => w.confidence)),
      punctuation: ".",
    },
  ];
}
