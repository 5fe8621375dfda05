/**
 * What the patient must act on, read from the English summary the engines write (issue 25): the warning signs of its
 * "When to get help" section, its medicines as a day's schedule, and its follow-ups with a date. Pure and total: every
 * line of a section it reads comes back exactly once, so the portal can draw the section in another shape without
 * losing a word. It reads only what the summary says; a medicine whose timing it cannot read with certainty is kept
 * as written, never placed in the schedule by a guess.
 */

export type SectionKind = "warnings" | "medicines" | "followups" | "other";

export interface PlanSection {
  kind: SectionKind;
  /** The heading's words; null for what comes before the first heading. */
  heading: string | null;
  /** The section's text after its heading, as written (what the plain renderer draws). */
  body: string;
  /** Its lines without list markers or bold, blanks dropped. */
  lines: string[];
  /** Where its heading and the first line of `body` are in the whole text (the portal's sentence numbering). */
  headingLine: number | null;
  bodyStart: number;
  /** Each of `lines`' line number in the whole text. */
  lineAt: number[];
}

/** The engines' headings for the three sections (core/local-engine/sections.ts), and a model's or a clinician's. */
const WARNINGS =
  /get (?:urgent |medical |emergency )?help|when to (?:call|get|seek|go|contact)|warning sign|danger|urgent|emergenc|red flag|seek (?:help|medical)|call us if/i;
const MEDICINES = /medicine|medication|tablets|prescription/i;
const FOLLOWUPS = /follow[\s-]?up|appointment|next visit|what happens next|next steps/i;

export function sectionKind(heading: string | null): SectionKind {
  if (!heading) return "other";
  if (WARNINGS.test(heading)) return "warnings";
  if (/side effects/i.test(heading)) return "other";
  if (MEDICINES.test(heading)) return "medicines";
  if (FOLLOWUPS.test(heading)) return "followups";
  return "other";
}

