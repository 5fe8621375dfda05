import {
  ACTION,
  ARROW_TO_HELP,
  CLINIC_ACTS,
  CONDITION,
  DEGREE,
  FILLER,
  LEAD_IN,
  LIMIT,
  LIMIT_TOPIC,
  lower,
  NEEDS_HELP,
  type Presence,
  phoneSpans,
  present,
  SIGN_THEN_ACTION,
  SIGNS_OF,
  sourceWords,
  WARNING_SECTION,
} from "./coverage-words";
import type { Draft } from "./drafts";
import { quotes } from "./evidence";
import type { MatchContext } from "./match-context";
import { impliedLengths, type Quantity } from "./numbers";
import { isFollowupSentence } from "./read-claims";
import { amountsIn, type Doc, type Line, type Span, spanAt } from "./text";
import { tokenize, wordsOf } from "./tokens";

/** Warning signs and limits of the source, each of which the summary must keep. */

export interface Item extends Span {
  words: string[];
}

/** "Relapse signs Kieran and his mother will look out for": the title of the list of signs, no sign itself. */
const LIST_TITLE = /\b(?:signs?|symptoms?|look out for|watch (?:out )?for)$/i;

/** "- remember FAST", "- think stroke": a reminder of how to tell the signs is no sign. */
const REMINDER = /^(?:remember|think|safety[\s-]?net(?:ting)?(?: advice)?$)\b/i;

/** "via you", "out of hours": where or when to get the help, not a sign. */
const WHERE = /^(?:via|out of hours|out-of-hours|(?:to )?(?:111|999|911|112)(?: out[- ]of[- ]hours)?$)\b/i;
/**
 * "…, which rarely happen with this type of medicine, …", "- husband aware -", "She is aware that if …", "- this is
 * rare but needs a 999 call": an aside about the sign, or who knows of it, not a sign; "or other compulsive
 * behaviour" closes a list of signs without naming one; "support also available from …" is where to find help.
 */
const ASIDE =
  /^(?:which|who)\b|\b(?:aware|informed|agrees?|agreed|knows|understands)(?: that)?$|^(?:any |or )?other\b|^(?:this|it|these|they) (?:is|are) (?:very )?(?:rare|uncommon|unlikely)\b|^(?:support|help|advice|information)\b.*\bavailable\b/i;
const CONDITION_WORD = /^(?:if|when|whenever)$/i;
/** "she should", "he must", "and": who is to act, between a sign and what to do. */
const WHO_ACTS =
  /\s*\b(?:(?:then\s+)?(?:you|he|she|they|we|parents?|carers?)\s+(?:should|must|need to|needs to|will need to|ought to)(?:\s+(?:please|also|immediately|urgently))?|please|and|then)\s*$/i;

/** A warning sentence as its signs: "chest pain, severe shortness of breath at rest, or you faint" is three. */
const EXPECTED =
  /\b(?:(?:are|is) (?:expected|common|normal|usual)|(?:a |an )?(?:common |known |usual )?side[- ]effects?|(?:can|may|might|could|will) (?:make|cause|loosen|give|upset))\b/i;

/** "Mood: if he feels low, …", "Crisis plan, agreed with Mr Abara and his partner: if he …": a title before the colon. */
const SHORT_TITLE = /^(\s*[A-Za-z][A-Za-z /&-]{0,24}):\s*(?=(?:if|when|whenever|should)\b)/i;
const PLAN_TITLE =
  /^([^:.;]{1,80}\b(?:plan|advice|agreed|discussed|safety[- ]net\w*|information)\b[^:.;]{0,60}):\s*(?=(?:if|when|whenever|should)\b)/i;
const ARROW = /^(?:-+>|→|=>)$/;
/** Where a warning sentence is cut into its signs. */
const CUT = /[,;:()]|\s[-–]\s|-+>|→|=>|\bor\b|\b(?:if|when|whenever|while|during)\b/i;

