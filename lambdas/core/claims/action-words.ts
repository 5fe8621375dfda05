import type { Action } from "./medicine-types";

/** The words that say what to do with a medicine: labels, markers, verbs before and after it, headings. */

export const LABEL_ACTIONS: Array<[RegExp, Action]> = [
  [/^(?:new|start(?:ed)?)$/, "new"],
  [/^(?:changed?|increased?|reduced?|decreased?)$/, "change"],
  [/^(?:stop(?:ped)?(?: taking)?|discontinued|d\/c)$/, "stop"],
  [/^(?:keep taking|continue[sd]?|cont|no change|unchanged)$/, "continue"],
  [/^(?:hold|held|paused?)$/, "hold"],
  [/hospital/, "hospital"],
];

export const MARKER =
  /\b(NEW|START(?:ED)?|STOP(?:PED)?|DISCONTINUED|CONTINUED?|CHANGED|INCREASED?|REDUCED?|DECREASED?|HOLD|HELD|WITHHELD|WITHHOLD|RESTART(?:ED)?)\b/;
export const MARKER_ACTIONS: Record<string, Action> = {
  NEW: "new",
  START: "new",
  STARTED: "new",
  STOP: "stop",
  STOPPED: "stop",
  DISCONTINUED: "stop",
  CONTINUE: "continue",
  CONTINUED: "continue",
  CHANGED: "change",
  INCREASED: "change",
  REDUCED: "change",
  DECREASED: "change",
  INCREASE: "change",
  REDUCE: "change",
  DECREASE: "change",
  HOLD: "hold",
  HELD: "hold",
  WITHHELD: "hold",
  WITHHOLD: "hold",
  RESTARTED: "restart",
  CONT: "continue",
  RESTART: "restart",
  // "4. DC Sprintec -> switch to …": a US note's discontinue, written before the medicine only.
  DC: "stop",
  "D/C": "stop",
};
/** A status in capitals leading a list's line, before its medicine ("  NEW   Adcal-D3 two tablets", "CONT  Amlodipine"). */
export const LEAD_MARKER = new RegExp(String.raw`^[\s*•–-]*(${Object.keys(MARKER_ACTIONS).join("|")})\s*[:-]?\s+$`);

