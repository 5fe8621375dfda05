import {
  ACTION_ON_IT,
  AFTER_GROUPS,
  AS_NEEDED,
  BRACKET_MARKER,
  CONDITION,
  DEFERRED_STOP,
  GIVEN_AFTER,
  groupAction,
  HOSPITAL_WORDS,
  LATER_ACTIONS,
  LEAD_MARKER,
  LED_ACTION,
  LED_GROUPS,
  labelAction,
  MARKER,
  MARKER_ACTIONS,
  NOT_ITS_VERB,
  PAST,
  PRESENT_AFTER,
  PRESENT_VERB,
  sectionOf,
  TAPER,
  THIS_IS,
  VERB_AFTER,
  VERB_BEFORE,
  VERB_GROUPS,
  WARNING_SECTION,
} from "./action-words";
import { dosesIn } from "./medicine-doses";
import { drugHits, type Found, namedHits, unknownNames } from "./medicine-names";
import { frequencies, routesIn, timesOfDay } from "./medicine-timing";
import type { Action, Dose, Frequency, Mention } from "./medicine-types";
import { type Doc, type Line, type Span, spanAt } from "./text";
import { wordAt } from "./tokens";
import { isClassKey, qualifierOf } from "./vocabulary";

/**
 * Medicines as a text states them, summary or source alike: the medicine, what is to be done with it (start, stop,
 * keep taking, change, hold, given in hospital only), its doses, how often, and how it is taken. The same reading of
 * both texts is what makes them comparable: "Stop taking: apixaban" in a summary against "Start apixaban" in a
 * letter. A medicine's attributes are the words after it, up to the next medicine or the end of its line.
 */

/** Attributes are looked for this far after a medicine at most. */
const WINDOW = 220;
/** After "do not take X": a time apart from something else, so the medicine is taken, only not then. */
const TIMED_APART =
  /^[^.;]{0,25}?\b(?:within \d+(?:\.\d+)?\s*(?:hours?|hrs?|h|minutes?|mins?) (?:of|before|after)|at the same time (?:as|of day)|for \d+\s*(?:hours?|hrs?|h) (?:before|after))\b/i;
/** The words before a medicine that can say what to do with it. */
const CLAUSE = 90;

/**
 * Where a medicine's attributes end: at the next medicine, and at the end of its sentence in prose, or of its line
 * in a list of medicines ("Furosemide 40 mg twice daily. Dose increased from 20 mg."). A wrapped line continues in
 * lower case or with a number.
 */
/** "…, taken with meals and stop Adcal-D3": an action joined on just before the next medicine is that medicine's. */
const NEXT_ONES_ACTION =
  /(?:,|\band|\bthen)\s+(?:stop|start|switch(?:\s+to)?|continue|increase|reduce|add)[ \t]+(?:the[ \t]+|his[ \t]+|her[ \t]+|your[ \t]+)?$/i;

/** "Drug: Metronidazole / Dose: 400 mg / Freq: TDS for 10 days": where a form's entry ends, over its field lines. */
function formEntryEnd(doc: Doc, line: Line, hit: Found): number | undefined {
  // "Rx 1: griseofulvin … 125 mg/5 mL" over "Sig: 15 mL (375 mg) PO once daily": a prescription's lines are a form too.
  if (!/^[\s*•–-]*(?:drug|medication|medicine|name|rx\s*\d*)\s*:/i.test(doc.text.slice(line.start, hit.start)))
    return undefined;
  let end = line.end;
  for (let at = line.end; at < doc.text.length && FIELD_LINE.test(doc.text.slice(at + 1, at + 40)); ) {
    const next = doc.text.indexOf("\n", at + 1);
    end = next === -1 ? doc.text.length : next;
    if (next === -1) break;
    at = next;
  }
  return end;
}

