import type { Quantity } from "./numbers";
import { amountsIn, type Doc, type Line, type Span, spanAt } from "./text";
import { lowerBound, type PhraseHit, wordAt } from "./tokens";
import { DRUGS, type DrugRef, qualifierOf } from "./vocabulary";

/**
 * Medicines as a text states them, summary or source alike: the medicine, what is to be done with it (start, stop,
 * keep taking, change, hold, given in hospital only), its doses, how often, and how it is taken. The same reading of
 * both texts is what makes them comparable: "Stop taking: apixaban" in a summary against "Start apixaban" in a
 * letter. A medicine's attributes are the words after it, up to the next medicine or the end of its line.
 */

export type Action = "new" | "stop" | "continue" | "change" | "hold" | "restart" | "hospital";

/** How a medicine is taken, as one of a few kinds ("by mouth" = "PO" = "orally"). */
export type Route = "oral" | "vein" | "skin injection" | "muscle" | "inhaled" | "on the skin";

export interface Dose extends Quantity {
  /** The dose before a change ("from 20 mg"): what it was, not what it is. */
  previous: boolean;
  /** A dose it may go up to later ("may increase to 20 mg"). */
  future: boolean;
  /** A later step of the course ("then 5 mg", "after 7 days, 5 mg"). */
  later: boolean;
  /** The dose a change ends at ("reduce to 200 mg"). */
  target: boolean;
}

export interface Frequency extends Span {
  text: string;
  /** Times a day ("twice a day" = "every 12 hours" = 2); weekly is 1/7. */
  perDay: number;
}

/** When in the day: morning, or evening and night (one, as letters use them loosely). */
export type TimeOfDay = "morning" | "evening";

export interface Mention extends Span {
  /** The generic, "class:<name>", or "word:<name>" for a word the vocabulary does not know. */
  key: string;
  /** As written. */
  name: string;
  qualifier?: string;
  /** Where the name with its form ends ("Metoprolol succinate"). */
  qualifierEnd?: number;
  ambiguous: boolean;
  /** What this text says to do with it, and where it says so; only the strongest statement. */
  claimed?: { action: Action; start: number; end: number; by: "label" | "marker" | "verb" | "heading" | "setting" };
  /** Every action the text gives it here (a source may say "NEW" and "started" and "(CONTINUE)"). */
  actions: Action[];
  /** Said under a condition ("stop empagliflozin if you are vomiting"). */
  conditional: boolean;
  /** Said of the past ("which you started in 2021"). */
  history: boolean;
  /** What was done then ("started 5 days ago": new), for a history. */
  pastAction?: Action;
  /** Changed in steps to an end ("reduce to 4 mg for 2 weeks, then stop"). */
  tapered?: boolean;
  doses: Dose[];
  frequencies: Frequency[];
  routes: Array<Span & { route: Route }>;
  times: Array<Span & { when: TimeOfDay; text: string }>;
  /** Where the words that say what to do with it start (its clause). */
  contextStart: number;
  /** Where its attributes end. */
  windowEnd: number;
  /** A line about medicines: a label, a medicines heading, a dose, or an action. */
  medicineContext: boolean;
  line: Line;
}

/** Attributes are looked for this far after a medicine at most. */
const WINDOW = 220;
/** The words before a medicine that can say what to do with it. */
const CLAUSE = 90;

const LABEL_ACTIONS: Array<[RegExp, Action]> = [
  [/^(?:new|start(?:ed)?)$/, "new"],
  [/^(?:changed?|increased?|reduced?|decreased?)$/, "change"],
  [/^(?:stop(?:ped)?(?: taking)?|discontinued)$/, "stop"],
  [/^(?:keep taking|continue[sd]?)$/, "continue"],
  [/^(?:hold|held|paused?)$/, "hold"],
  [/hospital/, "hospital"],
];

const MARKER =
  /\b(NEW|START(?:ED)?|STOP(?:PED)?|DISCONTINUED|CONTINUED?|CHANGED|INCREASED|REDUCED|DECREASED|HOLD|HELD|RESTARTED)\b/;
const MARKER_ACTIONS: Record<string, Action> = {
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
  HOLD: "hold",
  HELD: "hold",
  RESTARTED: "restart",
};