/** `## Heading` as the engines write it, or a line that is wholly bold ("**Your medicines**") as some edits are. */
const HEADING = /^(?:#{1,3}\s+(.+?)|\*\*([^*]+?)\*\*:?)\s*$/;

const plainLine = (line: string) =>
  line
    .trim()
    .replace(/^[-*]\s+/, "")
    .replace(/\*\*/g, "");

export function splitPlanSections(text: string): PlanSection[] {
  const sections: PlanSection[] = [];
  let current: { heading: string | null; headingLine: number | null; from: number; body: string[] } = {
    heading: null,
    headingLine: null,
    from: 0,
    body: [],
  };
  const close = () => {
    const joined = current.body.join("\n");
    const leading = joined.match(/^\n*/)?.[0].length ?? 0;
    const body = joined.replace(/^\n+|\s+$/g, "");
    if (current.heading === null && !body) return;
    const bodyStart = current.from + leading;
    const kept = body
      .split("\n")
      .map((raw, i) => ({ text: plainLine(raw), at: bodyStart + i }))
      .filter((l) => l.text.length > 0);
    sections.push({
      kind: sectionKind(current.heading),
      heading: current.heading,
      body,
      lines: kept.map((l) => l.text),
      headingLine: current.headingLine,
      bodyStart,
      lineAt: kept.map((l) => l.at),
    });
  };
  text.split("\n").forEach((raw, line) => {
    const heading = raw.trim().match(HEADING);
    if (heading) {
      close();
      current = { heading: (heading[1] ?? heading[2]).trim(), headingLine: line, from: line + 1, body: [] };
    } else current.body.push(raw);
  });
  close();
  return sections;
}

// ---------------------------------------------------------------------------------------------------------------
// Medicines

export type Slot = "morning" | "midday" | "evening" | "bedtime";
export const SLOTS: readonly Slot[] = ["morning", "midday", "evening", "bedtime"];

/** The engines' labels (core/local-engine/medications.ts STATUS_LABEL). */
export type MedicineStatus = "new" | "changed" | "stop" | "pause" | "continue" | null;

/**
 * When a medicine is taken, as far as the summary says: at these times of day; once a day at a time it does not
 * name; only when needed; or not readable with certainty (the line is then shown as written).
 */
export type Timing =
  | { kind: "slots"; slots: Slot[] }
  | { kind: "once-a-day" }
  | { kind: "as-needed" }
  | { kind: "as-written" };

export interface Medicine {
  /** The line as written, without its label. */
  text: string;
  /** The medicine's name when the line starts with it ("Metoprolol succinate" of "Metoprolol succinate 25 mg …"). */
  name: string | null;
  status: MedicineStatus;
  timing: Timing;
  /** Its line in the whole summary (the reading tools' sentences); absent when read from a line alone. */
  line?: number;
}

export interface MedicinePlan {
  /** Taken at set times or once a day: the table. */
  scheduled: Medicine[];
  asNeeded: Medicine[];
  /** Stop taking, or pause: their own box, never in the table. */
  stopped: Medicine[];
  /** A medicine whose timing the summary does not state in a way read with certainty. */
  asWritten: Medicine[];
  /** The section's lines that are not a medicine's (a paragraph under the list), as written. */
  notes: string[];
}

const LABELS: Array<[RegExp, Exclude<MedicineStatus, null>]> = [
  [/^new:\s*/i, "new"],
  [/^changed:\s*/i, "changed"],
  [/^stop(?: taking)?:\s*/i, "stop"],
  [/^pause:\s*/i, "pause"],
  [/^(?:keep taking|continue):\s*/i, "continue"],
];

const AS_NEEDED =
  /\b(?:as|when|if|only if) (?:needed|required|necessary)\b|\bprn\b|\bwhen you need (?:it|them)\b|\bas directed for pain\b/i;

/** A schedule the four times of day cannot show: it is kept as written. */
const OTHER_SCHEDULE =
  /\bevery \d+(?:\s*(?:to|-|or)\s*\d+)? hours?\b|\bhourly\b|\b(?:once|twice|\d+ times|three times) (?:a|per|each) week\b|\bweekly\b|\bmonthly\b|\bevery other day\b|\balternate days\b|\bon (?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)\b|\bevery (?:week|month)\b|\b(?:five|six|5|6) times (?:a|per) day\b/i;

const COUNTS: Array<[RegExp, 1 | 2 | 3 | 4]> = [
  [/\bonce (?:a|per|each) day\b|\bonce daily\b|\bod\b|\bqd\b|\bone time (?:a|per) day\b/i, 1],
  [/\btwice (?:a|per|each) day\b|\btwice daily\b|\b(?:two|2) times (?:a|per|each) day\b|\bbd\b|\bbid\b|\bb\.d\./i, 2],
  [/\b(?:three|3) times (?:a|per|each) day\b|\b(?:three|3) times daily\b|\btds\b|\btid\b|\bt\.d\.s\./i, 3],
  [/\b(?:four|4) times (?:a|per|each) day\b|\b(?:four|4) times daily\b|\bqds\b|\bqid\b|\bq\.d\.s\./i, 4],
];

const TIMES: Array<[RegExp, Slot]> = [
  [
    /\b(?:every|in the|each) morning\b|\b(?:with|before|after|at) (?:your )?breakfast\b|\bon waking\b|\bmane\b|\bom\b/i,
    "morning",
  ],
  [/\b(?:at )?midday\b|\b(?:with|before|after|at) (?:your )?lunch(?:time)?\b|\bat noon\b/i, "midday"],
  [
    /\b(?:every|in the|each) evening\b|\b(?:with|before|after) (?:your )?(?:evening meal|dinner|supper|tea)\b/i,
    "evening",
  ],
  [
    /\bat night\b|\b(?:at|before) bed(?:time)?\b|\bnightly\b|\b(?:every|each) night\b|\bnocte\b|\bqhs\b|\bat bedtime\b/i,
    "bedtime",
  ],
];

const DAILY = /\bevery day\b|\bdaily\b|\beach day\b/i;
const NEGATION = /\b(?:not|don't|never|avoid|instead of)\b/i;

/** The sentences of a line; a decimal point ("0.4 mg") and a title ("Dr. Patel") do not end one. */
const sentencesOf = (text: string) =>
  text.split(/(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Sr|Jr|No|Nos|approx|e\.g|i\.e)\.)(?<=[.;!?])\s+(?=[A-Z(])/);

/** When the medicine of `text` is taken, read from its sentences; a sentence that says "not" adds nothing. */
export function timingOf(text: string): Timing {
  if (AS_NEEDED.test(text)) return { kind: "as-needed" };
  if (OTHER_SCHEDULE.test(text)) return { kind: "as-written" };
  const counts = new Set<1 | 2 | 3 | 4>();
  const times = new Set<Slot>();
  let daily = false;
  for (const sentence of sentencesOf(text)) {
    if (NEGATION.test(sentence)) continue;
    for (const [re, n] of COUNTS) if (re.test(sentence)) counts.add(n);
    for (const [re, slot] of TIMES) if (re.test(sentence)) times.add(slot);
    if (DAILY.test(sentence)) daily = true;
  }
  // A dose that changes ("once a day for 2 weeks, then twice a day") is two schedules: the patient reads it as written.
  if (counts.size > 1) return { kind: "as-written" };
  const slots = SLOTS.filter((s) => times.has(s));
  const [count] = [...counts];
  if (count === undefined) {
    if (slots.length > 0) return { kind: "slots", slots };
    return daily ? { kind: "once-a-day" } : { kind: "as-written" };
  }
  if (slots.length === count) return { kind: "slots", slots };
  if (slots.length > 0) return { kind: "as-written" };
  if (count === 1) return { kind: "once-a-day" };
  const usual: Record<2 | 3 | 4, Slot[]> = {
    2: ["morning", "evening"],
    3: ["morning", "midday", "evening"],
    4: ["morning", "midday", "evening", "bedtime"],
  };
  return { kind: "slots", slots: usual[count] };
}

/** Words a line starts with that are an instruction, not a medicine's name. */
const VERBS =
  /^(?:take|increase|reduce|decrease|use|apply|inhale|give|you|your|start|stop|keep|continue|do|if|only|please|we|the|a|an|one|two)$/i;

function nameOf(text: string): string | null {
  const m = text.match(/^([A-Z][A-Za-z'-]+(?:[ -][A-Za-z][A-Za-z'-]+){0,2})(?=,?\s+\d)/);
  if (!m || VERBS.test(m[1].split(/[ -]/)[0])) return null;
  return m[1];
}

export function readMedicine(line: string): Medicine {
  let status: MedicineStatus = null;
  let text = line;
  for (const [re, s] of LABELS) {
    if (re.test(text)) {
      status = s;
      text = text.replace(re, "");
      break;
    }
  }
  return { text, name: nameOf(text), status, timing: timingOf(text) };
}

/** A section's list items are its medicines; its other lines are notes, kept as written. */
export function medicinePlan(section: PlanSection): MedicinePlan {
  const plan: MedicinePlan = { scheduled: [], asNeeded: [], stopped: [], asWritten: [], notes: [] };
  for (const [i, raw] of section.body.split("\n").entries()) {
    const line = raw.trim();
    if (!line) continue;
    if (!/^[-*]\s+/.test(line)) {
      plan.notes.push(plainLine(line));
      continue;
    }
    const medicine = { ...readMedicine(plainLine(line)), line: section.bodyStart + i };
    if (medicine.status === "stop" || medicine.status === "pause") plan.stopped.push(medicine);
    else if (medicine.timing.kind === "as-needed") plan.asNeeded.push(medicine);
    else if (medicine.timing.kind === "as-written") plan.asWritten.push(medicine);
    else plan.scheduled.push(medicine);
  }
  return plan;
}

// ---------------------------------------------------------------------------------------------------------------
// Follow-ups

export interface AppointmentDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 24-hour clock, when the summary gives a time. */
  hour?: number;
  minute?: number;
}

