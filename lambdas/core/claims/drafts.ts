import type { ClaimKind, FlagEvidence, FlagVerdict, ReviewFlag } from "#contracts/review-flags";
import { flagKey } from "#contracts/review-flags";
import { type Doc, originalSlice, type Span } from "./text";

/**
 * Flags as the checks find them, and how they are handed out: in the order their claims stand in the text
 * (omissions last, in the source's order), each once, at most 50, each value at most 60 characters.
 */

export const MAX_FLAGS = 50;
export const MAX_VALUE = 60;

export interface Draft {
  kind: ClaimKind;
  verdict: FlagVerdict;
  /** The claim's place in the checked text; an omission has a value instead. */
  span?: Span;
  value?: string;
  reason: string;
  evidence: FlagEvidence[];
  /** Where it sorts: the claim's place, or the omitted item's place in the source. */
  order: number;
}

const ELLIPSIS = "…";

/** At most 60 characters; a longer value keeps its start, which is what the reader's highlight finds. */
export function boundValue(value: string): string {
  const squashed = value.replace(/\s+/g, " ").trim();
  if (squashed.length <= MAX_VALUE) return squashed;
  return `${squashed.slice(0, MAX_VALUE - 1).trimEnd()}${ELLIPSIS}`;
}

/** The claim's words as the reader sees them, without the punctuation around them. */
export function valueAt(doc: Doc, span: Span): string {
  const text = originalSlice(doc, span.start, span.end).text;
  return text.replace(/^[\s,.;:()-]+|[\s,;:(-]+$/g, "").replace(/\.$/, "");
}

export function finish(drafts: Draft[], doc: Doc): ReviewFlag[] {
  const claims = drafts.filter((d) => d.span).sort((a, b) => a.order - b.order);
  const omissions = drafts.filter((d) => !d.span).sort((a, b) => a.order - b.order);
  const flags: ReviewFlag[] = [];
  const seen = new Set<string>();
  for (const draft of [...claims, ...omissions]) {
    const raw = draft.span ? valueAt(doc, draft.span) : (draft.value ?? "").replace(/[\s.;,:]+$/, "");
    const value = boundValue(raw);
    if (!value) continue;
    const flag: ReviewFlag = { kind: draft.kind, value, verdict: draft.verdict, reason: draft.reason };
    if (draft.evidence.length > 0) flag.evidence = draft.evidence;
    const key = flagKey(flag);
    if (seen.has(key)) continue;
    seen.add(key);
    flags.push(flag);
    // One past the bound: the caller's boundFlags keeps MAX_FLAGS and tells the clinician the list was cut.
    if (flags.length > MAX_FLAGS) break;
  }
  return flags;
}
