import { sectionOf } from "./action-words";
import type { Draft } from "./drafts";
import { quotes } from "./evidence";
import { claimSpan, lower, type MatchContext, nameOf } from "./match-context";
import type { Dose, DoseSlot, Mention } from "./medicine-types";
import { amountText, sameAmount } from "./numbers";
import { inside } from "./read-claims";
import { amountsIn } from "./text";

/** A medicine's doses against the source's: the dose to take, a change's target and a course's steps. */

export function sourceDoseText(sources: Mention[], dose: Dose): string {
  for (const s of sources)
    for (const d of s.doses) if (!d.previous && d.dimension === dose.dimension) return amountText(d);
  for (const s of sources) for (const d of s.doses) if (d.dimension === dose.dimension) return amountText(d);
  return amountText(sources.flatMap((s) => s.doses)[0] ?? dose);
}

/** The number with no unit right after a source's medicine ("Madopar 125 tds"), if any. */
function bareDoseAfter(ctx: MatchContext, s: Mention): number | undefined {
  const from = s.qualifierEnd ?? s.end;
  const next = amountsIn(ctx.facts.doc, from, from + 12)[0];
  if (!next || next.dimension || !/^[ \t]+$/.test(ctx.facts.doc.text.slice(from, next.start))) return undefined;
  return /^\s*(?:od|bd|tds|qds|nocte|mane|daily|once|twice|three|four|at|in|every|x|\d)/i.test(
    ctx.facts.doc.text.slice(next.end, next.end + 12),
  )
    ? next.value
    : undefined;
}

export function checkDoses(ctx: MatchContext, m: Mention, sources: Mention[], drafts: Draft[]): void {
  const sourceDoses = sources.flatMap((s) => s.doses);
  const drug = lower(nameOf(m));
  for (const dose of m.doses) {
    if (inside(ctx.explained, dose)) continue;
    // "Madopar 125 tds": a number with no unit right after the name is its dose, which the summary may give in mg.
    if (dose.dimension === "mass" && sources.some((s) => bareDoseAfter(ctx, s) === dose.value)) {
      ctx.judged.push(dose);
      continue;
    }
    if (sourceDoses.length === 0) return;
    const same = sourceDoses.filter((d) => sameAmount(d, dose));
    const current = sourceDoses.filter((d) => !d.previous);
    const before = sourceDoses.filter((d) => d.previous);
    ctx.judged.push(dose);
    if (dose.previous) {
      // "from 50 mg to 100 mg": the dose it was must be the one the source says it was.
      if (before.length === 0 ? same.length > 0 : before.some((d) => sameAmount(d, dose))) continue;
      if (before.length === 0) {
        ctx.judged.pop();
        continue;
      }
      drafts.push({
        kind: "dose",
        verdict: "contradicted",
        span: claimSpan(ctx, m, dose.end),
        reason: `The source says ${drug} was ${amountText(before[0])} before; this says ${amountText(dose)}.`,
        evidence: quotes(ctx.facts, before),
        order: dose.start,
      });
      continue;
    }
    if (checkTarget(ctx, m, dose, sourceDoses, same, drafts)) continue;
    if (checkSlot(ctx, m, dose, sourceDoses, drafts)) continue;
    if (same.length > 0) {
      if (checkStep(ctx, m, dose, sourceDoses, same, drafts)) continue;
      // The dose before a change, given as the dose to take ("from 20 mg to 40 mg" read as "20 mg"), or a dose it
      // may go up to later given as the dose to take now.
      const stale =
        same.every((d) => d.previous || (d.future && !dose.future)) &&
        current.some((d) => !d.future && d.dimension === dose.dimension);
      const saysNew = current.some((c) => m.doses.some((d) => sameAmount(c, d)));
      const changedTo = staleInChange(m, dose, sources, ctx.out.text.slice(dose.end, m.line.end));
      if ((stale && !saysNew) || changedTo) {
        const now = changedTo ?? current;
        drafts.push({
          kind: "dose",
          verdict: "contradicted",
          span: claimSpan(ctx, m, dose.end),
          reason: `The source changes ${drug} to ${amountText(now[0])}; this says ${amountText(dose)}, the old dose.`,
          evidence: quotes(ctx.facts, now),
          order: dose.start,
        });
      }
      continue;
    }
    const comparable = sourceDoses.filter((d) => d.dimension === dose.dimension || d.value === dose.value);
    // "Latanoprost 0.005 mg" where the letter's dose is "1 drop" and its strength 0.005 %: nothing here to compare
    // with, so the number check judges it against every number of the source.
    if (comparable.length === 0) {
      ctx.judged.pop();
      continue;
    }
    const unit = comparable.find((d) => d.value === dose.value && d.symbol !== dose.symbol);
    const said = unit ? amountText(unit) : sourceDoseText(sources, dose);
    drafts.push({
      kind: "dose",
      verdict: "contradicted",
      span: claimSpan(ctx, m, dose.end),
      reason: unit
        ? `The source says ${drug} ${said}; this says ${amountText(dose)} (another unit).`
        : `The source says ${drug} ${said}; this says ${amountText(dose)}.`,
      evidence: quotes(ctx.facts, unit ? [unit] : comparable),
      order: dose.start,
    });
  }
}

