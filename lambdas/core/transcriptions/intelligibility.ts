import type { Transcript } from "./speech-output";

/**
 * Whether a recognised transcript can be trusted enough to write notes from (issue 20, part 4). Both engines
 * recognise English only, so speech in another language, music or noise still comes back as English words — drug
 * names, numbers, short phrases — and notes written from them would be confidently wrong. What gives such a recording
 * away is the recogniser's own doubt: its words are unsure, and the sure ones stand alone instead of running on as
 * English does ("fifty two year old woman", "twice a day for three days"). A text language identifier cannot see this:
 * the text it would read is already English words. Decision 298 in docs/decisions.md.
 */

export const NOT_UNDERSTOOD =
  "The recording could not be understood reliably (it may not be in English or may not contain speech).";

/** A word the recogniser is fairly sure of. */
const SURE = 0.6;
/** Sure words in a row that read as language rather than a lucky match. */
const RUN = 3;
/**
 * A short recording says little either way: its measures start from this many doubtful words (confidence
 * PRIOR_CONFIDENCE, in no run), so three sure words can pass but two lucky ones ("O air." from a tune) cannot, and a
 * long recording is judged on its own words.
 */
const PRIOR_WORDS = 8;
const PRIOR_CONFIDENCE = 0.3;
/**
 * The lowest score (mean confidence + share of words in sure runs, both with the prior words) that is understood.
 * Tuned on clips made for it with the offline engine of 2026-11 (docs/decisions.md, decision 298): English read by
 * espeak-ng, flite and festival voices scored 0.76 to 1.60, but for two clips recognised as nonsense (0.25, 0.56);
 * French, Spanish, German and Italian from espeak-ng voices 0.31 to 0.65; tones and music give two words or none.
 * Little room on either side: retune it when the language model changes.
 */
const MIN_SCORE = 0.7;

export interface Intelligibility {
  words: number;
  meanConfidence: number;
  /** Share of the words that stand in a run of RUN or more sure words. Both measures count the prior words. */
  sureRunShare: number;
  score: number;
  understood: boolean;
}

export function intelligibility(transcript: Pick<Transcript, "words">): Intelligibility {
  const confidences = transcript.words.map((w) => w.confidence);
  const words = confidences.length;
  const counted = words + PRIOR_WORDS;
  const meanConfidence = (confidences.reduce((sum, c) => sum + c, 0) + PRIOR_WORDS * PRIOR_CONFIDENCE) / counted;
  let inRuns = 0;
  let run = 0;
  for (const c of [...confidences, 0]) {
    if (c >= SURE) run += 1;
    else {
      if (run >= RUN) inRuns += run;
      run = 0;
    }
  }
  const sureRunShare = inRuns / counted;
  const score = meanConfidence + sureRunShare;
  return { words, meanConfidence, sureRunShare, score, understood: score >= MIN_SCORE };
}

/** True when notes may be written from this transcript. */
export function isUnderstood(transcript: Pick<Transcript, "words">): boolean {
  return intelligibility(transcript).understood;
}
