import type { Draft } from "./drafts";
import { quotes } from "./evidence";
import type { MatchContext } from "./match-context";
import { lowConfidence, lower } from "./match-shared";
import { type AllergyStatement, readAllergies } from "./read-claims";
import type { Span } from "./text";
import { drugLabel, isClassKey, namesSame } from "./vocabulary";

/** Allergies: the summary names the same substance, and the reaction the source gives. */

function allergySpan(ctx: MatchContext, statement: AllergyStatement, substance: Span): Span {
  const text = ctx.out.text;
  const after = text.slice(substance.end, statement.end).match(/^\s*(?:\([^)]*\)\s*)?(?:allerg\w*|intoleran\w*)/i);
  if (after) return { start: substance.start, end: substance.end + after[0].length };
  const before = text.slice(statement.start, substance.start).match(/(?:allerg\w*|intoleran\w*)(?: to)?\s*:?\s*$/i);
  if (before?.index !== undefined) return { start: statement.start + before.index, end: substance.end };
  return substance;
}

export function matchAllergies(ctx: MatchContext): { drafts: Draft[]; narrowed: Set<string> } {
  const drafts: Draft[] = [];
  /** Source allergies a summary names by their class instead: flagged here, not again as omitted. */
  const narrowed = new Set<string>();
  const source = ctx.facts.allergies;
  const substances = source.flatMap((s) => s.substances);
  for (const statement of readAllergies(ctx.out)) {
    if (statement.none) {
      // "No known allergies to medicines" beside a sesame allergy: only a medicine allergy contradicts it.
      const medicinesOnly = /\b(?:drugs?|medicines?|medications?)\b|\bNKDA\b/i.test(
        ctx.out.text.slice(statement.start, statement.end),
      );
      const against = medicinesOnly ? substances.filter((s) => !s.key.startsWith("allergen:")) : substances;
      if (against.length > 0) {
        drafts.push({
          kind: "allergy",
          verdict: "contradicted",
          span: statement,
          reason: `The source records an allergy to ${lower(against[0].name)}; this says there are none.`,
          evidence: quotes(ctx.facts, against),
          order: statement.start,
        });
      }
      continue;
    }
    for (const o of statement.substances) {
      // A word that only heads the summary's allergy line ("Allergy: tape (paper tape is OK)") is no claim a list
      // can judge: it is supported when the source names it, and never flagged as another substance.
      if (o.byHead && !substances.some((s) => s.key === o.key)) continue;
      const span = allergySpan(ctx, statement, o);
      if (substances.some((s) => s.key === o.key)) {
        lowConfidence(
          ctx,
          "allergy",
          span,
          substances.filter((s) => s.key === o.key),
          drafts,
        );
        continue;
      }
      const member = substances.find((s) => namesSame(o.key, s.key));
      const cls = substances.find((s) => namesSame(s.key, o.key));
      if (member) {
        if (statement.substances.some((x) => x.key === member.key)) continue;
        narrowed.add(member.key);
        drafts.push({
          kind: "allergy",
          verdict: "contradicted",
          span,
          reason: `The source records an allergy to ${lower(member.name)}; this names ${isClassKey(o.key) ? drugLabel(o.key) : lower(o.name)} instead, not the drug to avoid.`,
          evidence: quotes(ctx.facts, [member]),
          order: o.start,
        });
      } else if (cls) {
        drafts.push({
          kind: "allergy",
          verdict: "contradicted",
          span,
          reason: `The source records an allergy to ${lower(cls.name)} (all of them); this names only ${lower(o.name)}.`,
          evidence: quotes(ctx.facts, [cls]),
          order: o.start,
        });
      } else {
        drafts.push({
          kind: "allergy",
          verdict: "unsupported",
          span,
          reason:
            substances.length > 0
              ? `The source records an allergy to ${lower(substances[0].name)}, not to ${lower(o.name)}.`
              : `The source records no allergy to ${lower(o.name)}.`,
          evidence: quotes(ctx.facts, substances),
          order: o.start,
        });
      }
    }
  }
  return { drafts, narrowed };
}

// ---------------------------------------------------------------- conditions
