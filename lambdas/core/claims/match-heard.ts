import type { Draft } from "./drafts";
import { quotes } from "./evidence";
import { claimSpan, lower, type MatchContext, nameOf } from "./match-context";
import type { Mention } from "./medicine-types";
import { soundAlikeOf } from "./vocabulary";

/**
 * For a recording: a medicine claim a listener could not act on safely, however sure the recogniser was of its words
 * (issue 18). A recogniser guesses a known drug for a word it does not know ("lithium one so they", "start parent
 * checked on olanzapine four times a day"), and its guesses are often confident; the transcript then "supports" them.
 * What gives a guess away is what a prescription said aloud always has and a guess lacks: a start or change with a
 * dose, one dose (or a change from one to another), and numbers that are doses, times or durations; and a name
 * that is a medicine or a level ("lithium", "potassium") is said with what about it.
 */

/** A number that says how long, how many or when: not a stray number in a medicine's words. */
const COUNTED =
  /^\s*(?:[-–]\s*\d+\s*)?(?:days?|weeks?|months?|years?|hours?|minutes?|times?|puffs?|tablets?|capsules?|drops?|sachets?|doses?|%|am|pm|o'clock|and a half)\b/i;
/** Words that make "lithium" or "potassium" a level or a test, not a medicine. */
const LEVEL_WORDS =
  /\b(?:levels?|blood|tests?|results?|checks?|checked|normal|low|high|raised|monitor\w*|range|reading|salts?|diet|foods?)\b/i;
const BEFORE_TIME = /\b(?:at|by|before|after|every|for|in|over|up to|within)\s*$/i;
/**
 * Words said between a medicine's name and its dose in a prescription: a form, a salt, a route, or the words of a
 * dose or a change ("ramipril at 5 mg", "furosemide from 40 mg to 80 mg"). Any other word there ("eplerenone state
 * 10 mg", "enalapril and 25 mg") is a piece of a misheard phrase.
 */
const BEFORE_DOSE =
  /^(?:at|to|from|of|a|an|the|its|dose|doses|is|be|now|just|only|up|each|one|new|tablets?|capsules?|caplets?|modified|release|prolonged|extended|slow|mr|xl|sr|er|la|cr|xr|liquid|oral|orally|solution|suspension|syrup|inhaler|spray|nasal|cream|ointment|gel|patch|patches|eye|ear|drops?|by|mouth|injections?|infusion|iv|im|po|sc|subcutaneous|subcutaneously|sodium|potassium|calcium|magnesium|hydrochloride|fumarate|besilate|besylate|maleate|succinate|tartrate|mononitrate|dinitrate|phosphate|sulfate|sulphate|acetate|citrate|increased?|reduced?|decreased?|raised?|lowered?|changed?|down|dose's)$/i;
/** Words that make a medicine named without an action a fact about the patient, not a guess: allergy, as needed. */
const NO_ACTION_NEEDED =
  /\b(?:allerg\w*|reactions?|intoleran\w*|rash(?:es)?|hives|(?:if|when|as) (?:needed|required|necessary)|prn)\b/i;

function draft(ctx: MatchContext, m: Mention, sources: Mention[], end: number, reason: string): Draft {
  return {
    kind: "medication",
    verdict: "low_confidence",
    span: claimSpan(ctx, m, end),
    reason,
    evidence: quotes(ctx.facts, sources),
    order: m.start,
  };
}

/** Numbers in the medicine's words that are neither its dose, its frequency nor a count of days, times or things. */
function strayNumber(ctx: MatchContext, m: Mention): { text: string; end: number } | undefined {
  const text = ctx.out.text;
  const covered = [...m.doses, ...m.frequencies, ...m.times, ...m.routes];
  const from = m.contextStart;
  for (const found of text.slice(from, m.windowEnd).matchAll(/\b\d+(?:\.\d+)?\b/g)) {
    const start = from + (found.index ?? 0);
    const end = start + found[0].length;
    if (covered.some((c) => c.start <= start && end <= c.end)) continue;
    if (COUNTED.test(text.slice(end, end + 16)) || BEFORE_TIME.test(text.slice(Math.max(0, start - 12), start)))
      continue;
    return { text: found[0], end };
  }
  return undefined;
}

export function checkHeard(ctx: MatchContext, m: Mention, sources: Mention[], drafts: Draft[]): void {
  if (ctx.lowConfidenceBelow === undefined) return;
  const drug = lower(nameOf(m));
  const line = ctx.out.text.slice(m.line.start, m.line.end);
  // Named with no action, dose or frequency, even under an "if" ("if he does suicidal thoughts the sotalol the
  // price decline"): what a guess looks like; a real mention says what about the medicine.
  const bare = m.doses.length === 0 && m.frequencies.length === 0;
  const stray = strayNumber(ctx, m);
  if (!m.claimed && m.actions.length === 0 && bare && !stray && !NO_ACTION_NEEDED.test(line)) {
    drafts.push(draft(ctx, m, sources, m.end, namedWithNothing(drug)));
    return;
  }
  if (m.conditional) return;
  const action = m.claimed?.action;
  const current = m.doses.filter((d) => !d.previous && !d.future && !d.later && !d.target);
  if ((action === "new" || action === "restart") && m.doses.length === 0) {
    drafts.push(
      draft(ctx, m, sources, m.end, `No dose was heard with ${drug}: check the recording before a patient starts it.`),
    );
    return;
  }
  if (new Set(current.map((d) => `${d.value} ${d.unit ?? ""}`)).size > 1) {
    const second = current[1];
    drafts.push(
      draft(ctx, m, sources, second.end, `Two doses of ${drug} were heard in one instruction: check the recording.`),
    );
    return;
  }
  if (stray) {
    drafts.push(
      draft(ctx, m, sources, stray.end, `"${stray.text}" was heard with ${drug} and is not a dose, a time or a count.`),
    );
    return;
  }
  const between = strayWord(ctx, m);
  if (between) {
    drafts.push(
      draft(
        ctx,
        m,
        sources,
        between.end,
        `"${between.text}" was heard between ${drug} and its dose: check the recording.`,
      ),
    );
    return;
  }
  if (!action && m.doses.length > 0 && !NO_ACTION_NEEDED.test(line)) {
    drafts.push(
      draft(
        ctx,
        m,
        sources,
        m.end,
        `Nothing heard says whether to start, continue, change or stop ${drug}: check the recording.`,
      ),
    );
    return;
  }
  const alike = soundAlikeOf(m.key);
  if (alike) {
    drafts.push(
      draft(
        ctx,
        m,
        sources,
        m.end,
        `${drug.charAt(0).toUpperCase()}${drug.slice(1)} and ${alike} sound alike, a syllable apart: check the recording for which was said.`,
      ),
    );
  }
}

/** The first word between the medicine's name and its dose that is not a word of its form, route or dose. */
function strayWord(ctx: MatchContext, m: Mention): { text: string; end: number } | undefined {
  const from = m.qualifierEnd ?? m.end;
  const dose = m.doses.find((d) => d.start >= from);
  if (!dose) return undefined;
  const gap = ctx.out.text.slice(from, dose.start);
  // A sentence or a clause ends first: the dose is another's.
  if (/[.;:\n]/.test(gap)) return undefined;
  for (const word of gap.matchAll(/[A-Za-z'’]+/g)) {
    if (BEFORE_DOSE.test(word[0])) continue;
    return { text: word[0], end: from + (word.index ?? 0) + word[0].length };
  }
  return undefined;
}

/**
 * For a recording: a name that may be a medicine or a level ("lithium one so they") said with nothing that makes it
 * either. The medicine checks leave such a name alone as a level; from a recogniser it is more often a guess.
 */
export function checkHeardName(ctx: MatchContext, m: Mention, drafts: Draft[]): void {
  if (ctx.lowConfidenceBelow === undefined || m.conditional || m.claimed) return;
  const sentence = ctx.out.text.slice(m.line.start, m.line.end);
  if (LEVEL_WORDS.test(sentence)) return;
  drafts.push(draft(ctx, m, [], m.end, namedWithNothing(lower(nameOf(m)))));
}

const namedWithNothing = (drug: string) =>
  `The recording names ${drug} here with nothing to say what about it: check the recording.`;
