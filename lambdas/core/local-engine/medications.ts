import medicationData from "../../data/medications.json";
import type { Medication, MedicationStatus } from "./structure";

/**
 * Medicine lines as data: name, dose, route, frequency, duration, status and whether it is for home. The line's own
 * words are kept too (`text`, with the status markers taken out), so the rendered list never loses what a parser
 * did not understand ("do not take both", "with food").
 */
export interface ParsedMedication extends Medication {
  /** The line without its status markers; what the list shows, in plain words. */
  text: string;
  /** The document said the status (a NEW / STOPPED marker, or "start", "stop", "continue"); else it is assumed. */
  marked: boolean;
}

/** Names the shared list lacks that the offline engine should still recognise as medicines. */
const MORE_NAMES = ["ketorolac", "colecalciferol", "gaviscon", "salbutamol", "paracetamol", "enoxaparin", "senna"];
const KNOWN = new Set([...medicationData.names.map((n) => n.toLowerCase()), ...MORE_NAMES]);
const SALTS = "succinate|tartrate|sodium|hydrochloride|propionate|xl|sr|er|mr|la|cr";
const NOT_NAMES = new Set(
  "you she he they we i it take start stop use give continue increase reduce the a an your two three four one half and or then"
    .split(" ")
    .concat(["may", "should", "also", "have", "has", "been", "to"]),
);

const DOSE = /\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|micrograms?|g|ml|mL|units?)\b/i;
const FROM_TO = new RegExp(`from\\s+(${DOSE.source.slice(2, -2)})\\s+to\\s+(${DOSE.source.slice(2, -2)})`, "i");

const MARKERS: Array<[RegExp, MedicationStatus]> = [
  [/\bNEW\b|\bSTART(?:ED)?\b/, "new"],
  [/\bCHANGED\b|\bREDUCED?\b|\bINCREASED?\b/, "changed"],
  // "HELD  Aspirin 75 mg od - stopped 7 days pre-op; RESTART on 15/05": a status column before the name.
  [/\bWITHHELD\b|\bWITHHOLD\b|\bHOLD\b|^HELD\b/, "paused"],
  [/\bSTOP(?:PED)?\b|\bDISCONTINUED\b/, "stopped"],
  [/\bCONTINUED?\b|\bUNCHANGED\b|\bNO CHANGE\b|^CONT\b/, "continue"],
];
/** "Started sertraline 50 mg 6 weeks ago", "you were started on metformin at that visit": history, not a new medicine. */
const EARLIER =
  "(?![^.;]*\\b(?:ago|at (?:that|the|your|his|her|their) (?:last |previous )?(?:visit|appointment|clinic)|last (?:week|month|year)|in (?:19|20)\\d\\d|before (?:this |the |his |her |your )?admission)\\b)";
