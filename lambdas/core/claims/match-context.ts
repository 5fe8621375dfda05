import type { Mention } from "./medicine-types";
import type { SourceFacts } from "./source-facts";
import type { Doc, Span } from "./text";

/** What every matcher reads: the checked text, the source and its facts; and the helpers the medicine checks share. */

export interface MatchContext {
  out: Doc;
  facts: SourceFacts;
  /** The glossary's explanations in the checked text: no claim of their own. */
  explained: Span[];
  /** Numbers judged here, which the number check leaves alone. */
  judged: Span[];
  /** Source items a contradiction already points at: not reported again as omitted. */
  answered: Span[];
  lowConfidenceBelow?: number;
}

/** Whether a place stands inside brackets opened earlier on its line. */
export function inBrackets(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf("\n", at) + 1;
  return text.lastIndexOf("(", at) >= lineStart && text.lastIndexOf("(", at) > text.lastIndexOf(")", at - 1);
}

export const lineOf = (doc: Doc, a: number, b: number) => !doc.text.slice(a, b).includes("\n");

/** The claim from its first word to `end`, when that reads as one phrase ("Stop taking: Apixaban 5 mg"). */
export function claimSpan(ctx: MatchContext, m: Mention, end: number): Span {
  const start =
    m.claimed && (m.claimed.by === "label" || m.claimed.by === "verb") ? Math.min(m.claimed.start, m.start) : m.start;
  const stop = Math.max(end, m.qualifierEnd ?? m.end);
  if (stop - start <= 60 && lineOf(ctx.out, start, stop)) return { start, end: stop };
  return { start: m.start, end: Math.max(m.end, end - m.start <= 60 ? end : m.end) };
}

export const nameOf = (m: Mention) =>
  `${m.name}${m.qualifier && !m.name.toLowerCase().includes(m.qualifier) ? ` ${m.qualifier}` : ""}`.trim();
export const lower = (s: string) => s.replace(/\s+/g, " ").toLowerCase();