/**
 * Where a sentence's title ends (its colon), or -1: a plan's title with who agreed it, or a short topic that is the
 * sentence's first cut ("Fever or rash: if …" names signs, so a topic with a cut inside it is none).
 */
function titleEnd(text: string): number {
  const plan = PLAN_TITLE.exec(text);
  if (plan) return plan[1].length;
  const short = SHORT_TITLE.exec(text);
  return short && text.search(CUT) === short[1].length ? short[1].length : -1;
}

export function signsOf(doc: Doc, sentence: Span): Item[] {
  const items: Item[] = [];
  // "..., as these could be signs of a stroke": the reason given is no sign.
  // "... - a high potassium level can affect the heart", ", as it can harm the kidneys", " - may need a scan",
  // "... vomiting may mean raised eye pressure", "even though he is immune".
  const reason = doc.text
    .slice(sentence.start, sentence.end)
    .search(
      /\b(?:as|because|since) (?:these|this|they|it)\b|[,;]\s*(?:as|because|since)\s|\s[-–]\s(?:(?:as|because|since)\s|(?:[^.,;]{0,60}\s)?(?:can|could|may|might)\s)|[,;]?\s*\b(?:even (?:though|if)|although)\b|(?:[,;]\s*)?(?:\b(?:which|that|this|these|it|they)\s+)?\b(?:may|might|could|can) (?:mean|be a sign|be signs|indicate|suggest)\b/i,
    );
  const text = doc.text.slice(sentence.start, reason > 0 ? sentence.start + reason : sentence.end);
  const cut = new RegExp(CUT.source, "gi");
  let from = 0;
  let depth = 0;
  let cutBy = "";
  // "(or call 999 if you feel faint or dizzy)": a bracket with its own sign and action is a warning, no restatement.
  let ownWarning = false;
  let afterArrow = false;
  const push = (to: number) => {
    const start = sentence.start + from;
    const end = sentence.start + to;
    const part = doc.text.slice(start, end).trim();
    // "if she thinks she may be pregnant she should ring the advice line": the sign, then what to do, unpunctuated.
    const action = CONDITION_WORD.test(cutBy) || NEEDS_HELP.test(part) ? part.search(ACTION) : -1;
    if (action > 0) {
      return pushFound(part.slice(0, action).replace(WHO_ACTS, ""), start);
    }
    // "Seek urgent help via 999 for sudden weakness of face": the signs follow the help's "for".
    const help = ACTION_FOR.exec(part);
    if (help && ACTION.test(part) && !/:\s*$/.test(help[0])) {
      return pushFound(part.slice(help.index + help[0].length), start);
    }
    if (ACTION.test(part) || (depth > 0 && !ownWarning)) return;
    // "dizzy on standing -> sit/lie down, tell GP": after the arrow comes what to do, however it is worded.
    if (afterArrow) return;
    pushSign(start, end, part);
  };
  /** A sign cut from a part that also says what to do, found again in the text from where its part starts. */
  const pushFound = (sign: string, from: number) => {
    const at = doc.text.indexOf(sign, from);
    if (sign.trim() && at !== -1) pushSign(at, at + sign.length, sign.trim());
  };
  const pushSign = (start: number, end: number, part: string) => {
    // What to do ("go to A&E straight away"), a restatement in brackets ("(saddle area)"), or a title in capitals
    // ("CAUDA EQUINA WARNING - go to A&E if") is no sign.
    if (SIGNS_OF.test(part) || LIST_TITLE.test(part) || REMINDER.test(part) || WHERE.test(part) || ASIDE.test(part))
      return;
    // "Withdrawal symptoms are expected for a few days", "it can loosen your bowels", "breathlessness is a common side
    // effect": what to expect, said before the sign to act on ("if severe or not settling").
    if (EXPECTED.test(part)) return;
    // "ketones 2+ or more on the strips": "or more" goes on with the reading before it.
    if (
      /^or$/i.test(cutBy) &&
      /^(?:more|less|higher|lower|above|below|over|under)\b/i.test(part) &&
      /[\d+%]\s*or\s*$/i.test(doc.text.slice(Math.max(0, start - 12), start))
    )
      return;
    // "diarrhoea during or after the antibiotic": "after the antibiotic" goes on with when, not a sign of its own.
    if (
      /^or$/i.test(cutBy) &&
      /^(?:after|before|during|following|within)\b/i.test(part) &&
      /\b(?:during|before|after|while on|on)\s+or\s*$/i.test(doc.text.slice(Math.max(0, start - 16), start))
    )
      return;
    // "while on steroids", "during the reduction": when the sign counts, not the sign.
    if (/^(?:while|during)$/i.test(cutBy)) return;
    // "below 50 when she checks it": when the reading is taken, not a sign.
    if (/^(?:when|whenever)$/i.test(cutBy) && /\b(?:check|measure|test|take)(?:s|ed)?\b/i.test(part)) return;
    if (part.length > 3 && part === part.toUpperCase() && /[a-z]/.test(text) && /^[A-Z\s&/-]+$/.test(part)) return;
    const tokens = tokenize(doc.text, start, end);
    const all = wordsOf(tokens);
    // Names ("Mrs. Lee") are no sign; in a letter in capitals every word is capitalised, so all are kept there.
    const named = (i: number) => /^[A-Z]/.test(doc.text[tokens.starts[i]]) && /[a-z]/.test(doc.text.slice(start, end));
    // "irritability on Keppra", "mood changes on levetiracetam": the medicine it comes with says when, not what.
    const onMedicine = /\s(?:on|while on|while taking)\s+([A-Za-z-]+)\s*[.;]?$/i.exec(part);
    const when = onMedicine ? onMedicine[1].toLowerCase() : undefined;
    const words = all.filter(
      (w, i) => !FILLER.has(w) && !/^\d/.test(w) && w.length > 1 && !(i > 0 && named(i)) && w !== when,
    );
    // A number alone ("(24 hours)", "7 am - 8 pm", "(4 lb)") is when or how to reach someone, or a unit given
    // twice: a sign has words.
    if (words.length > 0) items.push({ start, end, words });
  };
  const title = titleEnd(text);
  for (const m of text.matchAll(cut)) {
    if ((m.index ?? 0) > title) push(m.index ?? 0);
    if (m[0] === "(" && depth === 0) {
      const close = text.indexOf(")", m.index);
      const inside = text.slice(m.index, close === -1 ? text.length : close);
      ownWarning = ACTION.test(inside) && CONDITION.test(inside);
    }
    if (m[0] === "(") depth++;
    if (m[0] === ")") depth = Math.max(0, depth - 1);
    from = (m.index ?? 0) + m[0].length;
    cutBy = m[0];
    if (ARROW.test(cutBy)) afterArrow = true;
    else if (cutBy === ";") afterArrow = false;
  }
  push(text.length);
  return items;
}

