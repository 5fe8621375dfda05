import type { FlagEvidence } from "#contracts/review-flags";
import { type Doc, originalSlice, type Span, spanAt } from "./text";
import { lowerBound } from "./tokens";
import type { ClaimSource, SourceWord } from "./types";

/**
 * The source's words for a flag: the sentence (or line) that holds the evidence, at most 300 characters, and for a
 * recording the time of those words and how sure the recogniser was of them.
 */

export const MAX_QUOTE = 300;

/** Where each recognised word stands in the transcript's text, found in one pass. */
export class TranscriptWords {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly words: SourceWord[] = [];

  constructor(text: string, words: SourceWord[]) {
    const lower = text.toLowerCase();
    let cursor = 0;
    for (const word of words) {
      const needle = word.text.toLowerCase().trim();
      if (!needle) continue;
      const at = lower.indexOf(needle, cursor);
      // A word not found near where the last one ended was edited away: it supports nothing.
      if (at === -1 || at - cursor > 200 + needle.length) continue;
      this.starts.push(at);
      this.ends.push(at + needle.length);
      this.words.push(word);
      cursor = at + needle.length;
    }
  }

  /** The recognised words over a span of the original text. */
  over(start: number, end: number): SourceWord[] {
    const out: SourceWord[] = [];
    for (let i = Math.max(0, lowerBound(this.ends, start + 1)); i < this.words.length && this.starts[i] < end; i++) {
      out.push(this.words[i]);
    }
    return out;
  }
}

export interface SourceText {
  doc: Doc;
  source: ClaimSource;
  words?: TranscriptWords;
}

/** The least sure recognised word over spans of the source (1 for a document, or where no word was recognised). */
export function leastSure(src: SourceText, spans: Span[]): { confidence: number; word?: SourceWord } {
  let result: { confidence: number; word?: SourceWord } = { confidence: 1 };
  if (!src.words) return result;
  for (const span of spans) {
    const original = originalSlice(src.doc, span.start, span.end);
    for (const word of src.words.over(original.start, original.end)) {
      if (word.confidence < result.confidence) result = { confidence: word.confidence, word };
    }
  }
  return result;
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** The sentence holding a span, or as much of its line around the span as fits. */
export function quote(src: SourceText, span: Span): FlagEvidence {
  const { doc } = src;
  const sentence = spanAt(doc.sentences, span.start) ?? spanAt(doc.lines, span.start) ?? span;
  let from = Math.min(sentence.start, span.start);
  let to = Math.max(sentence.end, span.end);
  if (to - from > MAX_QUOTE) {
    from = Math.max(from, span.start - 100);
    to = Math.min(to, from + MAX_QUOTE);
    if (to < span.end) {
      from = span.start;
      to = Math.min(doc.text.length, from + MAX_QUOTE);
    }
  }
  const original = originalSlice(doc, from, to);
  const evidence: FlagEvidence = { quote: squash(original.text).slice(0, MAX_QUOTE) };
  if (src.words) {
    const words = src.words.over(original.start, original.end);
    if (words.length > 0) {
      evidence.start = words[0].start;
      evidence.end = words[words.length - 1].end;
      if (words[0].segmentId) evidence.segmentId = words[0].segmentId;
    }
  }
  return evidence;
}

/** Quotes for several places, one per sentence, at most `limit`. */
export function quotes(src: SourceText, spans: Span[], limit = 2): FlagEvidence[] {
  const out: FlagEvidence[] = [];
  // A passage repeated a thousand times is quoted once, after a few tries.
  for (const span of spans.slice(0, 8)) {
    const q = quote(src, span);
    if (!out.some((o) => o.quote === q.quote)) out.push(q);
    if (out.length >= limit) break;
  }
  return out;
}
