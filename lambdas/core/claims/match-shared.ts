import type { Draft } from "./drafts";
import { leastSure, quotes } from "./evidence";
import type { MatchContext } from "./match-context";
import type { Span } from "./text";

/** What the matchers of the checked text's claims share: grouping, and flags for words the recogniser was unsure of. */

export function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export const lower = (s: string) => s.replace(/\s+/g, " ").toLowerCase();

export function lowConfidence(
  ctx: MatchContext,
  kind: Draft["kind"],
  span: Span,
  places: Span[],
  drafts: Draft[],
): void {
  const threshold = ctx.lowConfidenceBelow;
  if (threshold === undefined || places.length === 0) return;
  let best: { confidence: number; word?: { text: string }; place: Span } = { confidence: -1, place: places[0] };
  for (const place of places) {
    const sure = leastSure(ctx.facts, [place]);
    if (sure.confidence > best.confidence) best = { ...sure, place };
  }
  if (best.confidence >= threshold) return;
  drafts.push({
    kind,
    verdict: "low_confidence",
    span,
    reason: `Only words the recording was unsure of say this ("${best.word?.text ?? ""}", ${Math.round(best.confidence * 100)} % sure).`,
    evidence: quotes(ctx.facts, [best.place]),
    order: span.start,
  });
}

// ---------------------------------------------------------------- allergies

/** "Penicillin allergy": the substance with the allergy word when they stand together. */