/**
 * The amounts a summary must give: "for 2/52" is 2 weeks, not a 2 and a 52, so "for 2 weeks" keeps it; a clinician's
 * weeks, days and months as a fraction stand for the length they mean.
 */
function amountsToKeep(doc: Doc, start: number, end: number): Quantity[] {
  const fractions = impliedLengths(doc.text.slice(start, end))
    .filter((q) => CLINICAL_FRACTION.test(q.text))
    .map((q) => ({ ...q, start: q.start + start, end: q.end + start }));
  const inside = (q: Quantity) => fractions.some((f) => f.start <= q.start && q.end <= f.end);
  return [...amountsIn(doc, start, end).filter((q) => !inside(q)), ...fractions];
}

const CLINICAL_FRACTION = /^\d{1,2}\/(?:52|12|7)$/;

export function covered(doc: Doc, item: Item, presence: Presence, phones: Span[]): boolean {
  for (const q of amountsToKeep(doc, item.start, item.end)) {
    if (phones.some((p) => p.start <= q.start && q.end <= p.end)) continue;
    if (q.end <= item.end && !presence.numbers.has(q)) return false;
  }
  if (item.words.length === 0) return true;
  // Every word that names the sign, or more than half of the words when all of them say how bad.
  const naming = item.words.filter((w) => !DEGREE.has(w));
  const words = naming.length > 0 ? naming : item.words;
  const found = words.filter((w) => present(w, presence)).length;
  // Two naming words both ("chest pain" has one: "chest"); of three or more, more than half.
  return words.length <= 2 ? found === words.length : found * 2 > words.length;
}

