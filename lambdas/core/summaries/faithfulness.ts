import type { FaithfulnessFlag } from "#contracts/summaries";
import medicationData from "../../data/medications.json";

/**
 * Every number, dose, date and medication name in a draft must appear in the source text. Anything that does not
 * is flagged to the clinician (never to the patient): the engine may have misread or invented it.
 */
const MEDICATIONS = new Set(medicationData.names.map((n) => n.toLowerCase()));

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const DATE_PATTERNS = [
  /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b/g,
  new RegExp(`\\b(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?\\b`, "gi"),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? (?:${MONTHS})\\.?(?:,? \\d{4})?\\b`, "gi"),
];
/** Units a number may carry, in the summary and in the source, spaced or not ("81mg", "81 mg", "97 %"). */
const UNIT = "mg|mcg|µg|g|kg|ml|l|units?|iu|mmol|%|puffs?|tablets?|caps(?:ules?)?|drops?";
/**
 * A number token: not part of a word ("SpO2", "B12", "HbA1c" hold no number), thousands separators kept in the
 * token ("1,250"), an optional decimal part, then an optional unit. Matched on the text as written, never with its
 * spaces deleted (which turned "SpO2 97%" into "spo297%", where 97 is no longer a number).
 */
const NUMBER_TOKEN = new RegExp(
  `(?<![A-Za-z0-9.])(\\d{1,3}(?:,\\d{3})+(?![\\d,])|\\d+)(\\.\\d+)?(?:[ \\t]?(${UNIT})(?![A-Za-z0-9]))?`,
  "gi",
);

interface NumberToken {
  text: string;
  /** The value without thousands separators: "1,250" and "1250" are one number. */
  value: string;
  unit?: string;
}

function unitKey(unit: string): string {
  const u = unit.toLowerCase().replace("µg", "mcg");
  if (/^units?$/.test(u)) return "unit";
  if (/^caps/.test(u)) return "capsule";
  return u.replace(/s$/, "");
}

function* numberTokens(text: string): Generator<NumberToken> {
  for (const m of text.matchAll(NUMBER_TOKEN)) {
    yield { text: m[0], value: m[1].replace(/,/g, "") + (m[2] ?? ""), unit: m[3] ? unitKey(m[3]) : undefined };
  }
}

/** The source's numbers, read once: each value, and each value with its unit. */
class NumberIndex {
  private readonly values = new Set<string>();
  private readonly withUnits = new Set<string>();

  constructor(source: string) {
    for (const token of numberTokens(source)) {
      this.values.add(token.value);
      if (token.unit) this.withUnits.add(`${token.value} ${token.unit}`);
    }
  }

  /** A dose needs its value with the same unit; a bare number needs the value. */
  has(token: NumberToken): boolean {
    return token.unit ? this.withUnits.has(`${token.value} ${token.unit}`) : this.values.has(token.value);
  }
}

/** Dates compared without caring about spacing or case ("March 3" = "march  3"). */
function normalise(value: string): string {
  return value.toLowerCase().replace(/\s+/g, "");
}

/** A match must not be part of a longer number: "5mg" is not found inside "25mg", nor "4" inside "45". */
function foundByScan(source: string, needle: string): boolean {
  for (let at = source.indexOf(needle); at !== -1; at = source.indexOf(needle, at + 1)) {
    const before = source[at - 1] ?? "";
    const after = source[at + needle.length] ?? "";
    if (/\d/.test(needle[0]) && /[\d.]/.test(before)) continue;
    if (/\d/.test(needle[needle.length - 1]) && /\d/.test(after)) continue;
    return true;
  }
  return false;
}

/** Characters kept after each anchor; a longer fact (a 20-digit number) is looked for by scanning instead. */
const TAIL = 24;
const MONTH = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec";
const MONTH_AHEAD = new RegExp(`(?=(?:${MONTH})[a-z]{0,6}\\.?\\d)`, "g");
const MONTH_START = new RegExp(`^(?:${MONTH})`);

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The source, indexed once (issue 8: no rescans per fact). Every date, dose and number of a draft starts with a
 * digit or a month name, and can only be found where the normalised source has a whole number (not preceded by a
 * digit or a point) or a month name followed by a day. Those places are the anchors: for each, the characters that
 * follow it, sorted, so a fact is a prefix search. Medication names are looked up among the source's words.
 */
class SourceIndex {
  private readonly tails = new Map<string, string[]>();
  private words: Set<string> | undefined;

  constructor(
    private readonly normalised: string,
    private readonly original: string,
  ) {
    const groups = new Map<string, Set<string>>();
    const anchor = (key: string, from: number) => {
      let group = groups.get(key);
      if (!group) {
        group = new Set();
        groups.set(key, group);
      }
      group.add(normalised.slice(from, from + TAIL));
    };
    for (const m of normalised.matchAll(/(?<![\d.])\d+/g)) anchor(m[0], (m.index ?? 0) + m[0].length);
    for (const m of normalised.matchAll(MONTH_AHEAD)) {
      const at = m.index ?? 0;
      anchor(normalised.slice(at, at + 3), at + 3);
    }
    for (const [key, group] of groups) this.tails.set(key, [...group].sort());
  }

  /** A known medication among the source's words ("metoprolol-XL" holds "metoprolol"). Indexed on first use. */
  hasMedication(name: string): boolean {
    if (!this.words) {
      const words = new Set<string>();
      for (const [word] of this.original.toLowerCase().matchAll(/[a-z][a-z-]*/g)) {
        if (MEDICATIONS.has(word)) words.add(word);
        if (word.includes("-")) for (const part of word.split("-")) if (MEDICATIONS.has(part)) words.add(part);
      }
      this.words = words;
    }
    return this.words.has(name.toLowerCase());
  }

  /** Whether the normalised fact occurs in the source, not as part of a longer number. */
  has(needle: string): boolean {
    const key = /^\d/.test(needle) ? (needle.match(/^\d+/)?.[0] ?? "") : needle.slice(0, 3);
    const rest = needle.slice(key.length);
    const tails = this.tails.get(key);
    if (rest.length >= TAIL || (!/^\d/.test(needle) && !MONTH_START.test(needle))) {
      return foundByScan(this.normalised, needle);
    }
    if (!tails) return false;
    const first = tails[lowerBound(tails, rest)];
    if (first === undefined || !first.startsWith(rest)) return false;
    const after = first[rest.length];
    if (!/\d$/.test(needle) || after === undefined || !/\d/.test(after)) return true;
    // The first tail continues with a digit ("4" then "45"): look past every such tail.
    const next = tails[lowerBound(tails, `${rest}:`)];
    return next?.startsWith(rest) ?? false;
  }
}

export function checkFaithfulness(summary: string, sourceText: string): FaithfulnessFlag[] {
  const dates = new SourceIndex(normalise(sourceText), sourceText);
  const numbers = new NumberIndex(sourceText);
  const flags: FaithfulnessFlag[] = [];
  const seen = new Set<string>();
  const report = (kind: FaithfulnessFlag["kind"], key: string, value: string, found: () => boolean) => {
    if (seen.has(`${kind}:${key}`)) return;
    seen.add(`${kind}:${key}`);
    if (!found()) flags.push({ kind, value: value.trim() });
  };

  let rest = summary;
  for (const pattern of DATE_PATTERNS) {
    for (const match of summary.match(pattern) ?? []) {
      const needle = normalise(match);
      report("date", needle, match, () => dates.has(needle));
    }
    rest = rest.replace(pattern, " ");
  }
  // Numbers and doses: the ones left once dates are taken out. List markers ("1.") are not facts.
  for (const token of numberTokens(rest.replace(/^\s*\d+[.)]\s/gm, " "))) {
    report(token.unit ? "dose" : "number", `${token.value} ${token.unit ?? ""}`, token.text, () => numbers.has(token));
  }
  for (const word of summary.match(/[A-Za-z][A-Za-z-]+/g) ?? []) {
    if (MEDICATIONS.has(word.toLowerCase())) {
      report("medication", word.toLowerCase(), word, () => dates.hasMedication(word));
    }
  }
  return flags;
}