/** A verb before a medicine says what to do with the medicine after it; the last one before it counts. */
const VERB_BEFORE =
  /\b(?:(do not stop|don't stop|do not take|don't take|no longer take|no more|avoid|stop(?:ping|ped|s)?(?: taking)?|discontinu(?:e|ed|ing)|cease[sd]?|quit|c[oa]me off|replaces?|instead of|switch(?:ed|ing)? from|chang(?:e|ed|ing) from)|(start(?:s|ed|ing)?|begin|began|begun|commenc(?:e|ed|ing)|initiat(?:e|ed|ing)|add(?:ed|ing)?|prescrib(?:e|ed|ing)|switch(?:ed|ing)? to|chang(?:e|ed|ing) to|swap(?:ped)? (?:to|for)|replaced? with)|(continu(?:e|es|ed|ing)|keep taking|keep on|carry on|stay on)|(increas(?:e|es|ed|ing)|reduc(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|lower(?:ed|ing)?|rais(?:e|ed|ing)|doubl(?:e|ed|ing)|halv(?:e|ed|ing)|titrat(?:e|ed|ing))|(restart(?:ed|ing)?|resum(?:e|ed|ing))|(hold|held|withh(?:o|e)ld|pause[d]?|omit(?:ted)?|miss(?:ed)?)|(given|gave|received|treated with|administered))\b/gi;
const VERB_GROUPS: Action[] = ["stop", "new", "continue", "change", "restart", "hold", "hospital"];

/** After a medicine, a passive verb ("amlodipine was stopped") or a bracketed marker ("(stopped)", "- stop"). */
const VERB_AFTER =
  /^[^.;!?]{0,40}?(?:\b(?:was|were|is|are|been|be|now|has|have)\s+(?:now\s+|also\s+)?(?:(stopped|discontinued|ceased|withdrawn|changed to|switched to|replaced)|(started|begun|commenced|added|initiated|prescribed)|(continued)|(increased|reduced|decreased|lowered|changed|adjusted)|(restarted|resumed)|(held|withheld|paused|suspended)|(given|administered))\b|[(–-]\s*(?:(stop(?:ped)?|discontinued)|(new|start(?:ed)?)|(continued?)|(changed|increased|reduced|decreased)|(restarted)|(held|hold))\b)/i;
const AFTER_GROUPS: Action[] = [
  "stop",
  "new",
  "continue",
  "change",
  "restart",
  "hold",
  "hospital",
  "stop",
  "new",
  "continue",
  "change",
  "restart",
  "hold",
];

/**
 * A line led by its medicine states the action after a colon or a dash ("Metformin 500 mg BID: stop", "Bumetanide:
 * increased from 1 mg to 2 mg", "Promethazine at night when needed - stop"), or of "it" later on the line
 * ("Omeprazole 20 mg: you have taken this for years. Please reduce it to 10 mg").
 */
const LED_ACTION =
  /^[^:\n]{0,70}?(?::|\s[-–]\s)\s*(?:please\s+)?(?:(stop(?:ped)?|discontinued?|avoid|cease[d]?)|(start(?:ed)?|new|add(?:ed)?)|(continued?|no change|unchanged|keep taking)|(increased?|reduced?|decreased?|lower(?:ed)?|changed?|adjusted|titrated?)|(restart(?:ed)?|resumed?)|(hold|held|withh[oe]ld|paused?))\b/i;
const ACTION_ON_IT =
  /(?:^|[.;:]\s+)(?:please\s+|we will\s+|I have\s+|(?:he|she|they) should\s+)?(?:(stop(?:ped)?|discontinued?)|(start(?:ed)?)|(continued?|keep taking)|(increased?|reduced?|decreased?|lower(?:ed)?)|(restart(?:ed)?|resumed?)|(hold|held|paused?))\s+(?:it|this|them|the dose)\b/i;
const THIS_IS =
  /\b(?:this|it) is (?:a\s+)?(?:(stopped|being stopped)|(new|a new medicine|being started)|(unchanged|continued|the same)|(changed|a change|increased|reduced))\b/i;
const LED_GROUPS: Action[] = ["stop", "new", "continue", "change", "restart", "hold"];
/** A bracketed marker anywhere after the medicine on its line: "1% cream twice daily for 2 weeks (new)". */
const BRACKET_MARKER =
  /\((?:(stopped|discontinued)|(new|started)|(continued?|unchanged)|(changed|increased|reduced|decreased)|(restarted)|(held|on hold))\b[^)]{0,40}\)/i;
/** "2 mg by mouth, given at 03:05", "300 mg loading dose given in the unit". */
const GIVEN_AFTER = /^(?:[^.;!?]|\.(?=\d)){0,60}?\b(?:given|administered)\s+(?:at|in|on|by|stat|once|as a|during)\b/i;
/** The verb before a medicine is about something else when a preposition stands between ("the seizure has not
 * stopped 5 minutes after the midazolam"). */
const NOT_ITS_VERB =
  /\b(?:after|before|since|because|than|without|by|while|whilst|during|unless|on)\b|^\s*(?:it|this|them|these)\b/i;
/** Later on a line its medicine leads, a taper or an end: "stop. ... reduce to 3.75 mg for 1 week, then stop". */
const LATER_ACTIONS =
  /\b(?:(stop)|(reduce|increase|decrease|lower|taper|wean)(?:d)?\s+(?:it\s+)?(?:to|off|down|from)\b)/gi;
/** "(ramipril 2.5 mg daily continues)": a verb in the present after the medicine. */
const PRESENT_AFTER =
  /^(?:[^.;!?()]|\.(?=\d)){0,40}?\b(?:(stops)|(starts|begins)|(continues|is unchanged|stays the same)|(increases|reduces|decreases|goes up|goes down))\b/i;

const HOSPITAL_WORDS =
  /\b(?:intravenous(?:ly)?|IV|i\.v\.|through a vein|into a vein|infusion|drip|nebuli[sz]ed|was given|were given|received|in hospital|in the emergency department|in ED|on the ward|during (?:the|your|his|her) (?:stay|admission))\b/i;
const CONDITION = /\b(?:if|unless|when|whenever|in case|should you)\b/i;
/** "When needed", "if required": how often to take it (as needed), not a condition on what to do. */
const AS_NEEDED = /\b(?:when|if|as) (?:needed|required|necessary)\b/gi;
const PAST =
  /\bin (?:19|20)\d\d\b|\bago\b|\bpreviously\b|\bin the past\b|\bhistory of\b|\bused to\b|\bhad been\b|\bsince (?:starting|beginning|(?:he|she|they|you) (?:started|began))\b/i;
/** A verb that tells what to do now ("Continue finasteride (started in 2024)"): never a statement of the past. */
const PRESENT_VERB =
  /^(?:continue|keep taking|keep on|carry on|stay on|stop(?: taking)?|start|begin|increase|reduce|decrease|lower|raise|double|halve|hold|pause|restart|resume|switch to|change to|add|avoid|do not (?:take|stop)|don't (?:take|stop)|no longer take)$/i;
/** "Reduce to 3 mg for 2 weeks, then stop": an end reached by steps, not a stop today. */
const TAPER = /\b(?:then|and then|after which|before you)\s+stop\b|\btaper(?:ed|ing)?\b|\bwean(?:ed|ing)? off\b/i;
/** Under "When to get help" a medicine's action is what to do if a sign appears. */
const WARNING_SECTION = /help|warning|urgent|emergenc|worr|danger|safety|red flag|seek|when to|alarm|call 999/;

const SECTION_ACTIONS: Array<[RegExp, Action]> = [
  [/\b(?:stop|stopped|discontinu|ceased|no longer)/, "stop"],
  [
    /hospital course|course in hospital|\bed course|(?:treatment|treated|given) in (?:ed|a&e|the emergency department)\b|emergency department course|given in hospital|treatment in hospital|in hospital only/,
    "hospital",
  ],
  [/\bnew\b|\bstarted\b/, "new"],
  [/\bchanged\b|dose changes?|adjusted/, "change"],
  [/\bcontinu|unchanged|keep taking/, "continue"],
];
const MEDICINE_SECTION = /medic|medicine|drug|prescri|tablets|\brx\b|treatment|plan/;
const SECTIONS = new Map<string, { action?: Action; medicines: boolean }>();

/** What a heading says of the medicines under it, worked out once per heading. */
function sectionOf(heading: string): { action?: Action; medicines: boolean } {
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

/** One pass for every way of giving a medicine; the group that matched says which. */
const ROUTE =
  /\b(?:(by mouth|orally|oral|PO|p\.o\.)|(intravenous(?:ly)?|IV|i\.v\.|through a vein|into a vein|infusion)|(subcutaneous(?:ly)?|under the skin|s\.c\.|SC|SQ|subcut)|(intramuscular(?:ly)?|IM|into a muscle)|([Ii]nhalers?|[Ii]nhaled|[Pp]uffs?|[Nn]ebuli[sz]er|[Nn]ebuli[sz]ed)|([Cc]ream|[Oo]intment|[Gg]el|[Tt]opical(?:ly)?|[Pp]atch(?:es)?))\b/g;
const ROUTE_GROUPS: Route[] = ["oral", "vein", "skin injection", "muscle", "inhaled", "on the skin"];

function routesIn(text: string, from: number, to: number): Array<Span & { route: Route }> {
  const found: Array<Span & { route: Route }> = [];
  const part = text.slice(from, to);
  ROUTE.lastIndex = 0;
  for (let m = ROUTE.exec(part); m; m = ROUTE.exec(part)) {
    const g = m.findIndex((v, i) => i > 0 && v !== undefined);
    const route = ROUTE_GROUPS[g - 1];
    if (route && !found.some((f) => f.route === route))
      found.push({ route, start: from + m.index, end: from + m.index + m[0].length });
  }
  return found;
}

const FREQUENCY =
  /\b(?:(once|twice|[1-6] times?|one time|two times)\s+(?:a|per|each|every)\s+(day|week|night)|(once|twice|[1-6] times)\s+(daily|weekly)|every\s+(\d+)(?:\s*(?:to|-|or)\s*(\d+))?\s*(?:hours?|hrs?|h)|every\s+(morning|evening|night|day|other day|week)|(daily|nightly|weekly|fortnightly|monthly)|at (night|bedtime)|in the (morning|evening)|(bd|bid|b\.i\.d|tds|tid|t\.i\.d|qds|qid|q\.i\.d|od|qd|q\.d|nocte|mane|qhs|om|on)|with (each|every) (?:main )?meal|(with meals))\b/gi;

const TIMES: Record<string, number> = { once: 1, twice: 2, "one time": 1, "two times": 2 };
const ABBREVIATED: Record<string, number> = {
  bd: 2,
  bid: 2,
  "b.i.d": 2,
  tds: 3,
  tid: 3,
  "t.i.d": 3,
  qds: 4,
  qid: 4,
  "q.i.d": 4,
  od: 1,
  qd: 1,
  "q.d": 1,
  nocte: 1,
  mane: 1,
  qhs: 1,
  om: 1,
  on: 1,
};

function perDayOf(m: RegExpExecArray): number[] {
  const times = (word: string) => TIMES[word.toLowerCase()] ?? Number(word.match(/\d+/)?.[0] ?? 1);
  if (m[1]) return [times(m[1]) / (m[2].toLowerCase() === "week" ? 7 : 1)];
  if (m[3]) return [times(m[3]) / (m[4].toLowerCase() === "weekly" ? 7 : 1)];
  if (m[5]) return [24 / Number(m[5]), ...(m[6] ? [24 / Number(m[6])] : [])];
  if (m[7]) return [m[7].toLowerCase() === "other day" ? 0.5 : m[7].toLowerCase() === "week" ? 1 / 7 : 1];
  if (m[8]) {
    const word = m[8].toLowerCase();
    return [word === "weekly" ? 1 / 7 : word === "fortnightly" ? 1 / 14 : word === "monthly" ? 1 / 30 : 1];
  }
  if (m[9] || m[10]) return [1];
  if (m[11]) {
    // "on" and "om" are words too: only in capitals ("ON", "OM") are they abbreviations.
    if (/^o[nm]$/i.test(m[11]) && m[11] !== m[11].toUpperCase()) return [];
    return [ABBREVIATED[m[11].toLowerCase()] ?? 1];
  }
  // Mealtime insulin and enzymes: three meals a day.
  if (m[12] || m[13]) return [3];
  return [];
}

const TIME_OF_DAY =
  /\b(?:(morning|mornings|mane|breakfast|OM|a\.m\.|am)|(evening|evenings|night|nights|bedtime|nocte|teatime|supper|qhs|ON|p\.m\.|pm))\b/g;

export function timesOfDay(text: string, from: number, to: number): Mention["times"] {
  const found: Mention["times"] = [];
  const window = text.slice(from, to);
  TIME_OF_DAY.lastIndex = 0;
  for (let m = TIME_OF_DAY.exec(window); m; m = TIME_OF_DAY.exec(window)) {
    // "7 am" is a clock time of a dose, which says morning as well; lone "am"/"pm" as words are not times.
    if (/^(?:am|pm)$/.test(m[0]) && !/\d\s*$/.test(window.slice(Math.max(0, m.index - 3), m.index))) continue;
    const when: TimeOfDay = m[1] ? "morning" : "evening";
    found.push({ when, text: m[0], start: from + m.index, end: from + m.index + m[0].length });
  }
  return found;
}

export function frequencies(text: string, from: number, to: number): Frequency[] {
  const found: Frequency[] = [];
  const window = text.slice(from, to);
  const timesOfDay: Frequency[] = [];
  FREQUENCY.lastIndex = 0;
  for (let m = FREQUENCY.exec(window); m; m = FREQUENCY.exec(window)) {
    // A time of day or a meal says when; it is how often only when nothing else in the line says so.
    const timeOfDay = Boolean(m[9] || m[10] || m[12] || m[13] || (m[7] && /morning|evening|night/i.test(m[7])));
    for (const perDay of perDayOf(m)) {
      (timeOfDay ? timesOfDay : found).push({
        text: m[0],
        start: from + m.index,
        end: from + m.index + m[0].length,
        perDay,
      });
    }
  }
  // "Once a day, in the morning": the time says when, the count how often; a time alone is once a day, a meal three.
  return found.length > 0 ? found : timesOfDay;
}

/** Words that stand before a dose without naming a medicine ("Take 5 mg", "Limit salt to 2 g"). */
const NOT_A_NAME = new Set(
  "take takes taking took give given use used start started stop stopped increase increased reduce reduced decrease decreased from to of and or the a an then with about dose doses total daily each every maximum max only up than more less your his her their weight weighs weighed weighing salt sodium fluid fluids water sugar limit limited drink drinks alcohol loss gain fell rose was were is are be by at in on for over under below above around approximately nearly new changed continue keep also dosage strength tablet tablets capsule capsules puffs puff drops units unit measured level levels result results score reading range target lost gained day days week weeks month months hour hours year years aged age old".split(
    " ",
  ),
);

interface Found extends Span {
  key: string;
  name: string;
  ambiguous: boolean;
  /** Index of the word after the name. */
  next: number;
}

/** Drugs from the vocabulary, combinations read as one ("amoxicillin-clavulanate", "insulin glargine"). */
function drugHits(doc: Doc): Found[] {
  const hits = DRUGS.longestMatches(doc.text, doc.tokens);
  const found: Found[] = [];
  for (let i = 0; i < hits.length; i++) {
    const hit: PhraseHit<DrugRef> = hits[i];
    let key = hit.value.key;
    let end = hit.end;
    let last = hit.last;
    let ambiguous = hit.value.ambiguous;
    while (i + 1 < hits.length && hits[i + 1].first === last) {
      const between = doc.text.slice(end, hits[i + 1].start);
      const next = hits[i + 1].value;
      const insulin = key === "class:insulin" && /^\s+$/.test(between);
      // "Ibuprofen / naproxen: avoid" is two medicines; "amoxicillin-clavulanate" and "X + Y" are one.
      if (!/^(?:[-/+]|\s*\+\s*)$/.test(between) && !insulin) break;
      if (insulin) key = next.key;
      ambiguous = ambiguous && next.ambiguous;
      end = hits[i + 1].end;
      last = hits[i + 1].last;
      i++;
    }
    found.push({ key, name: doc.text.slice(hit.start, end), start: hit.start, end, ambiguous, next: last });
  }
  return found;
}

/**
 * A word the vocabulary does not know, standing where a medicine's name stands: right before a dose, capitalised or
 * on a medicine line ("Zorvalex 40 mg"). Kept as "word:<name>" so the other text can be searched for it.
 */
function unknownNames(doc: Doc, known: Found[]): Found[] {
  const found: Found[] = [];
  const knownEnds = known.map((k) => k.end);
  for (const q of amountsIn(doc)) {
    if (q.dimension !== "mass" && q.dimension !== "volume" && q.dimension !== "count") continue;
    const w = lowerBound(doc.tokens.starts, q.start) - 1;
    if (w < 0) continue;
    const word = wordAt(doc.tokens, w) ?? "";
    const start = doc.tokens.starts[w];
    const end = doc.tokens.ends[w];
    if (!/^\s+$/.test(doc.text.slice(end, q.start)) || !/^[a-z]{4,}$/.test(word) || NOT_A_NAME.has(word)) continue;
    if (qualifierOf(word)) continue;
    // A known medicine just before ("Metoprolol succinate 50 mg") names it already.
    const k = lowerBound(knownEnds, end + 1) - 1;
    if (k >= 0 && start - knownEnds[k] <= 20) continue;
    const line = spanAt(doc.lines, start);
    const capital = /^[A-Z]/.test(doc.text[start]);
    // On a list of medicines a name may be in lower case, where its line starts ("- sodium bicarbonate 500 mg BID").
    const listed = line && (line.label || line.item || sectionOf(line.section).medicines);
    const leadsLine = line !== undefined && /^[\s*•–-]*(?:[A-Za-z]+\s+)?$/.test(doc.text.slice(line.body, start));
    if (!capital && !(listed && leadsLine)) continue;
    found.push({ key: `word:${word}`, name: doc.text.slice(start, end), start, end, ambiguous: false, next: w + 1 });
  }
  return found;
}

function labelAction(label: string): Action | undefined {
  return LABEL_ACTIONS.find(([re]) => re.test(label))?.[1];
}

function groupAction(m: RegExpExecArray, groups: Action[], offset: number): Action | undefined {
  for (let g = 0; g < groups.length; g++) if (m[g + offset]) return groups[g];
  return undefined;
}

/**
 * Where a medicine's attributes end: at the next medicine, and at the end of its sentence in prose, or of its line
 * in a list of medicines ("Furosemide 40 mg twice daily. Dose increased from 20 mg."). A wrapped line continues in
 * lower case or with a number.
 */
function windowEndOf(doc: Doc, line: Line, sentence: Span, hit: Span, nextStart: number): number {
  const from = hit.end;
  // "Omeprazole 20 mg: taken for years. Please reduce it to 10 mg": a line its medicine heads is all about it.
  const headed =
    /^[\s*•–-]*$/.test(doc.text.slice(line.body, hit.start)) &&
    /^(?:[^.:\n]|\.\d){0,40}:/.test(doc.text.slice(from, from + 45));
  const listed = line.label !== undefined || line.item || sectionOf(line.section).medicines || headed;
  if (!listed) return Math.min(sentence.end, nextStart, from + WINDOW);
  let end = line.end;
  const after = doc.text.slice(line.end + 1, line.end + 3);
  if (!/[.;:!?)]\s*$/.test(doc.text.slice(Math.max(line.start, line.end - 2), line.end)) && /^[a-z0-9(]/.test(after)) {
    const next = doc.text.indexOf("\n", line.end + 1);
    end = next === -1 ? doc.text.length : next;
  }
  return Math.min(end, nextStart, from + WINDOW);
}

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
): Claim[] {
  const claims: Claim[] = [];
  const labelled = line.label ? labelAction(line.label) : undefined;
  if (line.label && labelled && line.labelStart !== undefined && (firstOfLine || labelled === "hospital")) {
    claims.push({ action: labelled, start: line.labelStart, end: line.labelStart + line.label.length, by: "label" });
  }
  // A marker stands with its medicine ("... twice daily - CONTINUE"), not a page further on a long line.
  const marker =
    firstOfLine && !labelled ? doc.text.slice(line.body, Math.min(line.end, windowEnd + 60)).match(MARKER) : null;
  if (marker?.index !== undefined) {
    const at = line.body + marker.index;
    claims.push({ action: MARKER_ACTIONS[marker[1]], start: at, end: at + marker[0].length, by: "marker" });
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
    if (capitals || m[0] !== m[0].toUpperCase()) before = m;
  }
  if (before && NOT_ITS_VERB.test(clause.slice(before.index + before[0].length))) before = undefined;
  // "No change to his medicines (ramipril continues)": a verb denied says nothing of what follows.
  if (before && /\bno\s*$/i.test(clause.slice(0, before.index))) before = undefined;
  const fromVerb = before ? groupAction(before, VERB_GROUPS, 1) : undefined;
  if (before && fromVerb) {
    const at = clauseStart + before.index;
    // "do not stop" keeps it going; any other word of stopping stops it.
    const action: Action = /^(?:do not|don't) stop/i.test(before[0]) ? "continue" : fromVerb;
    claims.push({ action, start: at, end: at + before[0].length, by: "verb" });
  }
  const after = doc.text.slice(hit.end, windowEnd).match(VERB_AFTER);
  const fromAfter = after ? groupAction(after as RegExpExecArray, AFTER_GROUPS, 1) : undefined;
  if (after && fromAfter) {
    claims.push({ action: fromAfter, start: hit.end + (after.index ?? 0), end: hit.end + after[0].length, by: "verb" });
  }
  const rest = doc.text.slice(hit.end, line.end);
  const leads = /^[\s*•–-]*$/.test(doc.text.slice(Math.max(line.body, sentenceStart), hit.start));
  if (leads && claims.length === 0) {
    const led = rest.match(LED_ACTION) ?? rest.match(ACTION_ON_IT) ?? rest.match(THIS_IS);
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
    }
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
  if (claims.length === 0 && HOSPITAL_WORDS.test(near.text())) {
    claims.push({ action: "hospital", start: hit.start, end: hit.end, by: "setting" });
  }
  return claims;
}

/** "May increase to 20 mg", "could go up to": a dose for later, if needed, not the one to take now. */
const FUTURE_LEAD = /\b(?:may|might|could|can)\b[^.;]{0,25}\b(?:to|up to)\s*$/i;
/** "Then 5 mg", "after 7 days, 5 mg", "from day 22": the next step of a course, not its start. */
const LATER_LEAD =
  /\b(?:then|thereafter|after (?:\d+|a|one|two) (?:days?|weeks?|months?)|from (?:day|week) \d+|when (?:he|she|they|you|the patient) (?:has|have) been on)\b[^.;]{0,40}$/i;
/** "Lower carbamazepine to 200 mg", "from 400 mg BD to 200 mg": the dose a change ends at. */
const TARGET_LEAD =
  /\b(?:reduc|increas|decreas|lower|rais|chang|titrat|go(?:es)? (?:up|down))\w*\b[^.;]{0,60}\bto\s*$/i;
/** "Reduce to", "increase it to": the dose after it is the new one, those before are what it was. */
const CHANGE_TO =
  /\b(?:reduc|increas|decreas|lower|rais|titrat|chang|adjust|go(?:es)? (?:up|down))\w*\s+(?:it\s+|the dose\s+)?to\b/i;

function dosesIn(doc: Doc, from: number, to: number, lineStart: number): Dose[] {
  const doses: Dose[] = [];
  const change = doc.text.slice(from, to).search(CHANGE_TO);
  const changeAt = change === -1 ? -1 : from + change;
  for (const q of amountsIn(doc, from, to)) {
    if (q.end > to) break;
    // A weight in kilograms is the patient's, not a dose.
    const dose = q.dimension === "volume" || (q.dimension === "count" && q.unit !== "tablet");
    if (dose || (q.dimension === "mass" && q.base !== undefined && q.base < 1_000_000)) {
      const lead = doc.text.slice(Math.max(from, q.start - 16), q.start);
      const wide = doc.text.slice(Math.max(lineStart, q.start - 60), q.start);
      doses.push({
        ...q,
        previous: /\b(?:from|was|previously|instead of)\s*$/i.test(lead) || (changeAt !== -1 && q.end <= changeAt),
        future: FUTURE_LEAD.test(wide),
        later: LATER_LEAD.test(wide),
        target: TARGET_LEAD.test(wide),
      });
    }
  }
  // Before a change only when a dose follows it: "Omeprazole 20 mg: reduce to 10 mg", not "reduced to once daily".
  if (changeAt !== -1 && !doses.some((d) => d.start > changeAt)) for (const d of doses) d.previous = false;
  return doses;
}

/**
 * Every medicine of the text with what it says of it. Doses, frequencies and routes are read when first asked for:
 * a source's medicines are many, and only those the summary names are compared.
 */
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
  contextStart: number;
  windowEnd: number;
  line: Line;
  private readonly doc: Doc;
  private readonly listed: boolean;
  private readonly routeFrom: number;
  private readDoses?: Dose[];
  private readFrequencies?: Frequency[];
  private readRoutes?: Mention["routes"];
  private readTimes?: Mention["times"];

  constructor(doc: Doc, hit: Found, line: Line, clauseStart: number, windowEnd: number, claims: Claim[], near: Near) {
    this.doc = doc;
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
    this.history = byVerb && !PRESENT_VERB.test(verb) && PAST.test(near.text());
    this.pastAction = this.history ? claims[0].action : undefined;
    this.claimed = this.history ? undefined : claims[0];
    this.actions = this.history ? [] : claims.map((c) => c.action);
    this.conditional =
      byVerb &&
      (CONDITION.test(near.text().replace(AS_NEEDED, "")) ||
        WARNING_SECTION.test(line.section) ||
        /\b(?:signs?|symptoms?) of\b/i.test(near.text()));
    this.tapered =
      claims.some((c) => c.action === "change") && TAPER.test(near.text() + doc.text.slice(hit.end, windowEnd));
    this.contextStart = Math.min(clauseStart, line.labelStart ?? clauseStart);
    this.routeFrom = Math.max(clauseStart, hit.start - 24);
    this.listed = Boolean(line.label) || sectionOf(line.section).medicines;
  }

  get doses(): Dose[] {
    this.readDoses ??= dosesIn(this.doc, this.end, this.windowEnd, this.line.start);
    return this.readDoses;
  }

  get frequencies(): Frequency[] {
    this.readFrequencies ??= frequencies(this.doc.text, this.end, this.windowEnd);
    return this.readFrequencies;
  }

  get routes(): Mention["routes"] {
    this.readRoutes ??= routesIn(this.doc.text, this.routeFrom, this.windowEnd);
    return this.readRoutes;
  }

  get times(): Mention["times"] {
    this.readTimes ??= timesOfDay(this.doc.text, this.end, this.windowEnd);
    return this.readTimes;
  }

  get medicineContext(): boolean {
    return this.listed || this.claimed !== undefined || this.doses.length > 0;
  }
}

/**
 * Every medicine of the text with what it says of it. Doses, frequencies and routes are read when first asked for:
 * a source's medicines are many, and only those the summary names are compared.
 */
export function readMedicines(doc: Doc): Mention[] {
  const known = drugHits(doc);
  const all = [...known, ...unknownNames(doc, known)].sort((a, b) => a.start - b.start);
  const mentions: Mention[] = [];
  let firstOfLine: Line | undefined;
  for (let i = 0; i < all.length; i++) {
    const hit = all[i];
    const line = spanAt(doc.lines, hit.start);
    if (!line || line.isHeading) continue;
    const sentence = spanAt(doc.sentences, hit.start) ?? line;
    const previous = i > 0 && all[i - 1].end > sentence.start ? all[i - 1].end : sentence.start;
    const nextStart = i + 1 < all.length ? all[i + 1].start : doc.text.length;
    const windowEnd = windowEndOf(doc, line, sentence, hit, nextStart);
    const isFirstOfLine = firstOfLine !== line;
    firstOfLine = line;
    const clauseStart = Math.max(previous, hit.start - CLAUSE);
    const near = new Near(doc, Math.max(sentence.start, hit.start - 200), Math.min(sentence.end, windowEnd + 100));
    // "Continue donepezil? - No, he is not on it": a question says nothing to do.
    const asked = doc.text.slice(hit.end, Math.min(doc.text.length, sentence.end + 1, hit.end + 60)).search(/[?.!]/);
    const claims =
      asked !== -1 && doc.text[hit.end + asked] === "?"
        ? []
        : claimsOf(doc, hit, line, isFirstOfLine, clauseStart, windowEnd, near, sentence.start);
    mentions.push(new Read(doc, hit, line, clauseStart, windowEnd, claims, near));
  }
  // "Adcal-D3 (calcium and vitamin D): one tablet twice a day - new", "Diclofenac / ibuprofen: avoid": what is said
  // of one of a pair is said of both.
  const paired = (a: Mention, b: Mention) =>
    a.line === b.line && /^\s*(?:and|or|with|plus|\+|,|\/)\s*$/i.test(doc.text.slice(a.end, b.start));
  const inherit = (m: Mention, from: Mention) => {
    m.claimed = from.claimed;
    m.actions = [...from.actions];
    m.conditional = from.conditional;
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