const leadIns = new WeakMap<Doc, Span[]>();

/** The lines under a lead-in that ends "... if:", up to the next blank line or heading. */
export function underLeadIn(doc: Doc): Span[] {
  let spans = leadIns.get(doc);
  if (spans) return spans;
  spans = [];
  let open: Span | undefined;
  for (const line of doc.lines) {
    const text = doc.text.slice(line.start, line.end);
    if (open && (!text.trim() || line.isHeading)) open = undefined;
    if (open) open.end = line.end;
    if (LEAD_IN.test(text) && ACTION.test(text)) {
      open = { start: line.end, end: line.end };
      spans.push(open);
    }
  }
  leadIns.set(doc, spans);
  return spans;
}

export const inWarningBlock = (doc: Doc, at: number) => underLeadIn(doc).some((s) => s.start <= at && at <= s.end);

/**
 * A heading about getting help, or a label that says what to do for the signs after it on its own line ("Go to A&E
 * for: black stools"; the next line, "Carry the alert card", is no sign of it).
 */
function isWarningSection(doc: Doc, line: Line): boolean {
  if (WARNING_SECTION.test(line.section)) return true;
  const label = doc.text.slice(line.start, line.body).toLowerCase();
  if (!label.includes(line.section) || !ACTION.test(line.section)) return false;
  // "Go to the ER: fever over 101 F, …", "CALL THE OFFICE: redness, …": whom to turn to, then the signs on its line.
  if (/\b(?:for|if|when|whenever)\s*$/.test(line.section)) return true;
  // "Contact the team: Ward 12, …, 0161 496 0000" gives where to turn, with no sign.
  const body = doc.text.slice(line.body, line.end);
  return HELP_LABEL.test(line.section) && /[a-z]/i.test(body) && phoneSpans(body).length === 0;
}

/** A label that is only where to get help: "call the office", "go to the ER" (no "contact details", no "call 0161"). */
const HELP_LABEL =
  /^(?:please\s+)?(?:call|phone|ring|contact|go (?:straight )?to|come back to|return to)\s+(?:the\s+|your\s+|us\b)?(?:[a-z&]+\s*){0,3}$(?<!details|numbers?|information|info)/;

/** Sentences that say when to get help: under a warnings heading or a lead-in, or an action with a condition. */
export function warningSentences(doc: Doc): Span[] {
  return doc.sentences.filter((sentence) => {
    const line = spanAt(doc.lines, sentence.start);
    if (line && isWarningSection(doc, line)) return true;
    if (inWarningBlock(doc, sentence.start)) return true;
    const text = doc.text.slice(sentence.start, Math.min(sentence.end, sentence.start + MAX_SENTENCE));
    return saysWhenToGetHelp(text);
  });
}

/**
 * "Go to A&E for: black stools, vomiting blood", "Call 911 for fainting": what to do, then the signs it is for (with no
 * colon only after emergency help, since "contact the clinic for an appointment" names no sign).
 */
const ACTION_FOR =
  /\bfor\s*:|(?:999|911|112|111|a&e|\bER\b|\bED\b|emergency|urgent (?:help|care|medical))\b[^.:;]{0,30}\bfor\b/i;

