import type { ClaimKind } from "#contracts/review-flags";
import type { Draft } from "./drafts";
import { quotes } from "./evidence";
import type { MatchContext } from "./match-context";
import { originalSlice, type Span } from "./text";

/**
 * For a recording: a sentence of the checked text that rests largely on words the recogniser was unsure of (issue 18:
 * such words never become patient-facing statements without a flag). The claim matchers judge each medicine, number
 * and follow-up on the words that say it; a sentence of guesses around them ("Book and pulled out that and amlodipine
 * attack.", "Mr some euros 8 hours and sudden attack of god") says something none of them reads, and each of its words
 * may even be in the transcript.
 */

/** The share of a sentence's recognised words below the engine's threshold that makes it a guess (decision 337). */
export const UNSURE_SHARE = 0.4;
/** Fewer words say too little either way ("Review in 6 weeks."). */
const MIN_WORDS = 5;
/** The summary's words must be found in one sentence of the transcript, mostly, for its words to be the evidence. */
const FOUND_SHARE = 0.6;

const SENTENCE = /[^.!?\n]+[.!?]*/g;
const WORD = /[a-z0-9']{3,}/g;

/** The claim kind of a sentence by the heading it stands under, as the web places a kind's items. */
const KIND_BY_HEADING: Array<[RegExp, ClaimKind]> = [
  [/medic|tablet|taking|prescri/, "medication"],
  [/allerg/, "allergy"],
  [/help|warning|urgent|emergenc|worse|call/, "warning"],
  [/next|follow|appointment|see you/, "followup"],
  [/test|result|check/, "test"],
  [/home|yourself|diet|limit|daily|living/, "limit"],
];

const kindOf = (section: string): ClaimKind => KIND_BY_HEADING.find(([re]) => re.test(section))?.[1] ?? "diagnosis";

interface Sentence extends Span {
  words: Set<string>;
}

function sentencesOf(text: string, from = 0, to = text.length): Sentence[] {
  const out: Sentence[] = [];
  for (const m of text.slice(from, to).matchAll(SENTENCE)) {
    const start = from + (m.index ?? 0);
    out.push({ start, end: start + m[0].length, words: new Set(m[0].toLowerCase().match(WORD) ?? []) });
  }
  return out;
}

const sourceSentences = new WeakMap<MatchContext["facts"], Sentence[]>();

/** The transcript sentence that holds most of a summary sentence's words, if it holds enough of them. */
function sourceOf(ctx: MatchContext, sentence: Sentence): Sentence | undefined {
  let all = sourceSentences.get(ctx.facts);
  if (!all) {
    all = sentencesOf(ctx.facts.doc.text);
    sourceSentences.set(ctx.facts, all);
  }
  let best: { found: number; sentence?: Sentence } = { found: 0 };
  for (const s of all) {
    let found = 0;
    for (const w of sentence.words) if (s.words.has(w)) found++;
    if (found > best.found) best = { found, sentence: s };
  }
  return best.found >= FOUND_SHARE * sentence.words.size ? best.sentence : undefined;
}

export function matchUnsure(ctx: MatchContext, flagged: Span[]): Draft[] {
  const threshold = ctx.lowConfidenceBelow;
  const recognised = ctx.facts.words;
  if (threshold === undefined || !recognised) return [];
  const drafts: Draft[] = [];
  for (const line of ctx.out.lines) {
    if (line.isHeading) continue;
    for (const sentence of sentencesOf(ctx.out.text, line.body, line.end)) {
      if (sentence.words.size < MIN_WORDS) continue;
      // A claim of the sentence already flagged says to check it; one flag per sentence is enough.
      if (flagged.some((f) => f.start < sentence.end && sentence.start < f.end)) continue;
      const source = sourceOf(ctx, sentence);
      if (!source) continue;
      const at = originalSlice(ctx.facts.doc, source.start, source.end);
      const words = recognised.over(at.start, at.end);
      if (words.length < MIN_WORDS) continue;
      const unsure = words.filter((w) => w.confidence < threshold);
      if (unsure.length < UNSURE_SHARE * words.length) continue;
      const span = { start: sentence.start, end: sentence.end };
      drafts.push({
        kind: kindOf(line.section),
        verdict: "low_confidence",
        span,
        reason: `The recording was unsure of ${unsure.length} of the ${words.length} words this comes from: check it against the recording.`,
        evidence: quotes(ctx.facts, [source]),
        order: span.start,
      });
    }
  }
  return drafts;
}

/** An amount a medicine is given in, as a patient summary writes it. */
const DOSE = /\b\d+(?:\.\d+)?\s*(?:mg|milligrams?|micrograms?|mcg|g|grams?|ml|millilitres?)\b/i;

/**
 * For a recording: a line of the medicines that gives a dose and names no medicine ("I will press crybomax this hill
 * into Hunter than 15 mg three times a day"). Every word of it may be in the transcript, and the model may have been
 * sure of them, yet a patient cannot act on it: what the medicine is was not recognised.
 */
export function matchNamelessDoses(ctx: MatchContext, medicines: Span[], flagged: Span[]): Draft[] {
  if (ctx.lowConfidenceBelow === undefined) return [];
  const drafts: Draft[] = [];
  for (const line of ctx.out.lines) {
    if (line.isHeading || kindOf(line.section) !== "medication") continue;
    const overlaps = (s: Span) => s.start < line.end && line.body < s.end;
    if (!DOSE.test(ctx.out.text.slice(line.body, line.end))) continue;
    if (medicines.some(overlaps) || flagged.some(overlaps)) continue;
    const span = { start: line.body, end: line.end };
    const [sentence] = sentencesOf(ctx.out.text, line.body, line.end);
    const source = sentence ? sourceOf(ctx, sentence) : undefined;
    drafts.push({
      kind: "medication",
      verdict: "unsupported",
      span,
      reason: "This gives a dose but names no medicine the recording was recognised as saying: check its name.",
      evidence: source ? quotes(ctx.facts, [source]) : [],
      order: span.start,
    });
  }
  return drafts;
}