const STARTED_NOW = new RegExp(
  `^(?:start|begin|commence)\\b${EARLIER}|(?<!\\bnot (?:yet )?(?:been )?)\\b(?:started|starting|commenced|commencing|initiated|prescribed|new)\\b${EARLIER}`,
  "i",
);
const VERBS: Array<[RegExp, MedicationStatus]> = [
  [
    /^(?:start|begin)\b|\b(?:'ll|will|going to|want to|like to|let's|let us)\s+(?:start|begin|commence|prescribe|try|give)\b/i,
    "new",
  ],
  // "Stop lamotrigine if you get a rash", "If she has diarrhoea …, she should stop the capecitabine" or "temporarily
  // stop it if you are vomiting" is a warning, not a stop; "for 5 days, then stop" is the end of a course;
  // "Continue allopurinol - do NOT stop during the flare" is no stop at all, "until 3 months after prednisolone has
  // stopped" is a time and "he has stopped using cannabis" is about no medicine. "For 8 weeks, then reduce to 20 mg" is
  // a later step of the course, not a change today.
  [
    /(?<!\b(?:if|unless)\b[^.;]*)(?<!\b(?:temporarily|briefly|not|never|then)\s+)(?<!\b(?:not|never) (?:be|been|being)\s+)(?<!n't\s+)(?<!\b(?:after|until|once|since)\b[^.;]{0,40}\b(?:has|have|had|is|are)\s+(?:been\s+)?)\b(?:stop|stopped|discontinue|discontinued)\b(?!\s+(?:using|smoking|drinking|vaping)\b)(?![^.;]*(?<!\beven\s)\b(?:if|unless|should you)\b)/i,
    "stopped",
  ],
  [
    /(?<!\b(?:then|and then|after that)\s+)\b(?:increase|increased|reduce|reduced|decrease|decreased|lower|lowered)\b[^.;]{0,40}?\b(?:from|to)\s+\d|\b(?:switch|switched|changed?) (?:to|from)\b|\bdose (?:increased|reduced|decreased|changed)\b/i,
    "changed",
  ],
  [STARTED_NOW, "new"],
  [/\bcontinue\b|\bkeep (?:taking|using|on with)\b|\bcarry on (?:taking|using|with)\b|\bunchanged\b/i, "continue"],
];

/** The statuses a list writes in capitals after a medicine, in brackets or after a dash. */
const STATUS_WORD =
  "(?:NEW|START(?:ED)?|CHANGED|STOPPED|STOP|CONTINUED?|WITHHELD|REDUCED?|INCREASED?|UNCHANGED|NO CHANGE)";
/** "(NEW: replaces X)", " - STOP (causing Y)", "(CONTINUE)": the marker goes, what it explains stays. */
const BRACKET_MARKER = new RegExp(String.raw`\s*\(${STATUS_WORD}\b[\s:,;–-]*([^)]*)\)`, "g");
const DASH_MARKER = new RegExp(String.raw`\s+[-–]\s+${STATUS_WORD}\b[.,;:]?(?:\s*[-–:,]?\s*\(([^)]*)\))?`, "g");
const BARE_MARKER =
  /\b(?:NEW|START(?:ED)?|CHANGED|STOPPED|CONTINUED?|REDUCED?|INCREASED?|UNCHANGED|NO CHANGE)\b[:,]?\s*/g;
/** "Candesartan HOLD (was 8 mg od)": the label says "Pause". */
const HELD_MARKER = /\s*(?:[-–]\s*)?\b(?:WITHHELD|WITHHOLD|HOLD)\b[:,]?|^(?:HELD|CONT)\b\s*/g;

function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/** The line's words without status markers; what a marker explained becomes its own sentence. */
export function withoutMarkers(text: string): string {
  const explain = (_: string, rest?: string) => {
    const said = (rest ?? "")
      .trim()
      .replace(/^[-–:,;\s]+/, "")
      .replace(/^causing\b/i, "it was causing");
    return said ? `. ${capitalise(said)}.` : ".";
  };
  return (
    text
      .replace(BRACKET_MARKER, explain)
      .replace(DASH_MARKER, explain)
      .replace(HELD_MARKER, "")
      .replace(/\s+[-–]\s*\.$/, ".")
      .replace(BARE_MARKER, "")
      .replace(/\b(then)\s+STOP\b/gi, "$1 stop")
      // "Amlodipine 10 mg od - continue.": the line's label says so already.
      .replace(
        /\s+[-–]\s+(?:continue|continued|unchanged|no change)\.?$|(?<=\.)\s+(?:continue|continued|unchanged)\.?$/i,
        ".",
      )
      .replace(/\.\.$/, ".")
      .replace(/\.\s*\./g, ".")
      .replace(/\s+\./g, ".")
      .replace(/\.\s*(?=[,;])/g, "")
      .replace(/\s{2,}/g, " ")
      .replace(/(?<!\b[A-Z])\.\s+([a-z])/g, (_m, c: string) => `. ${c.toUpperCase()}`)
      .trim()
  );
}

/** A medicine the vocabulary knows, whole or as a part of a hyphenated name ("co-amoxiclav", "adcal-d3"). */
const isKnown = (word: string) => KNOWN.has(word) || word.split("-").some((p) => KNOWN.has(p));

/** Whether the text names a medicine the vocabulary knows ("Nebulised ipratropium - given on ward only"). */
export function knownMedicineIn(text: string): boolean {
  for (const m of text.matchAll(/[A-Za-z][A-Za-z-]+/g)) {
    const word = m[0].toLowerCase();
    if (isKnown(word)) return true;
  }
  return false;
}

/** The medicine a line is about: the words before its dose, a known medicine name, or a capitalised brand before it. */
export function medicationName(text: string): string | undefined {
  const lead = text.match(
    new RegExp(
      `^(?:(?:start|take|continue|stop|increase|reduce|use|give)\\s+)?([A-Za-z][A-Za-z-]+(?:\\s+(?:${SALTS}))?)\\s+(?:\\d|from\\b|inhaler\\b)`,
      "i",
    ),
  );
  if (lead && !NOT_NAMES.has(lead[1].toLowerCase())) return lead[1];
  for (const m of text.matchAll(new RegExp(`[A-Za-z][A-Za-z-]+(?:\\s+(?:${SALTS})\\b)?`, "gi"))) {
    const first = m[0].split(/\s+/)[0].toLowerCase();
    if (isKnown(first)) return m[0];
  }
  // "Zomorph increased to 30 mg bd", "Laxido - continue 1 sachet bd": a capitalised name that leads its change.
  return (
    text.match(/\b([A-Z][a-z][A-Za-z-]+)\s+\d/)?.[1] ??
    text.match(
      /^([A-Z][a-z][A-Za-z-]+)(?:\s+[-–])?\s+(?:increased|reduced|decreased|changed|stopped|continued?|stop)\b/,
    )?.[1]
  );
}

/** "Nebulised ipratropium - given on ward only, not for discharge": a list entry for the stay, not for home. */
const WARD_ONLY =
  /\b(?:given on (?:the )?ward(?: only)?|on the ward only|not for discharge|not to continue at home|inpatient only|in hospital only|hospital use only)\b/i;

/** "30 mg OD for 3 days, then 20 mg …, then STOP": the end of a reducing course, not a stop today. */
const END_OF_COURSE = /\b(?:then|THEN)\s+STOP(?:PED)?\b/g;
const REDUCING_COURSE = /\b(?:reducing|tapering|weaning) (?:course|dose|regimen)\b|\btaper(?:ed|ing)?\b/i;

function statusOf(text: string): { status: MedicationStatus; marked: boolean } {
  const marks = text.replace(END_OF_COURSE, "then stop");
  for (const [re, status] of MARKERS) if (re.test(marks)) return { status, marked: true };
  if (REDUCING_COURSE.test(text) && marks !== text) return { status: "new", marked: true };
  for (const [re, status] of VERBS) if (re.test(text)) return { status, marked: true };
  return { status: "continue", marked: false };
}

const ROUTES: Array<[RegExp, string]> = [
  [/\b(?:intravenous(?:ly)?|IV)\b|\binto a vein\b|\bthrough a vein\b/i, "through a vein"],
  [/\b(?:subcutaneous(?:ly)?|injection under the skin|under the skin)\b/i, "injection under the skin"],
  [/\b(?:by mouth|PO|orally|oral)\b/, "by mouth"],
  [/\binhaler\b|\bpuffs?\b/i, "inhaler"],
];
const FREQUENCY =
  /\b(?:once|twice|three times|four times) (?:a |per )?(?:day|daily|week|weekly)\b|\bevery \d+(?: to \d+)? hours\b|\bevery (?:morning|evening|night|day)\b|\bat (?:night|bedtime)\b|\bin the morning\b|\b(?:as|when|if) needed\b|\bdaily\b|\bBID\b|\bTID\b|\bQID\b|\bPRN\b/i;
const DURATION =
  /\bfor (?:up to |another )?(?:\d+|one|two|three|four|five|six|seven) (?:more )?(?:days?|weeks?|months?)(?: only)?\b|\buntil [^.,;()]+/i;

/**
 * The medicine's own dose: the first after its name, or one just before it ("2 g of ceftriaxone"). "She received 2
 * units of red cells and IV omeprazole" gives omeprazole no dose.
 */
function doseOf(text: string, name: string | undefined): string | undefined {
  const at = name === undefined ? -1 : text.toLowerCase().indexOf(name.toLowerCase());
  if (at < 0) return text.match(DOSE)?.[0];
  const doses = [...text.matchAll(new RegExp(DOSE.source, "gi"))];
  const after = doses.find((m) => (m.index ?? 0) >= at);
  if (after) return after[0];
  const before = doses.findLast((m) =>
    /^\s*(?:of\s+)?(?:[a-z]+\s+)?$/i.test(text.slice((m.index ?? 0) + m[0].length, at)),
  );
  return before?.[0];
}

/**
 * "Can continue to drive", "Max 4 doses a day", "If 2 or more of: …": a line that opens with a word no medicine's name
 * is, and names no medicine the vocabulary knows, gets no label. "Tried venlafaxine in 2024 - stopped" is the history of a medicine.
 */
const NOT_A_MEDICINE_LEAD =
  /^(?:(?:can|may|could|should|must|will|if|when|max(?:imum)?|check|any|none|no)\b|stopped\s*:)/i;
const TRIED_BEFORE = /^(?:tried|previously|has tried|had tried|trial of)\b/i;

export function parseMedication(text: string, setting: "home" | "hospital"): ParsedMedication {
  const named = medicationName(text);
  const read = statusOf(text);
  const unlabelled =
    (NOT_A_MEDICINE_LEAD.test(text.trim()) && !knownMedicineIn(text)) || TRIED_BEFORE.test(text.trim());
  const { status, marked } = unlabelled ? { status: "continue" as const, marked: false } : read;
  const fromTo = text.match(FROM_TO);
  const dose = fromTo ? fromTo[2] : doseOf(text, named);
  const route = ROUTES.find(([re]) => re.test(text))?.[1];
  const clean = withoutMarkers(text);
  const brackets = [...text.matchAll(/\(([^)]*)\)/g)].map((m) => m[1].replace(BARE_MARKER, "").trim()).filter(Boolean);
  return {
    name: named ?? clean.split(/\s+/).slice(0, 2).join(" "),
    dose,
    route,
    frequency: text.match(FREQUENCY)?.[0],
    duration: text.match(DURATION)?.[0]?.trim(),
    status,
    setting: route === "through a vein" || WARD_ONLY.test(text) ? "hospital" : setting,
    note:
      brackets.length > 0
        ? brackets
            .join("; ")
            .replace(/^[-–:,;\s]+/, "")
            .slice(0, 500)
        : undefined,
    text: clean,
    marked,
  };
}