/**
 * "Changed: now 20 mg, it used to be 20 mg" where the source changes it "20 mg -> 10 mg": a change's dose said as the
 * one to take must be what the change ends at, though the history ("started on 20 mg 3 months ago") gives it too;
 * so must a dose said with a start or keep taking.
 */
function staleInChange(m: Mention, dose: Dose, sources: Mention[], after: string): Dose[] | undefined {
  // "New: metformin 500 mg" where the letter goes on "metformin increased to 1 g (from 500 mg)" is as stale.
  // A line of the summary's medicines with no label ("Gliclazide 80 mg twice a day") is a dose to take as well.
  const unlabelled = !m.claimed && !m.history && sectionOf(m.line.section).medicines && !m.conditional;
  const taking = ["change", "new", "continue", "restart"].includes(m.claimed?.action ?? "") || unlabelled;
  if (!taking && !m.doses.some((d) => d.previous)) return undefined;
  const changes = sources.filter(
    (s) => s.doses.some((d) => d.previous) && s.doses.some((d) => !d.previous && !d.future),
  );
  // "Increase sertraline to 100 mg" that names no old dose: the old one is what the medicines list or the history gives
  // without saying to do anything ("Sertraline 50 mg OM", "started sertraline 50 mg 6 weeks ago").
  const changedTo = sources.filter(
    (s) =>
      !changes.includes(s) &&
      s.claimed?.action === "change" &&
      !s.history &&
      !s.conditional &&
      s.doses.some((d) => d.target && !d.future && d.dimension === dose.dimension),
  );
  // "Keep taking 750 mg twice a day until …, then 500 mg": the old dose, said with when it ends, is still today's.
  const listed =
    changedTo.length > 0 && !/^[^.;]*\buntil\b/i.test(after) ? sources.filter((s) => s.actions.length === 0) : [];
  const was = [
    ...changes.flatMap((s) => s.doses.filter((d) => d.previous && d.dimension === dose.dimension)),
    ...listed.flatMap((s) => s.doses.filter((d) => !d.future && d.dimension === dose.dimension)),
  ];
  const now = [...changes, ...changedTo].flatMap((s) =>
    s.doses.filter((d) => !d.previous && !d.future && d.dimension === dose.dimension),
  );
  if (!was.some((d) => sameAmount(d, dose)) || now.some((d) => sameAmount(d, dose))) return undefined;
  // "Until then, carbamazepine continues at 400 mg": a dose the source says to keep taking for now is not stale.
  const keptAt = sources.some(
    (s) =>
      !changes.includes(s) &&
      s.actions.some((a) => a === "continue" || a === "new") &&
      s.doses.some((d) => !d.previous && sameAmount(d, dose)),
  );
  if (m.claimed?.action !== "change" && keptAt) return undefined;
  return now.length > 0 ? now : undefined;
}