function windowEndOf(doc: Doc, line: Line, sentence: Span, hit: Found, nextStart: number, afterNext: number): number {
  // "Trelegy Ellipta (fluticasone furoate/umeclidinium/vilanterol) 92/55/22 mcg - ONE inhalation OD": a brand the
  // vocabulary does not know, or a combination's, leads an entry that is the whole line, its contents in brackets.
  if (
    (hit.key.startsWith("word:") || hit.key.includes("/")) &&
    nextStart < line.end &&
    /^(?:\s+[A-Z][A-Za-z]+){0,2}[\s\d./]*\($/.test(doc.text.slice(hit.end, nextStart))
  )
    return ownWindowEnd(doc, line, sentence, hit, line.end);
  // "Colecalciferol (vitamin D) 800 units once a day", "Penicillin V (phenoxymethylpenicillin) 250 mg bd": the other
  // name in brackets is the same medicine, and the dose after it is the first name's too.
  if (nextStart < line.end && /^\s*\($/.test(doc.text.slice(hit.end, nextStart))) {
    const close = doc.text.indexOf(")", nextStart);
    if (close !== -1 && close < line.end && close - nextStart <= 40 && !/[,;]/.test(doc.text.slice(nextStart, close)))
      return ownWindowEnd(doc, line, sentence, hit, Math.min(line.end, sentence.end, afterNext));
  }
  // "Testogel 16.2 mg/g gel - 2 pumps (40.5 mg testosterone) once a day": a medicine that closes a bracket of the
  // first's dose is what the dose holds, so how often after the bracket is the first's.
  const between = doc.text.slice(hit.end, nextStart);
  if (
    nextStart < line.end &&
    between.lastIndexOf("(") > between.lastIndexOf(")") &&
    /\d/.test(between.slice(between.lastIndexOf("("))) &&
    /^[A-Za-z][\w-]*\s*\)/.test(doc.text.slice(nextStart, nextStart + 40))
  )
    return ownWindowEnd(doc, line, sentence, hit, Math.min(line.end, sentence.end, afterNext));
  const end = ownWindowEnd(doc, line, sentence, hit, nextStart);
  if (nextStart > end) return end;
  const joined = NEXT_ONES_ACTION.exec(doc.text.slice(hit.end, nextStart));
  return joined ? hit.end + joined.index : end;
}

/** A form's field about the medicine named on the line above ("Dose: 400 mg", "How often: every 12 hours"). */
const FIELD_LINE =
  /^[ \t]*(?:doses?|freq(?:uency)?|how often|route|instructions?|directions?|duration|sig|quantity|qty|strength|form|timing|how long|when)\s*:/i;

/** "Weeks 1-2: 25 mg once daily", "- Day 3: 20 mg": a step of a dose schedule under the medicine's lead-in line. */
const SCHEDULE_STEP =
  /^\s*(?:[-•*]\s*)?(?:(?:weeks?|days?|months?|step|from week|from day)\b[^:\n]{0,20}:|(?:then\s+)?\d+(?:\.\d+)?\s*(?:mg|micrograms?|mcg|g|ml|units?|tablets?|puffs?)\b|then\s+stop\b)/i;

/**
 * "Lamotrigine (Lamictal) to be started slowly:" over its steps: the line leads the schedule under it, up to a blank
 * line or a line that is no step.
 */
function scheduleEnd(doc: Doc, line: Line): number | undefined {
  // Only the line's end is looked at: a transcript may be one line of many thousand words.
  if (!/:\s*$/.test(doc.text.slice(Math.max(line.start, line.end - 4), line.end))) return undefined;
  let end: number | undefined;
  for (let i = doc.lines.indexOf(line) + 1; i < doc.lines.length; i++) {
    const next = doc.lines[i];
    if (!SCHEDULE_STEP.test(doc.text.slice(next.start, next.end))) break;
    end = next.end;
  }
  return end;
}

function ownWindowEnd(doc: Doc, line: Line, sentence: Span, hit: Span, nextStart: number): number {
  const from = hit.end;
  const schedule = scheduleEnd(doc, line);
  if (schedule !== undefined) return Math.min(schedule, nextStart, from + WINDOW);
  // "Omeprazole 20 mg: taken for years. Please reduce it to 10 mg": a line its medicine heads is all about it.
  const headed =
    /^[\s*•–-]*$/.test(doc.text.slice(line.body, hit.start)) &&
    /^(?:[^.:\n]|\.\d){0,40}:/.test(doc.text.slice(from, from + 45));
  // A list's item is its medicine's when the medicine leads it ("- Omeprazole 20 mg …"), not when prose names it on
  // the way ("- Your sleeping pill, zolpidem, works less well now. It leaves you groggy in the morning").
  const leadsItem = line.item && /^[\s*•–-]*(?:[^\s,;:.]+\s+){0,3}$/.test(doc.text.slice(line.body, hit.start));
  const listed = line.label !== undefined || leadsItem || sectionOf(line.section).medicines || headed;
  if (!listed) return Math.min(sentence.end, nextStart, from + WINDOW);
  let end = line.end;
  const after = doc.text.slice(line.end + 1, line.end + 3);
  if (
    !/[.;:!?)]\s*$/.test(doc.text.slice(Math.max(line.start, line.end - 2), line.end)) &&
    /^[a-z0-9(]/.test(after) &&
    !isPipeRow(doc, line)
  ) {
    const next = doc.text.indexOf("\n", line.end + 1);
    end = next === -1 ? doc.text.length : next;
  } else if (/\S(?: {2,}|\t)\S/.test(doc.text.slice(line.body, line.end))) {
    // A table's row that goes on under an empty name column ("Creon 25000   2 capsules … NEW" over
    // "                  1 capsule PO   with snacks", or "                  then 30 mg every other day"): the lines
    // below are the same medicine's.
    for (let at = line.end; /^(?: {8,}|\t+)\S/.test(doc.text.slice(at + 1, at + 80)); ) {
      const next = doc.text.indexOf("\n", at + 1);
      end = next === -1 ? doc.text.length : next;
      if (next === -1) break;
      at = next;
    }
  }
  return Math.min(end, nextStart, from + WINDOW);
}

/** "every 12 h (q12h) | Linezolid (Zyvox) tablet PO | 600 mg | NEW": a table's row, typed with pipes. */
const PIPE_ROW = /\|[^|\n]*\|/;

/** A row of a table typed with pipes is its entry whole: it never goes on to the next line (the next row). */
function isPipeRow(doc: Doc, line: Line): boolean {
  return PIPE_ROW.test(doc.text.slice(line.start, Math.min(line.end, line.start + 400)));
}

/**
 * Where a medicine's dose, frequency and times are read from: after its name, or from its row's start when a table
 * puts other columns first ("Frequency | Drug | Dose": "at bedtime (QHS) | Insulin detemir | 28 units") and no
 * other medicine stands before it in the row.
 */
function attributesFrom(doc: Doc, line: Line, hit: Found, previousEnd: number): number {
  if (previousEnd > line.start || !isPipeRow(doc, line)) return hit.end;
  const before = doc.text.slice(line.start, hit.start);
  return /\|/.test(before.replace(/^\s*\|/, "")) ? line.start : hit.end;
}

/** A start said after the dose with the day it was made: "30 mg tds started today", "(prescribed today)". */
const STARTED_TODAY = /^[^.;!?]{0,40}?\b(?:started|prescribed|commenced|begun)\s+today\b/i;

type Claim = NonNullable<Mention["claimed"]>;

/** What the text says to do with the medicine at `hit`: every statement, strongest first. */
function claimsOf(
  doc: Doc,
  hit: Found,
  line: Line,
  firstOfLine: boolean,
  clauseStart: number,
  windowEnd: number,
  near: Near,
  sentenceStart: number,
  laterEnd: number,
  askEnd: number,
): Claim[] {
  const claims: Claim[] = [];
  const labelled = line.label ? labelAction(line.label) : undefined;
  if (line.label && labelled && line.labelStart !== undefined && (firstOfLine || labelled === "hospital")) {
    claims.push({ action: labelled, start: line.labelStart, end: line.labelStart + line.label.length, by: "label" });
  }
  // Not on a line typed all in capitals, where "STARTED CLARITHROMYCIN … BEFORE ADMISSION" is a verb with its tense.
  const typed = doc.text.slice(line.start, Math.min(line.end, line.start + 400));
  const lead =
    firstOfLine && !labelled && typed !== typed.toUpperCase()
      ? LEAD_MARKER.exec(doc.text.slice(line.body, hit.start))
      : null;
  if (lead) {
    const at = line.body + lead[0].indexOf(lead[1]);
    claims.push({ action: MARKER_ACTIONS[lead[1]], start: at, end: at + lead[1].length, by: "marker" });
  }
  // A marker stands with its medicine ("... twice daily - CONTINUE"), not a page further on a long line.
  // After the medicine only: "STARTED FLUCONAZOLE … 4 DAYS BEFORE ADMISSION" in a record typed in capitals is a verb
  // before it, read with its tense like any other.
  const markerFrom = Math.max(line.body, hit.end);
  const marker =
    firstOfLine && !labelled
      ? doc.text.slice(markerFrom, Math.min(Math.max(line.end, windowEnd), windowEnd + 60)).match(MARKER)
      : null;
  if (marker?.index !== undefined) {
    const at = markerFrom + marker.index;
    // "30 mg OD for 3 days, then 20 mg …, then STOP": the end of a reducing course, a course to take now.
    const endOfCourse = MARKER_ACTIONS[marker[1]] === "stop" && /\bthen\s*$/i.test(doc.text.slice(at - 12, at));
    const action = endOfCourse ? "change" : MARKER_ACTIONS[marker[1]];
    claims.push({ action, start: at, end: at + marker[0].length, by: "marker" });
  }
  // A verb in the clause before counts, not one across a semicolon or colon ("the pill was stopped; desogestrel is
  // started in its place").
  const rawClause = doc.text.slice(clauseStart, hit.start);
  const cutAt = Math.max(rawClause.lastIndexOf(";"), rawClause.lastIndexOf(":"));
  const clause = cutAt === -1 ? rawClause : rawClause.slice(cutAt + 1);
  clauseStart += cutAt + 1;
  let before: RegExpExecArray | undefined;
  VERB_BEFORE.lastIndex = 0;
  // A word in capitals on a line in lower case is a marker, and a marker is its line's first medicine's.
  const lineText = line.end - line.start < 400 ? doc.text.slice(line.start, line.end) : "";
  const capitals = lineText !== "" && lineText === lineText.toUpperCase();
  for (let m = VERB_BEFORE.exec(clause); m; m = VERB_BEFORE.exec(clause)) {
    // "AVOID NSAIDs", "STOP the amlodipine": a verb in capitals right before its medicine is that medicine's.
    const rightBefore = /^\s*(?:(?:the|his|her|your|their)\s+)?$/i.test(clause.slice(m.index + m[0].length));
    if (capitals || m[0] !== m[0].toUpperCase() || rightBefore) before = m;
  }
  if (before && NOT_ITS_VERB.test(clause.slice(before.index + before[0].length))) before = undefined;
  // "thiazides raise urate, so I have switched his bendroflumethiazide to losartan": the swap right before the
  // medicine is what is done to it.
  if (before && SWAP_VERB.test(clause) && swapOf(doc, hit, clause, clauseStart, sentenceStart)) before = undefined;
  // "No change to his medicines (ramipril continues)": a verb denied says nothing of what follows.
  if (before && /\bno\s*$/i.test(clause.slice(0, before.index))) before = undefined;
  // "made your tacrolimus level go up": a blood level is a test, and a verb before it is not done to the medicine.
  if (before && /^\s+(?:blood\s+)?(?:levels?|concentrations?)\b/i.test(doc.text.slice(hit.end, hit.end + 30)))
    before = undefined;
  // "No ibuprofen in pregnancy" says to avoid it; "no penicillin allergy", "no adrenaline pen at home" and "no
  // aspirin taken" tell what the patient has not got or done.
  if (before && /^no$/i.test(before[0]) && NO_IS_NOT_AVOID.test(doc.text.slice(hit.end, hit.end + 40)))
    before = undefined;
  // "They stop Hiprex from working": what another medicine does to it, no stop.
  if (before && /^stops?$/i.test(before[0]) && /^\s+from\s+\w+ing\b/i.test(doc.text.slice(hit.end, hit.end + 30)))
    before = undefined;
  // "Do not take levofloxacin within 2 hours of antacids", "… at the same time as iron": when to take it, no stop.
  if (before && /^(?:do not|don't) take$/i.test(before[0]) && TIMED_APART.test(doc.text.slice(hit.end, hit.end + 60)))
    before = undefined;
  // "Diphenhydramine - STOP - do not take with zolpidem or doxepin": what not to take it with goes on; so for "Do not
  // take oxytetracycline with milk or antacids".
  if (
    before &&
    /^(?:(?:do not|don't) take|avoid)$/i.test(before[0]) &&
    (/^\s+(?:it\s+|them\s+)?(?:with|alongside|together with)\b/i.test(clause.slice(before.index + before[0].length)) ||
      (/^\s*$/.test(clause.slice(before.index + before[0].length)) &&
        /^\s+(?:with|alongside|together with)\b/i.test(doc.text.slice(hit.end, hit.end + 20))))
  )
    before = undefined;
  const fromVerb = before ? groupAction(before, VERB_GROUPS, 1) : undefined;
  const notBefore = before !== undefined && /\b(?:not|never|n't)\s+(?:yet\s+)?$/i.test(clause.slice(0, before.index));
  // "We have not started calcium yet", "he never received penicillin": nothing done, so nothing to do.
  if (before && notBefore && fromVerb !== "stop" && fromVerb !== "continue") before = undefined;
  if (before && fromVerb) {
    const at = clauseStart + before.index;
    // "do not stop" keeps it going; any other word of stopping stops it.
    // "She must never stop hydrocortisone suddenly" keeps it going too; "do not continue aspirin" stops it.
    const denied = notBefore && (fromVerb === "stop" || fromVerb === "continue");
    const action: Action = /^(?:do not|don't) stop/i.test(before[0])
      ? "continue"
      : denied
        ? fromVerb === "stop"
          ? "continue"
          : "stop"
        : fromVerb;
    claims.push({ action, start: at, end: at + before[0].length, by: "verb" });
  }
  if (!before) {
    const swapped = swapOf(doc, hit, clause, clauseStart, sentenceStart);
    if (swapped) claims.push(swapped);
  }
  const after = doc.text.slice(hit.end, windowEnd).match(VERB_AFTER);
  let fromAfter = after ? groupAction(after as RegExpExecArray, AFTER_GROUPS, 1) : undefined;
  // "aspirin must not be stopped" says to keep on with it; "was not started" says nothing to do.
  if (after && /\b(?:not|never)\s+(?:to\s+)?(?:be|been|being)\b|n't\s+(?:be|been)\b/i.test(after[0]))
    fromAfter = fromAfter === "stop" ? "continue" : undefined;
  if (after && fromAfter) {
    claims.push({ action: fromAfter, start: hit.end + (after.index ?? 0), end: hit.end + after[0].length, by: "verb" });
  } else {
    // "nefopam 30 mg tds started today", "(prescribed today)": new from today, said after its dose.
    const today = STARTED_TODAY.exec(doc.text.slice(hit.end, windowEnd));
    if (today) claims.push({ action: "new", start: hit.end + today.index, end: hit.end + today[0].length, by: "verb" });
  }
  // "diazepam - slow reduction, not to be stopped suddenly": kept on only as the way down its steps.
  const keptOnly = claims.length > 0 && claims.every((c) => c.action === "continue" && c.by === "verb");
  const rest = doc.text.slice(hit.end, line.end);
  // Led by the medicine, or by its brand with the medicine in brackets ("Trelegy Ellipta (fluticasone …) …").
  // "iii) Mesalazine …", "(d) Loperamide …": a list's roman numeral or letter leads no less.
  const leads =
    /^[\s*•–-]*(?:\(?(?:[ivx]{1,4}|[a-h]|\d{1,2})[).]\s+)?(?:[A-Z][A-Za-z-]+(?: [A-Z][A-Za-z-]+)? \()?$/.test(
      doc.text.slice(Math.max(line.body, sentenceStart), hit.start),
    );
  if (leads && (claims.length === 0 || keptOnly)) {
    const led = rest.match(LED_ACTION) ?? rest.match(ACTION_ON_IT) ?? rest.match(THIS_IS) ?? rest.match(STATUS_AT_END);
    const action = led ? groupAction(led as RegExpExecArray, LED_GROUPS, 1) : undefined;
    if (led && action) {
      const at = hit.end + (led.index ?? 0);
      claims.push({ action, start: at, end: at + led[0].length, by: "verb" });
      LATER_ACTIONS.lastIndex = (led.index ?? 0) + led[0].length;
      for (let m = LATER_ACTIONS.exec(rest); m; m = LATER_ACTIONS.exec(rest)) {
        const later: Action = m[1] ? "stop" : "change";
        if (!claims.some((c) => c.action === later))
          claims.push({ action: later, start: hit.end + m.index, end: hit.end + m.index + m[0].length, by: "verb" });
      }
      // "Indapamide: withheld on day of surgery (low BP) - restarted today": paused, then started again.
      const again = action === "hold" ? RESTARTED.exec(rest.slice((led.index ?? 0) + led[0].length)) : null;
      if (again) {
        const from = hit.end + (led.index ?? 0) + led[0].length + again.index;
        claims.push({ action: "restart", start: from, end: from + again[0].length, by: "verb" });
      }
    }
  }
  // "Fybogel 3.5 g sachet od -> bd (↑)": a dose or how often with an arrow to the new one is a change.
  const arrow = leads && claims.length === 0 ? CHANGE_ARROW.exec(rest) : null;
  if (arrow)
    claims.push({
      action: "change",
      start: hit.end + arrow.index,
      end: hit.end + arrow.index + arrow[0].length,
      by: "marker",
    });
  // "He has been buying cyanocobalamin tablets …, and he can stop them": said of it later in its sentence.
  // "…cyanocobalamin tablets for the last month; I have explained …, and he can stop them": up to the sentence's end
  // when no other medicine is named before it.
  const later =
    claims.length === 0 && !leads ? doc.text.slice(hit.end, Math.max(windowEnd, laterEnd)).match(ACTION_ON_IT) : null;
  const fromLater = later ? groupAction(later as RegExpExecArray, LED_GROUPS, 1) : undefined;
  // "Your colleague started pregabalin 75 mg bd in October. … Please reduce it to 75 mg at night": a request in a
  // following sentence that names no other medicine is what to do now; the start is its past.
  const pastOnly = claims.length > 0 && claims.every((c) => c.by === "verb") && !leads;
  const asked = pastOnly ? PLEASE_ON_IT.exec(doc.text.slice(hit.end, Math.max(hit.end, askEnd))) : null;
  const fromAsked = asked ? groupAction(asked, LED_GROUPS, 1) : undefined;
  if (asked && fromAsked && PAST.test(near.text())) {
    const verb = asked[0].match(/(\w+)\s+(?:it|them)$/i);
    const at = hit.end + asked.index + asked[0].length - (verb ? verb[0].length : 0);
    claims.splice(0, claims.length, {
      action: fromAsked,
      start: at,
      end: at + (verb ? verb[1].length : 0),
      by: "verb",
    });
  }
  if (later && fromLater) {
    // The claim is the verb itself ("stop"), so "he can stop them" is what to do now, not the past it follows.
    const verb = later[0].match(/(\w+)\s+(?:it|this|them|the dose)$/i);
    const at = hit.end + (later.index ?? 0) + (verb ? later[0].length - verb[0].length : 0);
    claims.push({ action: fromLater, start: at, end: at + (verb ? verb[1].length : later[0].length), by: "verb" });
  }
  const present = claims.length === 0 ? doc.text.slice(hit.end, windowEnd).match(PRESENT_AFTER) : null;
  const fromPresent = present
    ? groupAction(present as RegExpExecArray, ["stop", "new", "continue", "change"], 1)
    : undefined;
  if (present && fromPresent) {
    const at = hit.end + (present.index ?? 0);
    claims.push({ action: fromPresent, start: at, end: at + present[0].length, by: "verb" });
  }
  const bracket = claims.length === 0 ? doc.text.slice(hit.end, windowEnd).match(BRACKET_MARKER) : null;
  const fromBracket = bracket ? groupAction(bracket as RegExpExecArray, LED_GROUPS, 1) : undefined;
  if (bracket && fromBracket) {
    const at = hit.end + (bracket.index ?? 0);
    claims.push({ action: fromBracket, start: at, end: at + bracket[0].length, by: "marker" });
  }
  const given = claims.length === 0 ? doc.text.slice(hit.end, windowEnd).match(GIVEN_AFTER) : null;
  if (given) {
    const at = hit.end + (given.index ?? 0);
    claims.push({ action: "hospital", start: at, end: at + given[0].length, by: "verb" });
  }
  const section = sectionOf(line.section).action;
  if (section && claims.length === 0) claims.push({ action: section, start: hit.start, end: hit.end, by: "heading" });
  // "Enoxaparin while an inpatient - stopped on discharge": given in hospital only, and stopped; both are true.
  if (claims.every((c) => c.action === "stop") && HOSPITAL_WORDS.test(near.text())) {
    claims.push({ action: "hospital", start: hit.start, end: hit.end, by: "setting" });
  }
  return claims;
}

const TIMING_WORD = "(?:od|bd|bid|tds|tid|qds|qid|nocte|mane|daily|once|twice)";
const CHANGE_ARROW = new RegExp(
  String.raw`(?:\d(?:\.\d+)?\s*(?:mg|g|micrograms?|mcg|ml|units?)?|\b${TIMING_WORD})\s*(?:->|→)\s*(?:\d|${TIMING_WORD}\b)|\(\s*[↑↓]\s*\)`,
  "i",
);

const NO_IS_NOT_AVOID =
  /^[\s-]*(?:allerg|sensitiv|intoleran|reaction|hypersensitiv|(?:auto-?)?(?:pens?|injectors?|inhalers?|spacers?)\b|(?:was |has been |been )?(?:taken|given|used|prescribed|tried|at home|in the house)\b)/i;

/**
 * "Switch tiotropium (Spiriva) to Trelegy Ellipta", "switched his bendroflumethiazide to losartan", "replace ramipril with
 * losartan": the medicine after the verb is
 * stopped and the one after "to" or "with" is started. Bare "change" stops nothing ("change amlodipine to the
 * evening"), so it starts only the medicine its "to" names.
 */
const SWAP_VERB = /\b(switch(?:ed|ing)?|swap(?:ped|ping)?|convert(?:ed|ing)?)\s+(?:(?:his|her|their|your|the)\s+)?$/i;
const SWAP_FROM_TO =
  /\b(?:switch(?:ed|ing)?|swap(?:ped|ping)?|convert(?:ed|ing)?|chang(?:e|ed|ing)|replac(?:e|ed|ing))\s+(?:from\s+)?(?:[^.;:\n]|\.(?=\d)){2,80}?\s+(?:to|with|for)\s*$/i;

function swapOf(doc: Doc, hit: Found, clause: string, clauseStart: number, sentenceStart: number): Claim | undefined {
  const verb = SWAP_VERB.exec(clause);
  // "2.5 mg": a decimal point ends no clause.
  if (
    verb &&
    /^(?:[^.;:\n]|\.(?=\d)){0,60}?\s(?:to|with|for)\s+[A-Za-z]/i.test(doc.text.slice(hit.end, hit.end + 80))
  ) {
    const at = clauseStart + verb.index;
    return { action: "stop", start: at, end: at + verb[1].length, by: "verb" };
  }
  const into = /(?:to|with|for)\s*$/i.exec(clause);
  // "switched bendroflumethiazide 2.5 mg to losartan": the old medicine's dose may stand before the "to".
  if (!into || !/^[\s)\]]*(?:[\d.,]+\s*(?:mg|micrograms?|mcg|g|ml|mL|units?)\s+)?(?:to|with|for)\s*$/i.test(clause))
    return undefined;
  const lead = doc.text.slice(Math.max(sentenceStart, hit.start - 160), hit.start);
  if (!SWAP_FROM_TO.test(lead)) return undefined;
  const at = clauseStart + into.index;
  return { action: "new", start: at, end: at + into[0].trimEnd().length, by: "verb" };
}

/** What a plan's heading names before its colon ("Plan: stop naproxen and see your GP" is no sign). */
const PLAN_TITLE =
  /^(?:plan|advice|medications?|medicines?|meds|management|recommendations?|impression|instructions?|actions?|treatment|discharge|rx|changes?|to do)\b/i;

/** "Severe headache with blurred vision: stop isotretinoin and go to A&E": a sign, its colon, then stop and get help. */
function signThenStop(doc: Doc, line: Line, claim: Claim): boolean {
  // A claim read from "(agomelatine) - stop …" may begin at the bracket or the dash.
  const at = claim.start + (/^\)?\s*[-–]{1,2}\s*/.exec(doc.text.slice(claim.start, claim.start + 6))?.[0].length ?? 0);
  const before = doc.text.slice(line.start, at);
  // "Dark urine … (agomelatine) - stop agomelatine and see you the same day": a dash sets off the sign too.
  const colon = /^\W*([^:]{3,160}?)(?::|\s[-–]{1,2})\s*(?:please\s+)?$/.exec(before);
  if (!colon || PLAN_TITLE.test(colon[1].trim())) return false;
  return /^\w+\s+[^.;]{0,40}?\band\s+(?:go|call|phone|ring|contact|see|seek|attend|tell|get)\b/i.test(
    doc.text.slice(at, at + 90),
  );
}

const RESTARTED = /\b(?:re-?start(?:ed)?|resum(?:e|ed))\b/i;

/** "… 92/55/22 mcg - ONE inhalation OD - continue": the status a list entry ends with, after its dose and timing. */
const STATUS_AT_END =
  /\s[-–]\s*(?:(stop(?:ped)?|discontinued?)|(start(?:ed)?|new)|(continued?|no change|unchanged)|(increased?|reduced?|decreased?|changed?)|(restart(?:ed)?|resumed?)|(hold|held|withh[oe]ld))\s*\.?\s*$/i;

/** After a stopped medicine: "and call 911 for …", "and seek help if …": the stop is what to do on those signs. */
const STOP_AND_GET_HELP =
  /^\s*(?:\([^)]*\)\s*)?(?:and|&|,)\s*(?:call|ring|phone|dial|seek|get|go|come|contact|tell)\b[^.;]{0,60}?\b(?:for|if|when|should)\b/i;

/** Before a medicine: "while on", "during": it names how long another medicine's instruction holds. */
const WHILE_ON = /\b(?:while|whilst)\s+(?:on|taking|using)\s+(?:the\s+)?$|\bduring\s+(?:the\s+)?$/i;

/** The sentence near a medicine, cut out once when first needed (a transcript may be one sentence). */
class Near {
  private cut: string | undefined;
  constructor(
    private readonly doc: Doc,
    private readonly from: number,
    private readonly to: number,
  ) {}

  text(): string {
    this.cut ??= this.doc.text.slice(this.from, this.to);
    return this.cut;
  }
}

/** A medicine as read: what to do with it now, its doses, frequencies and routes when first asked for. */
class Read implements Mention {
  key: string;
  name: string;
  start: number;
  end: number;
  qualifier?: string;
  qualifierEnd?: number;
  ambiguous: boolean;
  claimed?: Claim;
  actions: Action[];
  conditional: boolean;
  history: boolean;
  pastAction?: Action;
  tapered?: boolean;
  deferredStop?: boolean;
  contextStart: number;
  windowEnd: number;
  line: Line;
  private readonly doc: Doc;
  private readonly listed: boolean;
  private readonly routeFrom: number;
  /** Where its dose, frequency and times are read from (decision 490). */
  private readonly from: number;
  private readDoses?: Dose[];
  private readFrequencies?: Frequency[];
  private readRoutes?: Mention["routes"];
  private readTimes?: Mention["times"];

  constructor(
    doc: Doc,
    hit: Found,
    line: Line,
    clauseStart: number,
    windowEnd: number,
    claims: Claim[],
    near: Near,
    from: number,
  ) {
    this.doc = doc;
    this.from = from;
    this.key = hit.key;
    this.name = hit.name;
    this.start = hit.start;
    this.end = hit.end;
    this.ambiguous = hit.ambiguous;
    this.line = line;
    this.windowEnd = windowEnd;
    this.qualifier = qualifierOf(wordAt(doc.tokens, hit.next));
    this.qualifierEnd = this.qualifier ? doc.tokens.ends[hit.next] : undefined;
    const byVerb = claims[0]?.by === "verb";
    const verb = byVerb ? doc.text.slice(claims[0].start, claims[0].end).trim() : "";
    // "Dose reduced: 3 mg bd. Previously 4 mg bd": for a change, "previously" is the old dose, not a past change.
    const pastText = claims[0]?.action === "change" ? near.text().replace(/\bpreviously\b/gi, "") : near.text();
    this.history = byVerb && !PRESENT_VERB.test(verb) && PAST.test(pastText);
    this.pastAction = this.history ? claims[0].action : undefined;
    this.claimed = this.history ? undefined : claims[0];
    this.actions = this.history ? [] : claims.map((c) => c.action);
    this.conditional =
      (byVerb &&
        (CONDITION.test(near.text().replace(AS_NEEDED, "")) ||
          WARNING_SECTION.test(line.section) ||
          /\b(?:signs?|symptoms?) of\b/i.test(near.text()) ||
          // "Black stools on naproxen -> stop naproxen and see GP": a sign, an arrow, and what to do then.
          // "  -> STOP Promensil …" is a list's arrow bullet, with no sign before it.
          /\S[^\n]*?(?:->|→)\s*$/.test(doc.text.slice(Math.max(line.start, claims[0].start - 80), claims[0].start)) ||
          signThenStop(doc, line, claims[0]) ||
          // "…; yellowing of the skin or eyes (stop azathioprine and call the advice line)": what to do on the sign
          // before the bracket.
          /\(\s*$/.test(doc.text.slice(Math.max(0, claims[0].start - 3), claims[0].start)))) ||
      // "STOP PAXLOVID AND CALL 911 for swelling of the lips": a stop that goes with getting help, for its signs.
      (claims[0]?.action === "stop" && STOP_AND_GET_HELP.test(doc.text.slice(hit.end, line.end)));
    this.tapered =
      claims.some((c) => c.action === "change") && TAPER.test(near.text() + doc.text.slice(hit.end, windowEnd));
    this.deferredStop =
      claims.some((c) => c.action === "stop") &&
      DEFERRED_STOP.test(doc.text.slice(Math.max(line.start, hit.start - 60), windowEnd));
    this.contextStart = Math.min(clauseStart, line.labelStart ?? clauseStart);
    // "through a mask (a nebuliser), steroid tablets": a route before a comma is the list's item before.
    const lead = Math.max(clauseStart, hit.start - 24);
    const comma = doc.text.slice(lead, hit.start).lastIndexOf(",");
    this.routeFrom = comma === -1 ? lead : lead + comma + 1;
    this.listed = Boolean(line.label) || sectionOf(line.section).medicines;
  }

  /** "… 2.5 mg daily while on Paxlovid": named as the time another medicine's instruction holds, with nothing of its own. */
  get onlyAWhile(): boolean {
    return WHILE_ON.test(this.doc.text.slice(Math.max(this.line.start, this.start - 20), this.start));
  }

  get doses(): Dose[] {
    if (this.onlyAWhile) return [];
    this.readDoses ??= dosesIn(this.doc, this.from, this.windowEnd, this.line.start);
    return this.readDoses;
  }

  get frequencies(): Frequency[] {
    if (this.onlyAWhile) return [];
    this.readFrequencies ??= frequencies(this.doc.text, this.from, this.windowEnd);
    return this.readFrequencies;
  }

  get routes(): Mention["routes"] {
    this.readRoutes ??= routesIn(this.doc.text, this.routeFrom, this.windowEnd);
    return this.readRoutes;
  }

  get times(): Mention["times"] {
    this.readTimes ??= timesOfDay(this.doc.text, this.from, this.windowEnd);
    return this.readTimes;
  }

  get medicineContext(): boolean {
    return this.listed || this.claimed !== undefined || this.doses.length > 0;
  }
}

/** Where the sentence after this one ends, `count` sentences on. */
function followingEnd(doc: Doc, sentence: Span, count: number): number {
  let end = sentence.end;
  for (let i = 0; i < count; i++) {
    const stop = doc.text.slice(end + 1, end + 1 + WINDOW).search(/[.!?](?:\s|$)/);
    if (stop === -1) break;
    end = end + 1 + stop + 1;
  }
  return end;
}

/** "Please reduce it to 75 mg": a request that starts its sentence, about the medicine named before. */
const PLEASE_ON_IT =
  /(?:^|[.!?]\s+)(?:please\s+)?(?:(stop|discontinue)|(start)|(continue)|(reduce|increase|decrease|lower)|(restart|resume)|(hold|pause))\s+(?:it|them)\b/i;

/** A sentence's end, or the next one's after a semicolon: what it goes on to say of "them" may stand there. */
function laterEndOf(doc: Doc, sentence: Span): number {
  if (!/;\s*$/.test(doc.text.slice(Math.max(sentence.start, sentence.end - 2), sentence.end))) return sentence.end;
  const stop = doc.text.slice(sentence.end, sentence.end + 2 * WINDOW).search(/[.!?](?:\s|$)/);
  return stop === -1 ? sentence.end : sentence.end + stop + 1;
}

/**
 * "… after the last ramipril dose" names a time; "… in place of ramipril" the medicine another replaces: neither is
 * what the verb near it acts on.
 */
const NOT_ACTED_ON =
  /\b(?:(?:after|before|from|with|until|since) (?:the |your |his |her |their )?(?:last|final|next)|in place of|instead of|rather than|to replace|while (?:you|she|he|they) (?:take|takes|are taking|is taking)|while (?:taking|on)|replac(?:es|ing)|(?:until|once|when|after|and) (?:you|she|he|they) (?:have|has) (?:taken|stopped|finished|completed|been (?:on|taking))(?: (?:the|your|his|her|their))?)\s+$/i;

/**
 * "Gemtesa (vibegron)", "vibegron (Gemtesa)": a name no list knows, glossed in brackets by one the vocabulary knows
 * or glossing it, is that medicine, so what either text says of the brand is said of the same drug; so is the name
 * anywhere else in the text ("sodium cromoglicate (Opticrom) …" then "STOP Opticrom eye drops").
 */
function glossedBrands(doc: Doc, hits: Found[]): Found[] {
  const glossed = new Map<string, Found>();
  for (const drug of hits) {
    if (!isDrug(doc, drug)) continue;
    const after = /^\s*\(\s*([A-Za-z][\w-]*)\s*\)/.exec(doc.text.slice(drug.end, drug.end + 40));
    const before = /\b([A-Za-z][\w-]*)\s*\(\s*$/.exec(doc.text.slice(Math.max(0, drug.start - 40), drug.start));
    const closes = /^\s*\)/.test(doc.text.slice(drug.end, drug.end + 4));
    for (const name of [after?.[1], closes ? before?.[1] : undefined]) {
      const key = `word:${name?.toLowerCase()}`;
      if (name && !glossed.has(key)) glossed.set(key, drug);
    }
  }
  return hits.map((hit) => {
    const drug = glossed.get(hit.key);
    return drug ? { ...hit, key: drug.key, ambiguous: drug.ambiguous } : hit;
  });
}

// One drug, named for certain: not a class, a combination ("Kaftrio (ivacaftor/tezacaftor/elexacaftor)") or a word
// that is also a test or a nutrient ("Sando-K (potassium chloride)").
const isDrug = (doc: Doc, hit: Found) =>
  !hit.key.startsWith("word:") &&
  !isClassKey(hit.key) &&
  !hit.ambiguous &&
  !/[/+]|\band\b/.test(`${hit.key} ${doc.text.slice(hit.start, hit.end)}`);

/**
 * Every medicine of the text with what it says of it. Doses, frequencies and routes are read when first asked for:
 * a source's medicines are many, and only those the summary names are compared. `names` are medicines another text
 * names that no list knows, read wherever this text uses them.
 */
export function readMedicines(doc: Doc, names: readonly string[] = []): Mention[] {
  const known = drugHits(doc);
  const found = [...known, ...unknownNames(doc, known)];
  const sorted = [...found, ...namedHits(doc, names, found)].sort((a, b) => a.start - b.start);
  // "Calcichew-D3 Forte 1 tab bd": an unknown word right after a name is the rest of that name.
  const all = glossedBrands(
    doc,
    sorted.filter(
      (hit, i) => i === 0 || !hit.key.startsWith("word:") || doc.text.slice(sorted[i - 1].end, hit.start) !== " ",
    ),
  );
  const mentions: Mention[] = [];
  let firstOfLine: Line | undefined;
  for (let i = 0; i < all.length; i++) {
    const hit = all[i];
    const line = spanAt(doc.lines, hit.start);
    // A heading names no medicine to take, unless it leads the medicine's dose schedule.
    if (!line || (line.isHeading && scheduleEnd(doc, line) === undefined)) continue;
    const sentence = spanAt(doc.sentences, hit.start) ?? line;
    const previous = i > 0 && all[i - 1].end > sentence.start ? all[i - 1].end : sentence.start;
    const nextStart = i + 1 < all.length ? all[i + 1].start : doc.text.length;
    const afterNext = i + 2 < all.length ? all[i + 2].start : doc.text.length;
    const form = formEntryEnd(doc, line, hit);
    let windowEnd: number;
    if (form !== undefined && form > line.end) {
      // The entry's other name in brackets ("Phenoxymethylpenicillin (penicillin V)") does not end it.
      let after = i + 1;
      while (after < all.length && all[after].start < line.end) after++;
      windowEnd = Math.min(form, after < all.length ? all[after].start : doc.text.length, hit.end + WINDOW);
    } else windowEnd = windowEndOf(doc, line, sentence, hit, nextStart, afterNext);
    const isFirstOfLine = firstOfLine !== line;
    firstOfLine = line;
    const clauseStart = Math.max(previous, hit.start - CLAUSE);
    const near = new Near(doc, Math.max(sentence.start, hit.start - 200), Math.min(sentence.end, windowEnd + 100));
    // "Continue donepezil? - No, he is not on it": a question says nothing to do.
    const asked = doc.text.slice(hit.end, Math.min(doc.text.length, sentence.end + 1, hit.end + 60)).search(/[?.!]/);
    const notActedOn =
      NOT_ACTED_ON.test(doc.text.slice(Math.max(sentence.start, hit.start - 30), hit.start)) ||
      // "until 3 months after prednisolone has stopped": a time, not a stop.
      (!line.label &&
        /\b(?:after|until|once)\s+(?:the |his |her |your |their )?$/i.test(
          doc.text.slice(Math.max(0, hit.start - 12), hit.start),
        ) &&
        /^\s+(?:has|have|is|are)\s+(?:been\s+)?(?:stopped|finished|completed)\b/i.test(
          doc.text.slice(hit.end, hit.end + 40),
        ));
    const claims =
      (asked !== -1 && doc.text[hit.end + asked] === "?") || notActedOn
        ? []
        : claimsOf(
            doc,
            hit,
            line,
            isFirstOfLine,
            clauseStart,
            windowEnd,
            near,
            sentence.start,
            Math.min(laterEndOf(doc, sentence), nextStart, hit.end + 2 * WINDOW),
            Math.min(followingEnd(doc, sentence, 2), nextStart, hit.end + 2 * WINDOW),
          );
    // "… started pregabalin 75 mg bd in October. … Please reduce it to 75 mg at night": the request's dose and how
    // often are the medicine's too.
    const later = claims.find((c) => c.start >= windowEnd);
    const askedEnd = later
      ? Math.min(spanAt(doc.sentences, later.start)?.end ?? later.end, later.end + 120)
      : windowEnd;
    const from = attributesFrom(doc, line, hit, i > 0 ? all[i - 1].end : -1);
    const read = new Read(doc, hit, line, clauseStart, Math.max(windowEnd, askedEnd), claims, near, from);
    // "until you have taken lamotrigine 100 mg for 2 weeks": a time, with no dose or action of its own to judge.
    if (notActedOn) read.history = true;
    mentions.push(read);
  }
  // "Adcal-D3 (calcium and vitamin D): one tablet twice a day - new", "Diclofenac / ibuprofen: avoid": what is said
  // of one of a pair is said of both.
  // "Naproxen and other anti-inflammatory painkillers such as ibuprofen - stop": the examples share the action.
  const paired = (a: Mention, b: Mention) =>
    a.line === b.line &&
    (/^\s*(?:and|or|with|plus|\+|,|\/)(?:\s+(?:any\s+)?other)?\s*$/i.test(doc.text.slice(a.end, b.start)) ||
      /^\s*\(?\s*(?:(?:and|or|,)\s*)?(?:(?:any\s+)?other\s+)?[a-z -]{0,40}?\b(?:such as|including|e\.g\.?)\s*$/i.test(
        doc.text.slice(a.end, b.start),
      ));
  const inherit = (m: Mention, from: Mention) => {
    m.claimed = from.claimed;
    m.actions = [...from.actions];
    m.conditional = from.conditional;
    m.deferredStop = from.deferredStop;
  };
  for (let i = mentions.length - 2; i >= 0; i--) {
    if (!mentions[i].claimed && mentions[i + 1].claimed && paired(mentions[i], mentions[i + 1]))
      inherit(mentions[i], mentions[i + 1]);
  }
  for (let i = 1; i < mentions.length; i++) {
    if (!mentions[i].claimed && mentions[i - 1].claimed && paired(mentions[i - 1], mentions[i]))
      inherit(mentions[i], mentions[i - 1]);
  }
  return mentions;
}