/** "Call your PCP within 24 hours: diarrhea comes back", "Call 911: you faint": what to do, a colon, then the sign. */
const ACTION_THEN_SIGNS =
  /^\W*(?:please\s+)?(?:call|phone|ring|dial|contact|go (?:straight )?to|seek|get (?:urgent |medical |emergency )?help)\b[^:.]{0,60}:\s*\S/i;

/**
 * "911 for chest pain, fainting, …" in a list under "Please call:", "Call the Device Clinic the same day for fever over
 * 100.4 F, …": an emergency number, or a call to make at once, for the signs that follow.
 */
const URGENT_FOR =
  /^\W*(?:999|911|112)\s+(?:now\s+)?for\b|\b(?:call|phone|ring|contact)\b[^.:;]{0,40}\b(?:the same day|same day|straight away|right away|at once|immediately|urgently)\s+(?:for|about)\b/i;

/** A sentence that says what to do and on which signs, whatever its order or punctuation. */
function saysWhenToGetHelp(text: string): boolean {
  return (
    (ACTION.test(text) && (CONDITION.test(text) || SIGNS_OF.test(text) || ACTION_FOR.test(text))) ||
    URGENT_FOR.test(text) ||
    NEEDS_HELP.test(text) ||
    ACTION_THEN_SIGNS.test(text) ||
    ARROW_TO_HELP.test(text) ||
    SIGN_THEN_ACTION.test(text)
  );
}

/** Long sentences of an unpunctuated transcript: only the words around the condition count. */
export const MAX_SENTENCE = 400;

const REFERS_BACK = /^\W*if (?:these|this|any of these|either of these|they)\b/i;

/**
 * `presence` is what the summary's warnings say; `everywhere` what all of it says, which keeps a sentence that only
 * stands under a safety heading ("Lithium safety: drink 2 to 3 litres a day"): advice a summary may give at home.
 */
const HELP_SECTION = /help|warning|urgent|emergenc|red flag|seek|when to|alarm|999|danger|worr|net|crisis|safety plan/;

