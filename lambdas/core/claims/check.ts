import { coverage } from "./coverage";
import { dates } from "./dates";
import { finish } from "./drafts";
import { matchAllergies } from "./match-allergies";
import { matchConditions, matchTestKinds, matchTests } from "./match-conditions";
import type { MatchContext } from "./match-context";
import { matchFollowups } from "./match-followups";
import { matchMedicines } from "./match-medicines";
import { matchNumbers } from "./match-numbers";
import { matchNamelessDoses, matchUnsure } from "./match-unsure";
import { explanationSpans, inside } from "./read-claims";
import { readMedicines } from "./read-medicines";
import { readSource, type SourceFacts } from "./source-facts";
import { readText } from "./text";
import type { CheckClaims, ClaimSource } from "./types";

/** The last source read: a summary and its clinical notes, or an edit and its check, share one reading. */
let last: { source: ClaimSource; facts: SourceFacts } | undefined;

function sameSource(a: ClaimSource, b: ClaimSource): boolean {
  if (a.kind !== b.kind || a.text !== b.text) return false;
  return a.kind === "document" || (b.kind === "transcript" && a.words === b.words);
}

function sourceFacts(source: ClaimSource): SourceFacts {
  if (!last || !sameSource(last.source, source)) last = { source, facts: readSource(source) };
  return last.facts;
}

/**
 * The claim checker (issue 18): reads the text a patient or clinician will read as claims, looks each up in the
 * source, and says what does not hold: contradicted, unsupported, or supported only by words a recogniser was unsure
 * of; for a patient summary, also each safety item of the source it leaves out. It reads text only, never the
 * generator's structure, so it judges either engine's output and a clinician's edits alike.
 */
export const checkClaims: CheckClaims = ({ output, source, audience }) => {
  const facts = sourceFacts(source);
  const out = readText(output);
  const ctx: MatchContext = {
    out,
    facts,
    explained: explanationSpans(out, () => facts.terms),
    judged: [],
    answered: [],
    lowConfidenceBelow: source.kind === "transcript" ? source.lowConfidenceBelow : undefined,
  };
  const medicines = readMedicines(out);
  const dateSpans = dates(out.text);
  const allergies = matchAllergies(ctx);
  const drafts = [
    ...matchMedicines(ctx, medicines),
    ...allergies.drafts,
    ...matchConditions(ctx),
    ...matchTests(ctx, (span) => inside(ctx.explained, span) || inside(dateSpans, span)),
    ...matchTestKinds(ctx),
    ...matchFollowups(ctx),
  ];
  drafts.push(...matchNumbers(ctx));
  drafts.push(
    ...matchUnsure(
      ctx,
      drafts.flatMap((d) => (d.span ? [d.span] : [])),
    ),
  );
  drafts.push(
    ...matchNamelessDoses(
      ctx,
      medicines,
      drafts.flatMap((d) => (d.span ? [d.span] : [])),
    ),
  );
  if (audience === "patient") drafts.push(...coverage(ctx, medicines, allergies.narrowed));
  return finish(drafts, out);
};
