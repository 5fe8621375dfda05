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
}

export interface Frequency extends Span {
  text: string;
  /** Times a day ("twice a day" = "every 12 hours" = 2); weekly is 1/7. */
  perDay: number;
}

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
  doses: Dose[];
  frequencies: Frequency[];
  routes: Array<Span & { route: Route }>;
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
  /\b(?:(do not stop|don't stop|do not take|don't take|no longer take|no more|avoid|stop(?:ping|ped|s)?(?: taking)?|discontinu(?:e|ed|ing)|cease[sd]?|quit|c[oa]me off|replaces?|instead of|switch(?:ed|ing)? from|chang(?:e|ed|ing) from)|(start(?:s|ed|ing)?|begin|began|begun|commenc(?:e|ed|ing)|initiat(?:e|ed|ing)|add(?:ed|ing)?|prescrib(?:e|ed|ing)|switch(?:ed|ing)? to|chang(?:e|ed|ing) to|swap(?:ped)? (?:to|for)|replaced? with)|(continu(?:e|es|ed|ing)|keep taking|keep on|carry on|stay on)|(increas(?:e|es|ed|ing)|reduc(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|lower(?:ed|ing)?|rais(?:e|ed|ing)|doubl(?:e|ed|ing)|halv(?:e|ed|ing)|titrat(?:e|ed|ing))|(restart(?:ed|ing)?|resum(?:e|ed|ing))|(hold|held|withh(?:o|e)ld|pause[d]?)|(given|gave|received|treated with|administered))\b/gi;
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

const HOSPITAL_WORDS =
  /\b(?:intravenous(?:ly)?|IV|i\.v\.|through a vein|into a vein|infusion|drip|nebuli[sz]ed|was given|were given|received|in hospital|in the emergency department|in ED|on the ward|during (?:the|your|his|her) (?:stay|admission))\b/i;
const CONDITION = /\b(?:if|unless|when|whenever|in case|should you)\b/i;
const PAST =
  /\bin (?:19|20)\d\d\b|\byears? ago\b|\bpreviously\b|\bin the past\b|\bhistory of\b|\bused to\b|\bhad been\b/i;

const SECTION_ACTIONS: Array<[RegExp, Action]> = [
  [/\b(?:stop|stopped|discontinu|ceased|no longer)/, "stop"],
  [
    /hospital course|course in hospital|\bed course|emergency department course|given in hospital|treatment in hospital|in hospital only/,
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
  /\b(?:(once|twice|[1-6] times?|one time|two times)\s+(?:a|per|each|every)\s+(day|week|night)|(once|twice|[1-6] times)\s+(daily|weekly)|every\s+(\d+)(?:\s*(?:to|-|or)\s*(\d+))?\s*(?:hours?|hrs?|h)|every\s+(morning|evening|night|day|other day|week)|(daily|nightly|weekly|fortnightly|monthly)|at (night|bedtime)|in the (morning|evening)|(bd|bid|b\.i\.d|tds|tid|t\.i\.d|qds|qid|q\.i\.d|od|qd|q\.d|nocte|mane|qhs|om|on))\b/gi;

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
  return [];
}

export function frequencies(text: string, from: number, to: number): Frequency[] {
  const found: Frequency[] = [];
  const window = text.slice(from, to);
  FREQUENCY.lastIndex = 0;
  for (let m = FREQUENCY.exec(window); m; m = FREQUENCY.exec(window)) {
    for (const perDay of perDayOf(m)) {
      found.push({ text: m[0], start: from + m.index, end: from + m.index + m[0].length, perDay });
    }
  }
  return found;
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
      if (!/^\s*[-/+]\s*$/.test(between) && !insulin) break;
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
    if (!capital && !line?.label) continue;
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
function windowEndOf(doc: Doc, line: Line, sentence: Span, from: number, nextStart: number): number {
  const listed = line.label !== undefined || line.item || sectionOf(line.section).medicines;
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
  const clause = doc.text.slice(clauseStart, hit.start);
  let before: RegExpExecArray | undefined;
  VERB_BEFORE.lastIndex = 0;
  // A word in capitals on a line in lower case is a marker, and a marker is its line's first medicine's.
  const lineText = line.end - line.start < 400 ? doc.text.slice(line.start, line.end) : "";
  const capitals = lineText !== "" && lineText === lineText.toUpperCase();
  for (let m = VERB_BEFORE.exec(clause); m; m = VERB_BEFORE.exec(clause)) {
    if (capitals || m[0] !== m[0].toUpperCase()) before = m;
  }
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
  const section = sectionOf(line.section).action;
  if (section && claims.length === 0) claims.push({ action: section, start: hit.start, end: hit.end, by: "heading" });
  if (claims.length === 0 && HOSPITAL_WORDS.test(near.text())) {
    claims.push({ action: "hospital", start: hit.start, end: hit.end, by: "setting" });
  }
  return claims;
}

function dosesIn(doc: Doc, from: number, to: number): Dose[] {
  const doses: Dose[] = [];
  for (const q of amountsIn(doc, from, to)) {
    if (q.end > to) break;
    // A weight in kilograms is the patient's, not a dose.
    const dose = q.dimension === "volume" || (q.dimension === "count" && q.unit !== "tablet");
    if (dose || (q.dimension === "mass" && q.base !== undefined && q.base < 1_000_000)) {
      const lead = doc.text.slice(Math.max(from, q.start - 16), q.start);
      doses.push({ ...q, previous: /\b(?:from|was|previously|instead of)\s*$/i.test(lead) });
    }
  }
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
  contextStart: number;
  windowEnd: number;
  line: Line;
  private readonly doc: Doc;
  private readonly listed: boolean;
  private readonly routeFrom: number;
  private readDoses?: Dose[];
  private readFrequencies?: Frequency[];
  private readRoutes?: Mention["routes"];

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
    this.history = byVerb && PAST.test(near.text());
    this.claimed = this.history ? undefined : claims[0];
    this.actions = this.history ? [] : claims.map((c) => c.action);
    this.conditional = byVerb && CONDITION.test(near.text());
    this.contextStart = Math.min(clauseStart, line.labelStart ?? clauseStart);
    this.routeFrom = Math.max(clauseStart, hit.start - 24);
    this.listed = Boolean(line.label) || sectionOf(line.section).medicines;
  }

  get doses(): Dose[] {
    this.readDoses ??= dosesIn(this.doc, this.end, this.windowEnd);
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
    const windowEnd = windowEndOf(doc, line, sentence, hit.end, nextStart);
    const isFirstOfLine = firstOfLine !== line;
    firstOfLine = line;
    const clauseStart = Math.max(previous, hit.start - CLAUSE);
    const near = new Near(doc, Math.max(sentence.start, hit.start - 200), Math.min(sentence.end, windowEnd + 100));
    const claims = claimsOf(doc, hit, line, isFirstOfLine, clauseStart, windowEnd, near);
    mentions.push(new Read(doc, hit, line, clauseStart, windowEnd, claims, near));
  }
  return mentions;
}