export function warnings(ctx: MatchContext, presence: Presence, warned: Span[], everywhere = presence): Draft[] {
  const drafts: Draft[] = [];
  const { doc } = ctx.facts;
  const phones = phoneSpans(doc.text);
  // "He knows to seek help if: a sore throat …; severe tummy pain …; yellow skin …": the signs after a warning's
  // semicolon, on its line, are its list.
  let listOf: { line: Line; end: number } | undefined;
  for (const [i, sentence] of doc.sentences.entries()) {
    const line = spanAt(doc.lines, sentence.start);
    const listed = listOf !== undefined && listOf.line === line && listOf.end <= sentence.start;
    listOf = undefined;
    // "Relapse signs: poor sleep, louder voices. If these happen, contact Ama": the signs are the sentence before.
    const before = doc.sentences[i - 1];
    // Not back to an appointment ("ENT clinic, Thursday at 09:00." over "If this happens again, see your GP").
    const refersBack =
      before && REFERS_BACK.test(doc.text.slice(sentence.start, sentence.end)) && !isFollowupSentence(doc, before);
    let span: Span = refersBack ? { start: before.start, end: sentence.end } : sentence;
    let text = doc.text.slice(span.start, span.end);
    const inSection =
      listed || (line !== undefined && isWarningSection(doc, line)) || inWarningBlock(doc, sentence.start);
    const said = saysWhenToGetHelp(text);
    if (!inSection && !said) continue;
    // "Lakeshore Urology - call (555) 310-4420 to be seen within 1 week": how to book an appointment, with no sign.
    const booking =
      !CONDITION.test(text) &&
      /\bto (?:be seen|book|make (?:an|the) appointment|arrange (?:an|the) appointment)\b/i.test(text) &&
      /\b(?:in|within)\s+(?:\d+|one|two|three|a)\s+(?:days?|weeks?|months?)\b/i.test(text);
    if (booking) continue;
    // "Follow up with your PCP in 2 days for a wound check" under the return precautions is an appointment, which the
    // follow-up check keeps.
    if (
      !said &&
      isFollowupSentence(doc, sentence) &&
      !CONDITION.test(text) &&
      !/\burgent/i.test(text) &&
      /\b(?:in|within|after)\s+(?:\d+|one|two|three|a)\s+(?:days?|weeks?|months?)\b/i.test(text)
    )
      continue;
    // "She was advised to avoid alcohol while changing medicines" under a crisis plan is a limit, checked as one.
    if (!said && LIMIT.test(text) && LIMIT_TOPIC.test(text)) continue;
    if (text.length > MAX_SENTENCE) {
      const at = span.start + (text.search(CONDITION) === -1 ? 0 : text.search(CONDITION));
      span = { start: Math.max(span.start, at - 150), end: Math.min(span.end, at + 250) };
      text = doc.text.slice(span.start, span.end);
    }
    // "We will phone you if the medicine needs changing" is the clinic's to do, not a sign to act on.
    if (!inSection && CLINIC_ACTS.test(text)) continue;
    warned.push(span);
    if (line && /;\s*$/.test(text)) listOf = { line, end: sentence.end };
    const signs = signsOf(doc, span);
    // Advice under a safety heading ("Lithium safety: drink 2 to 3 litres a day") may stand anywhere in the summary;
    // a sign under a heading or lead-in for getting help belongs with the summary's warnings.
    const advice =
      !said &&
      !inWarningBlock(doc, sentence.start) &&
      line !== undefined &&
      /safety|advice/.test(line.section) &&
      !HELP_SECTION.test(line.section);
    const missing = signs.filter((item) => !covered(doc, item, advice ? everywhere : presence, phones));
    if (missing.length === 0) continue;
    const whole = missing.length === signs.length;
    for (const item of whole ? [span] : missing) {
      const words = sourceWords(ctx, item);
      drafts.push({
        kind: "warning",
        verdict: "omitted",
        value: words,
        reason: whole
          ? "The source's warning is not in the summary."
          : `The source's warning sign "${words.length > 80 ? `${words.slice(0, 79)}…` : words}" is not in the summary.`,
        evidence: quotes(ctx.facts, [span]),
        order: item.start,
      });
    }
  }
  return drafts;
}

/** "No SOB, no haemoptysis, no weight loss": what the patient does not have, not a limit on what to do. */
const NEGATIVE_FINDINGS =
  /^\W*no\b[^,.;]*,\s*(?:and\s+)?no\b|\bno (?:recent |significant |unintentional )?weight (?:loss|gain|change)\b/i;

export function limits(ctx: MatchContext, presence: Presence): Draft[] {
  const drafts: Draft[] = [];
  const { doc } = ctx.facts;
  for (const sentence of doc.sentences) {
    const text = doc.text.slice(sentence.start, sentence.end);
    if (text.length > MAX_SENTENCE || NEGATIVE_FINDINGS.test(text)) continue;
    if (!LIMIT.test(text.replace(/(?<=\S.*)\bno\b/gi, ""))) continue;
    const topic = text.match(LIMIT_TOPIC);
    if (!topic) continue;
    const item: Item = { ...sentence, words: [topic[0].toLowerCase()] };
    const numbersKept = amountsToKeep(doc, sentence.start, sentence.end).every(
      (q) => q.end > sentence.end || presence.numbers.has(q),
    );
    if (numbersKept && present(item.words[0], presence)) continue;
    drafts.push({
      kind: "limit",
      verdict: "omitted",
      value: sourceWords(ctx, sentence),
      reason: `The source's limit on ${lower(topic[0])} is not in the summary${numbersKept ? "" : " as the source gives it"}.`,
      evidence: quotes(ctx.facts, [sentence]),
      order: sentence.start,
    });
  }
  return drafts;
}

// ---------------------------------------------------------------- follow-ups
