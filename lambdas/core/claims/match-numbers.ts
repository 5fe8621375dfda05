import { dateKeys, dates } from "./dates";
import type { Draft } from "./drafts";
import type { MatchContext } from "./match-context";
import { lowConfidence } from "./match-shared";
import { amountText } from "./numbers";
import { inside } from "./read-claims";
import { amountsIn, PHONE_NUMBER, type Span, spanAt } from "./text";

/** Every other number and date of the summary stands in the source. */

function withNumberBefore(text: string, span: Span): Span {
  const before = text.slice(Math.max(0, span.start - 12), span.start).match(/(?<![\d.,])\d+(?:\.\d+)?[ \t]+$/);
  return before ? { start: span.start - before[0].length, end: span.end } : span;
}

/** A list's numbering ("1. Take ...") is no fact. */
const LIST_NUMBER = /^[ \t]*\d{1,2}[.)][ \t]/;

export function matchNumbers(ctx: MatchContext): Draft[] {
  const drafts: Draft[] = [];
  const out = ctx.out;
  const dateSpans: Span[] = [];
  for (const date of dates(out.text)) {
    dateSpans.push(date);
    if (inside(ctx.explained, date)) continue;
    if (ctx.facts.dates.has(date.text) || dateKeys(date.text).some((k) => ctx.facts.days.has(k))) continue;
    drafts.push({
      kind: "date",
      verdict: "unsupported",
      span: date,
      reason: `The source has no date ${date.text.trim()}.`,
      evidence: [],
      order: date.start,
    });
  }
  // A telephone number to call in a warning must be the source's, digit for digit.
  const sourcePhones = new Set([...ctx.facts.doc.text.matchAll(PHONE_NUMBER)].map((m) => m[0].replace(/\D/g, "")));
  for (const m of out.text.matchAll(PHONE_NUMBER)) {
    if (sourcePhones.has(m[0].replace(/\D/g, ""))) continue;
    const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    drafts.push({
      kind: "number",
      verdict: "unsupported",
      span,
      reason: `The source has no telephone number ${m[0]}.`,
      evidence: [],
      order: span.start,
    });
  }
  const seen = new Set<string>();
  for (const q of amountsIn(out)) {
    if (inside(dateSpans, q) || inside(ctx.explained, q) || ctx.judged.some((j) => j.start === q.start)) continue;
    const line = spanAt(out.lines, q.start);
    if (line && q.start - line.start <= 4 && LIST_NUMBER.test(out.text.slice(line.start, q.end + 2))) continue;
    // A number said in words is a fact only with its unit ("fourteen days"); "one of your tablets" is not.
    const written = /[A-Za-z]/.test(out.original[out.rewritten.originalStart(q.start)] ?? "");
    if (written && !q.dimension) continue;
    // "2 days" and "2 weeks" share a number and a base unit, not an amount.
    const key = `${q.digits}:${q.dimension ?? ""}:${q.unit ?? ""}:${q.base ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const found =
      q.dimension === "time" ? ctx.facts.times.has(q) || ctx.facts.numbers.has(q) : ctx.facts.numbers.has(q);
    if (found) {
      // "fourteen eight hours": a number right before is part of what was heard, and of how sure it was.
      const places = (ctx.facts.numberPlaces?.get(q.digits) ?? []).map((p) => withNumberBefore(ctx.facts.doc.text, p));
      lowConfidence(
        ctx,
        q.dimension && q.dimension !== "time" ? "dose" : "number",
        withNumberBefore(out.text, q),
        places,
        drafts,
      );
      continue;
    }
    drafts.push({
      kind: q.dimension && q.dimension !== "time" ? "dose" : "number",
      verdict: "unsupported",
      span: q,
      reason: `The source has no ${amountText(q)}.`,
      evidence: [],
      order: q.start,
    });
  }
  return drafts;
}