/** Says what changed, at the start of each line of the list. */
export const STATUS_LABEL: Record<MedicationStatus, string> = {
  new: "New",
  changed: "Changed",
  stopped: "Stop taking",
  paused: "Pause",
  continue: "Keep taking",
};

const GIVEN =
  /\b(?:received|given|treated with|started on|(?:was|were) started|intravenous(?:ly)?|IV|infusion|injection)\b/i;

/**
 * Medicines named in what happened in hospital ("He received intravenous ceftriaxone 2 g and oral clarithromycin"):
 * name and route only, listed as hospital treatment so they are never read as doses to take at home.
 */
export function hospitalMedicines(sentence: string): Medication[] {
  const out: Medication[] = [];
  // Only a sentence that says something was given names treatment; "Vitamin D level was low" does not.
  if (!GIVEN.test(sentence) || /\bin (?:19|20)\d\d\b/.test(sentence)) return out;
  for (const m of sentence.matchAll(/(?:\b(intravenous(?:ly)?|IV|oral|subcutaneous)\s+)?\b([A-Za-z][A-Za-z-]+)/g)) {
    const name = m[2];
    const lower = name.toLowerCase();
    if (!isKnown(lower)) continue;
    if (out.some((o) => o.name.toLowerCase() === lower)) continue;
    const way = m[1]?.toLowerCase();
    const route = !way
      ? undefined
      : way === "oral"
        ? "by mouth"
        : way === "subcutaneous"
          ? "injection under the skin"
          : "through a vein";
    out.push({ name: lower, route, status: "continue", setting: "hospital" });
  }
  return out;
}
