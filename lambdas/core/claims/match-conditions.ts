import { supportingConditions } from "./conditions";
import type { Draft } from "./drafts";
import { quotes } from "./evidence";
import type { MatchContext } from "./match-context";
import { lowConfidence } from "./match-shared";
import { amountText } from "./numbers";
import { inside, readConditions, readTests } from "./read-claims";
import { amountsIn, type Span, spanAt } from "./text";

/** Conditions and tests: the summary's are the source's, with the source's values and kinds. */

/** "Allergy: latex (skin rash)": the reaction in brackets on an allergy's line, which the allergy check reads. */
function isAllergyReaction(ctx: MatchContext, c: Span): boolean {
  const line = spanAt(ctx.out.lines, c.start);
  if (!line) return false;
  const before = ctx.out.text.slice(line.start, c.start);
  return /^\W*allerg/i.test(before) && before.lastIndexOf("(") > before.lastIndexOf(")");
}

export function matchConditions(ctx: MatchContext): Draft[] {
  const drafts: Draft[] = [];
  for (const c of readConditions(ctx.out)) {
    if (isAllergyReaction(ctx, c)) continue;
    // "type 2 diabetes": its number is part of its name.
    ctx.judged.push(...amountsIn(ctx.out, c.start, c.end).filter((q) => q.end <= c.end));
    const places = supportingConditions(c.condition.id)
      .map((id) => ctx.facts.conditions.get(id))
      .find((p) => p !== undefined);
    if (places) {
      lowConfidence(ctx, "diagnosis", c, places, drafts);
      continue;
    }
    drafts.push({
      kind: "diagnosis",
      verdict: "unsupported",
      span: c,
      reason: `The source never mentions ${c.condition.label}.`,
      evidence: [],
      order: c.start,
    });
  }
  return drafts;
}

// ---------------------------------------------------------------- tests

export function matchTests(ctx: MatchContext, skip: (span: Span) => boolean): Draft[] {
  const drafts: Draft[] = [];
  for (const t of readTests(ctx.out, skip)) {
    const sourceValues = (ctx.facts.tests.get(t.test.id) ?? []).flatMap((s) => s.values);
    if (sourceValues.length === 0) continue;
    for (const v of t.values) {
      ctx.judged.push(v);
      if (sourceValues.some((s) => s.value === v.value)) continue;
      const span =
        v.end - t.start <= 60 && !ctx.out.text.slice(t.start, v.end).includes("\n")
          ? { start: t.start, end: v.end }
          : v;
      drafts.push({
        kind: "test",
        verdict: "contradicted",
        span,
        reason: `The source gives ${t.test.label} as ${sourceValues.map(amountText).slice(0, 3).join(", ")}; this says ${amountText(v)}.`,
        evidence: quotes(ctx.facts, sourceValues),
        order: v.start,
      });
    }
  }
  return drafts;
}

/** Kinds of test a summary names, and the words a source has for each (a urine dipstick is no blood test). */
const TEST_KINDS: Array<{ said: RegExp; source: RegExp; label: string }> = [
  {
    said: /\bblood (?:tests?|samples?|work)\b|\bbloods\b/gi,
    source:
      /\bbloods?\b|\bserum\b|\bplasma\b|\bhba1c\b|\bcreatinine\b|\begfr\b|\bpotassium\b|\bsodium\b|\bcholesterol\b|\bhaemoglobin\b|\bhemoglobin\b|\btroponin\b|\bcrp\b|\btsh\b|\binr\b|\bfbc\b|\bcbc\b|\bu&es?\b|\blfts?\b|\btfts?\b|\blipids?\b|\bferritin\b|\bb12\b|\bfolate\b|\bglucose\b|\bvitamin d level\b|\brenal function\b|\bkidney function\b|\bliver function\b|\bthyroid function\b/i,
    label: "a blood test",
  },
  {
    said: /\burine (?:tests?|samples?)\b/gi,
    source: /\burine\b|\burinalysis\b|\bdipstick\b|\bmsu\b|\bacr\b/i,
    label: "a urine test",
  },
];

export function matchTestKinds(ctx: MatchContext): Draft[] {
  const drafts: Draft[] = [];
  for (const kind of TEST_KINDS) {
    for (const m of ctx.out.text.matchAll(kind.said)) {
      const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
      if (inside(ctx.explained, span) || kind.source.test(ctx.facts.doc.text)) continue;
      drafts.push({
        kind: "test",
        verdict: "unsupported",
        span,
        reason: `The source mentions no ${kind.label.replace(/^an? /, "")}.`,
        evidence: [],
        order: span.start,
      });
    }
  }
  return drafts;
}

// ---------------------------------------------------------------- follow-ups

/** Words that tell no appointment from another ("in", "weeks"). */