/** "Lower carbamazepine to 400 mg" where the source lowers it to 200 mg: the dose a change ends at is the source's. */
function checkTarget(ctx: MatchContext, m: Mention, dose: Dose, sourceDoses: Dose[], same: Dose[], drafts: Draft[]) {
  if (!dose.target || dose.previous) return false;
  const targets = sourceDoses.filter((d) => d.target && d.dimension === dose.dimension);
  if (targets.length === 0 || same.some((d) => d.target)) return false;
  drafts.push({
    kind: "dose",
    verdict: "contradicted",
    span: claimSpan(ctx, m, dose.end),
    reason: `The source changes ${lower(nameOf(m))} to ${targets.map((d) => amountText(d)).join(" or ")}; this says ${amountText(dose)}.`,
    evidence: quotes(ctx.facts, targets),
    order: dose.start,
  });
  return true;
}

/**
 * A split dose ("10 mg on waking, 5 mg at midday and 5 mg at about 5 pm"): a dose said for a part of the day must be
 * the source's dose for that part, when the source gives one.
 */
const SLOT_WORDS: Record<DoseSlot, string> = {
  morning: "in the morning",
  midday: "at midday",
  afternoon: "in the afternoon",
  evening: "in the evening",
};

function checkSlot(ctx: MatchContext, m: Mention, dose: Dose, sourceDoses: Dose[], drafts: Draft[]) {
  if (!dose.slot || dose.future) return false;
  const atSlot = sourceDoses.filter((d) => d.slot === dose.slot && !d.previous && d.dimension === dose.dimension);
  if (atSlot.length === 0 || atSlot.some((d) => sameAmount(d, dose))) return false;
  drafts.push({
    kind: "dose",
    verdict: "contradicted",
    span: claimSpan(ctx, m, dose.end),
    reason: `The source says ${lower(nameOf(m))} ${atSlot.map((d) => amountText(d)).join(" or ")} ${SLOT_WORDS[dose.slot]}; this says ${amountText(dose)}.`,
    evidence: quotes(ctx.facts, atSlot),
    order: dose.start,
  });
  return true;
}

/**
 * A course in steps ("10 mg twice a day for 7 days, then 5 mg"): a dose said for a later step must be the source's
 * dose for a later step, and a summary that gives both steps must give them in the source's order. A summary that
 * gives one dose without a step is judged only on the dose.
 */
function checkStep(ctx: MatchContext, m: Mention, dose: Dose, sourceDoses: Dose[], same: Dose[], drafts: Draft[]) {
  const steps = sourceDoses.filter((d) => !d.previous && !d.future && d.dimension === dose.dimension);
  if (!steps.some((d) => d.later) || !steps.some((d) => !d.later) || dose.future) return false;
  const ownSteps = m.doses.filter((d) => !d.previous && !d.future && d.dimension === dose.dimension);
  const stepped = dose.later || ownSteps.some((d) => d.later);
  if (!stepped || same.some((d) => d.later === dose.later)) return false;
  const right = steps.filter((d) => d.later === dose.later);
  drafts.push({
    kind: "dose",
    verdict: "contradicted",
    span: claimSpan(ctx, m, dose.end),
    reason: `The source says ${lower(nameOf(m))} ${right.map((d) => amountText(d)).join(" or ")} ${dose.later ? "for the later step" : "to start with"}; this says ${amountText(dose)}.`,
    evidence: quotes(ctx.facts, right),
    order: dose.start,
  });
  return true;
}

/**
 * The source's mentions that give the dose this one gives, when any do: in a course in steps ("15 mg twice a day for
 * 21 days", "from day 22, 20 mg once a day") how often and when belong to the step at that dose, and a time said
 * elsewhere ("the level 12 hours after the evening dose (about 10 am)") is not when to take it.
 */
export function atSameDose(m: Mention, sources: Mention[]): Mention[] {
  const own = m.doses.filter((d) => !d.previous && !d.future);
  const atDose = sources.filter((s) => s.doses.some((d) => own.some((o) => sameAmount(d, o))));
  return atDose.length > 0 ? atDose : sources;
}

/**
 * How often, as one statement: "500 mg once a day for 2 weeks, then 500 mg twice a day" is not "twice a day, then
 * twice a day", though the source says "twice a day" somewhere. The checked frequencies must all be in one of the
 * source's mentions.
 */