export interface FollowUp {
  /** The line as written. */
  text: string;
  /** The sentence that holds the date: the calendar event's title. */
  title: string;
  /** Null when the line names no date (in 2 weeks; the clinic will write): nothing to put in a calendar. */
  date: AppointmentDate | null;
  /** Its line in the whole summary (the reading tools' sentences). */
  line?: number;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** Month names as written, capitalised ("May" the month, not "you may"), full or short ("Sept."). */
const MONTH =
  "(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?";
const DAY = "(\\d{1,2})(?:st|nd|rd|th)?";
const DAY_MONTH = new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH}(?:,?\\s+(\\d{4}))?\\b`);
const MONTH_DAY = new RegExp(`\\b${MONTH}\\s+${DAY}(?:,?\\s+(\\d{4}))?\\b`);
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/;
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/;
const TWELVE_HOUR = /\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s?m\b\.?/i;
const TWENTY_FOUR_HOUR = /\bat (\d{1,2})[:.](\d{2})\b/i;

const monthNumber = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3))) + 1;

function validDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A date without a year is its next occurrence on or after the day the summary was written. */
function withYear(month: number, day: number, written: Date): number {
  const year = written.getUTCFullYear();
  const thisYear = Date.UTC(year, month - 1, day);
  const writtenDay = Date.UTC(year, written.getUTCMonth(), written.getUTCDate());
  return thisYear >= writtenDay ? year : year + 1;
}

/**
 * The first date in `sentence`, with its time when one is given. A numeric date is read day first or month first only
 * when one of its numbers is over 12 (19/04/2025, 04/19/2025); 04/05/2025 could be either and is not read.
 */
export function dateIn(sentence: string, written: Date): AppointmentDate | null {
  let date: { year: number; month: number; day: number } | null = null;
  const iso = sentence.match(ISO);
  const numeric = sentence.match(NUMERIC);
  const dayMonth = sentence.match(DAY_MONTH);
  const monthDay = sentence.match(MONTH_DAY);
  if (iso) date = { year: +iso[1], month: +iso[2], day: +iso[3] };
  else if (numeric) {
    const [a, b, year] = [+numeric[1], +numeric[2], +numeric[3]];
    if (a > 12 && b <= 12) date = { year, month: b, day: a };
    else if (b > 12 && a <= 12) date = { year, month: a, day: b };
    else if (a === b) date = { year, month: a, day: a };
  } else if (dayMonth && (!monthDay || (dayMonth.index ?? 0) <= (monthDay.index ?? 0))) {
    const [month, day] = [monthNumber(dayMonth[2]), +dayMonth[1]];
    date = { year: dayMonth[3] ? +dayMonth[3] : withYear(month, day, written), month, day };
  } else if (monthDay) {
    const [month, day] = [monthNumber(monthDay[1]), +monthDay[2]];
    date = { year: monthDay[3] ? +monthDay[3] : withYear(month, day, written), month, day };
  }
  if (!date || !validDay(date.year, date.month, date.day)) return null;
  const twelve = sentence.match(TWELVE_HOUR);
  const twentyFour = sentence.match(TWENTY_FOUR_HOUR);
  if (twelve && +twelve[1] >= 1 && +twelve[1] <= 12) {
    const pm = twelve[3].toLowerCase() === "p";
    const hour = (+twelve[1] % 12) + (pm ? 12 : 0);
    return { ...date, hour, minute: twelve[2] ? +twelve[2] : 0 };
  }
  if (twentyFour && +twentyFour[1] < 24 && +twentyFour[2] < 60) {
    return { ...date, hour: +twentyFour[1], minute: +twentyFour[2] };
  }
  return date;
}

/** Each line of a follow-up section, with the date its first dated sentence names. */
export function followUpsOf(section: PlanSection, written: Date): FollowUp[] {
  return section.lines.map((text, i) => {
    const line = section.lineAt[i];
    for (const sentence of sentencesOf(text)) {
      const date = dateIn(sentence, written);
      if (date) return { text, title: sentence.replace(/[.;]\s*$/, ""), date, line };
    }
    return { text, title: text, date: null, line };
  });
}
