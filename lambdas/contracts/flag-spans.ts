import { flagKey, isOpenFlag, type ReviewFlag } from "./review-flags";

type FaithfulnessFlag = ReviewFlag;

/**
 * Where a faithfulness flag's value stands in a text. The same rules serve the server (an edit that removes the
 * value removes its flag) and the browser (the value is highlighted where it stands), so the two never disagree.
 */

/** A flag's identity across edits and requests (the API's flag key). */
export const flagId = flagKey;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Bounded flags end in '…' (decision 86): their start is what can be found. */
const TRUNCATED = "…";

function patternOf(value: string): RegExp | undefined {
  const truncated = value.endsWith(TRUNCATED);
  const core = (truncated ? value.slice(0, -1) : value).trim();
  if (!core) return undefined;
  // Spacing does not change a fact ("81 mg" = "81mg"); a number is never found inside a longer one ("5" in "25").
  const body = core
    .split(/\s+/)
    .map((part) => escapeRegExp(part))
    .join("\\s*");
  const before = /^\d/.test(core) ? "(?<![\\d.,])" : /^[A-Za-z]/.test(core) ? "(?<![A-Za-z])" : "";
  const after = truncated ? "" : /\d$/.test(core) ? "(?![\\d]|[.,]\\d)" : /[A-Za-z]$/.test(core) ? "(?![A-Za-z])" : "";
  return new RegExp(`${before}${body}${after}`, "giu");
}

export interface Span {
  start: number;
  end: number;
}

/** Every place the value stands in the text, in order. */
export function flagSpans(text: string, value: string): Span[] {
  const pattern = patternOf(value);
  if (!pattern) return [];
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

export const appearsIn = (text: string, value: string) => flagSpans(text, value).length > 0;

/** Flags the clinician has not yet dealt with: while any remain, the summary cannot be sent. */
export function openFlags<F extends Pick<FaithfulnessFlag, "confirmedAt" | "resolution">>(
  flags: readonly F[] | undefined,
): F[] {
  return (flags ?? []).filter(isOpenFlag);
}

/** After an edit: a flag whose value no longer appears was fixed and goes; the rest keep their state. */
export function flagsStillIn<F extends Pick<FaithfulnessFlag, "value">>(flags: readonly F[] | undefined, text: string) {
  return (flags ?? []).filter((flag) => appearsIn(text, flag.value));
}

export interface MarkedPart {
  text: string;
  /** The flag this part shows, when it is one. */
  flag?: FaithfulnessFlag;
}

/** Cuts a line of text into plain parts and flagged parts (the first flag wins where two overlap). */
export function markFlags(text: string, flags: readonly FaithfulnessFlag[]): MarkedPart[] {
  const spans = flags
    .flatMap((flag) => flagSpans(text, flag.value).map((span) => ({ ...span, flag })))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const parts: MarkedPart[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    if (span.start > at) parts.push({ text: text.slice(at, span.start) });
    parts.push({ text: text.slice(span.start, span.end), flag: span.flag });
    at = span.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