/** A verb before a medicine says what to do with the medicine after it; the last one before it counts. */
export const VERB_BEFORE =
  /\b(?:(do not stop|don't stop|do not take|don't take|(?:should|must) not take|(?:shouldn't|mustn't|never) take|no longer take|no more|(?<![\w-]\s*)no(?=\s+$)|avoid|stop(?:ping|ped|s)?(?: taking)?|discontinu(?:e|ed|ing)|cease[sd]?|quit|c[oa]me off|replaces?|instead of|switch(?:ed|ing)? from|chang(?:e|ed|ing) from)|(start(?:s|ed|ing)?|begin|began|begun|commenc(?:e|ed|ing)|initiat(?:e|ed|ing)|add(?:ed|ing)?|prescrib(?:e|ed|ing)|switch(?:ed|ing)? to|chang(?:e|ed|ing) to|swap(?:ped)? (?:to|for)|replaced? with)|(continu(?:e|es|ed|ing)|keep taking|keep on|carry on|stay on)|(increas(?:e|es|ed|ing)|reduc(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|lower(?:ed|ing)?|rais(?:e|ed|ing)|doubl(?:e|ed|ing)|halv(?:e|ed|ing)|titrat(?:e|ed|ing))|(restart(?:ed|ing)?|resum(?:e|ed|ing))|(hold|held|withh(?:o|e)ld|pause[d]?|omit(?:ted)?|miss(?:ed)?)|(given|gave|received|treated with|administered))\b/gi;
export const VERB_GROUPS: Action[] = ["stop", "new", "continue", "change", "restart", "hold", "hospital"];

/**
 * After a medicine, a passive verb ("amlodipine was stopped", "digoxin withheld for 48 hours") or a bracketed marker
 * ("(stopped)", "- stop"). A bare "started" is a start only with this stay's date ("started 24/01/2026"): "labetalol
 * started at 34 weeks" is the history of a pregnancy.
 */
export const VERB_AFTER =
  /^[^.;!?]{0,40}?(?:(?:\b(?:was|were|is|are|been|be|now|has|have)\s+(?:now\s+|also\s+)?|(?<=^\s*)(?!(?:started|begun|commenced|added|initiated|prescribed)\b(?!\s+(?:on\s+)?(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|today|yesterday|on admission|(?:this|during (?:this|the)) (?:admission|stay)|in hospital))))(?:(stopped|discontinued|ceased|withdrawn|changed to|switched to|replaced)|(started|begun|commenced|added|initiated|prescribed)|(continued)|(increased|reduced|decreased|lowered|changed|adjusted)|(restarted|resumed)|(held|withheld|paused|suspended)|(given|administered))\b|[(–-]\s*(?:(stop(?:ped)?|discontinued)|(new|start(?:ed)?)|(continued?)|(changed|increased|reduced|decreased)|(restarted)|(held|hold))\b|(?:\b(?:can|should)|(?<=^\s*)to)\s+(?:now\s+)?(?:(stop)|(start)|(continue)|(increase|reduce|decrease)|(restart|resume)|(pause))(?=\s*(?:[.;,]|$|\s+(?:now|today|from|at|on|after|when|once|as)\b)))/i;
const MARKER_GROUPS: Action[] = ["stop", "new", "continue", "change", "restart", "hold"];
/**
 * The regex's capture groups in order: the passive verbs (with "given" as hospital-only), the bracketed markers, then
 * what it can or is to do ("Folic acid can stop.", "Pregnacare to continue.").
 */
export const AFTER_GROUPS: Action[] = [...MARKER_GROUPS, "hospital", ...MARKER_GROUPS, ...MARKER_GROUPS];

/**
 * A line led by its medicine states the action after a colon or a dash ("Metformin 500 mg BID: stop", "Bumetanide:
 * increased from 1 mg to 2 mg", "Promethazine at night when needed - stop"), or of "it" later on the line
 * ("Omeprazole 20 mg: you have taken this for years. Please reduce it to 10 mg").
 */
export const LED_ACTION =
  /^[^:\n]{0,70}?(?::|\s[-–]\s|\s*(?:-+>|→)\s*)\s*(?:please\s+|(?:he|she|they|you) (?:should|must|can)\s+)?(?:(?:the\s+)?dose\s+(?=(?:increased?|reduced?|decreased?|lowered|changed?|adjusted)\b))?(?:(stop(?:ped)?|discontinued?|avoid|cease[d]?)|(start(?:ed)?|new|add(?:ed)?)|(continued?|no change|unchanged|keep taking)|(increased?|reduced?|decreased?|lower(?:ed)?|changed?|adjusted|titrated?|(?:(?:slow|gradual)\s+)?reduction|taper(?:ing)?|wean(?:ing)?)|(restart(?:ed)?|resumed?)|(hold|held|withh[oe]ld|paused?))\b/i;
export const ACTION_ON_IT =
  /(?:^|[.;:]\s+|\s[-–]\s+|,?\s+(?:and|so)\s+)(?:please\s+|we will\s+|I have\s+|I have asked (?:him|her|them) to\s+|(?:he|she|they|you) (?:should|can|may|could|will)\s+|(?:he|she|they|you) (?:has|have) agreed to\s+)?(?:(stop(?:ped)?|discontinued?)|(start(?:ed)?(?!\s+(?:it|this|them)\s+again\b))|(continued?|keep taking)|(increased?|reduced?|decreased?|lower(?:ed)?)|(restart(?:ed)?|resumed?|start(?:ed)?(?=\s+(?:it|this|them)\s+again\b))|(hold|held|paused?))\s+(?:it|this|them|these|those|the dose)\b/i;
export const THIS_IS =
  /\b(?:this|it) is (?:a\s+)?(?:(stopped|being stopped)|(new|a new medicine|being started)|(unchanged|continued|the same)|(changed|a change|increased|reduced))\b/i;
export const LED_GROUPS: Action[] = ["stop", "new", "continue", "change", "restart", "hold"];
/**
 * A bracketed marker anywhere after the medicine on its line: "1% cream twice daily for 2 weeks (new)". "(started by
 * GP)", "(started in 2023)" say who started it and when: its past, not a start today.
 */
export const BRACKET_MARKER =
  /\((?:(stopped|discontinued)|(new|started(?!\s+(?:by|in|on|at|since|from)\b))|(continued?|unchanged)|(changed|increased|reduced|decreased)|(restarted)|(held|on hold))\b[^)]{0,40}\)/i;
/** "2 mg by mouth, given at 03:05", "300 mg loading dose given in the unit". */
export const GIVEN_AFTER =
  /^(?:[^.;!?]|\.(?=\d)){0,60}?\b(?:given|administered)\s+(?:at|in|on|by|stat|once|as a|during)\b/i;
/** The verb before a medicine is about something else when a preposition stands between ("the seizure has not
 * stopped 5 minutes after the midazolam"). */
export const NOT_ITS_VERB =
  /\b(?:after|before|since|because|than|without|by|while|whilst|during|unless|on)\b|^\s*(?:it|this|them|these)\b/i;
/** Later on a line its medicine leads, a taper or an end: "stop. ... reduce to 3.75 mg for 1 week, then stop". */
export const LATER_ACTIONS =
  /\b(?:(stop)|(reduce|increase|decrease|lower|taper|wean)(?:d)?\s+(?:it\s+)?(?:to|off|down|from)\b)/gi;
/** "(ramipril 2.5 mg daily continues)": a verb in the present after the medicine. */
export const PRESENT_AFTER =
  /^(?:[^.;!?()]|\.(?=\d)){0,40}?\b(?:(stops)|(starts|begins)|(continues|is unchanged|stays the same)|(increases|reduces|decreases|goes up|goes down))\b/i;

/**
 * Where or how a medicine was given that only a hospital does: a vein, the ward, the operating theatre ("theatre
 * only", "infiltrated", "intracameral"), or while the patient was an inpatient.
 */
export const HOSPITAL_WORDS =
  /\b(?:intravenous(?:ly)?|IV|i\.v\.|through a vein|into a vein|infusion|drip|nebuli[sz]ed|was given|were given|received|in hospital|in the emergency department|in ED|on the ward|during (?:the|your|his|her) (?:stay|admission|operation|procedure|surgery)|during surgery|in-?patients?(?: only)?|(?:in )?theatre(?: only)?|intra-?operative(?:ly)?|intra-?op\b|intracameral|intravitreal|infiltrated)\b/i;
/** "Stop it now, even if there are tablets left" is no condition: it says to stop whatever. */
export const CONDITION = /(?<!\beven\s)\b(?:if|unless|when|whenever|in case|should you)\b/i;
/** "When needed", "if required": how often to take it (as needed), not a condition on what to do. */
export const AS_NEEDED = /\b(?:when|if|as) (?:needed|required|necessary)\b/gi;
/** Words that put a verb in the past: a year, a month and year alone ("started 02/2026"), "ago", "previously". */
export const PAST =
  /\b(?:in|since|started|stopped|from) (?:19|20)\d\d\b|(?<!\d[/.-])\b(?:0?[1-9]|1[0-2])[/.-](?:19|20)\d\d\b|\b(?:in|since) (?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?! \d{1,2}\b)|\blast (?:week|month|year|summer|winter|spring|autumn)\b|\bago\b|\b(?:stopped|held|withheld|omitted)\s+(?:\d+|a|one|two|three|four|six) (?:days?|weeks?) (?:before|prior to)\b|\bpreviously\b|\bin the past\b|\b(?:before|prior to) (?:this |the |his |her |their |your )?admission\b|\bhistory of\b|\bused to\b|\bhad been\b|\b(?:which|that)\s+(?:you|he|she|they)\s+(?:were|was|had been)\s+(?:given|prescribed)\b|\b(?:you|he|she|they)\s+(?:have|has) been prescribed\b|\bsince (?:starting|beginning|(?:he|she|they|you|we|i) (?:started|began))\b/i;
/** A verb that tells what to do now ("Continue finasteride (started in 2024)"): never a statement of the past. */
export const PRESENT_VERB =
  /^(?:continue|keep taking|keep on|carry on|stay on|stop(?: taking)?|start|begin|increase|reduce|decrease|lower|raise|double|halve|hold|pause|restart|resume|switch to|change to|add|avoid|do not (?:take|stop)|don't (?:take|stop)|no longer take)$/i;
/** "Reduce to 3 mg for 2 weeks, then stop": an end reached by steps, not a stop today. */
export const TAPER =
  /\b(?:then|and then|after which|before you)\s+stop\b|\btaper(?:ed|ing)?\b|\bwean(?:ed|ing)? off\b/i;
/** A stop said for later: after a course's end date or a review ("until 29/06/2026, then stop", "plan to stop"). */
export const DEFERRED_STOP =
  /\buntil\b[^.;\n]{1,40}\bthen stop\b|\bplan(?:s|ned)? to stop\b|\bwill stop (?:it |them )?(?:at|after|when|once)\b|\bstop (?:it |them )?(?:at|after) (?:the )?(?:\d|review|clinic)/i;
/** Under "When to get help" a medicine's action is what to do if a sign appears. */
export const WARNING_SECTION = /help|warning|urgent|emergenc|worr|danger|safety|red flag|seek|when to|alarm|call 999/;

export const SECTION_ACTIONS: Array<[RegExp, Action]> = [
  [/\b(?:stop|stopped|discontinu|ceased|no longer)/, "stop"],
  [
    /hospital course|course in hospital|\bed course|(?:treatment|treated|given|mx|management) in (?:ed|a&e|the emergency department)\b|emergency department course|given in hospital|treatment in hospital|in hospital only|\bana?esthe(?:tic|sia)\b|^(?:injected|administered|instilled|infiltrated)$|\b(?:ed|a&e|er) (?:meds|medications|medicines|drugs)\b|given here|not for (?:use at )?home/,
    "hospital",
  ],
  [/\bnew\b|\bstarted\b/, "new"],
  [/\bchanged\b|dose changes?|adjusted/, "change"],
  [/\bcontinu|unchanged|keep taking/, "continue"],
];
export const MEDICINE_SECTION = /medic|medicine|\bmeds\b|drug|prescri|tablets|\brx\b|treatment|plan/;
const SECTIONS = new Map<string, { action?: Action; medicines: boolean }>();

/** What a heading says of the medicines under it, worked out once per heading. */
export function sectionOf(heading: string): { action?: Action; medicines: boolean } {
  let known = SECTIONS.get(heading);
  if (!known) {
    known = {
      action: SECTION_ACTIONS.find(([re]) => re.test(heading))?.[1],
      medicines: MEDICINE_SECTION.test(heading),
    };
    if (SECTIONS.size < 1000) SECTIONS.set(heading, known);
  }
  return known;
}

export function labelAction(label: string): Action | undefined {
  return LABEL_ACTIONS.find(([re]) => re.test(label))?.[1];
}

export function groupAction(m: RegExpExecArray, groups: Action[], offset: number): Action | undefined {
  for (let g = 0; g < groups.length; g++) if (m[g + offset]) return groups[g];
  return undefined;
}
