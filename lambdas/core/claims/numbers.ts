/**
 * Numbers with their units, read the same way in a summary and in its source: "81mg", "81 mg" and "81 milligrams"
 * are one dose; "1 g" is "1000 mg"; "2 weeks" is "14 days". Spelled-out numbers are digits by now
 * (spoken-numbers.ts). Taken from the faithfulness check (lambdas/core/summaries/faithfulness.ts), which this module replaces.
 */

export type Dimension =
  | "mass"
  | "volume"
  | "time"
  | "percent"
  | "molar"
  | "count"
  | "energy"
  | "temperature"
  | "concentration";

interface UnitInfo {
  /** How the unit is written for short ("g" for "grams"): two amounts in one dimension may differ in it. */
  symbol: string;
  dimension: Dimension;
  /** Size in the dimension's base (mg, mL, days); count units keep their own name in `unit`. */
  factor: number;
  /** Canonical spelling, for count units the thing counted ("tablet", "puff"). */
  unit: string;
}

const UNITS: Array<[RegExp, UnitInfo]> = [
  // "880 mg/dL", "0.9 g/dL": a laboratory result, never a dose of a medicine.
  [/^mg\/dl$/i, { symbol: "mg/dL", dimension: "concentration", factor: 1, unit: "mg/dL" }],
  [/^g\/dl$/i, { symbol: "g/dL", dimension: "concentration", factor: 1000, unit: "mg/dL" }],
  [/^(?:mg|milligrams?|milligrammes?)$/i, { symbol: "mg", dimension: "mass", factor: 1, unit: "mg" }],
  [/^(?:mcg|µg|ug|micrograms?|microgrammes?)$/i, { symbol: "mcg", dimension: "mass", factor: 0.001, unit: "mg" }],
  [/^(?:g|grams?|grammes?|gm)$/i, { symbol: "g", dimension: "mass", factor: 1000, unit: "mg" }],
  [/^(?:kg|kgs|kilograms?|kilos?)$/i, { symbol: "kg", dimension: "mass", factor: 1_000_000, unit: "mg" }],
  [/^(?:ml|mls|millilit(?:re|er)s?)$/i, { symbol: "ml", dimension: "volume", factor: 1, unit: "ml" }],
  [/^(?:l|lit(?:re|er)s?)$/i, { symbol: "l", dimension: "volume", factor: 1000, unit: "ml" }],
  [/^(?:%|per ?cent|percent)$/i, { symbol: "%", dimension: "percent", factor: 1, unit: "%" }],
  [/^(?:mmol(?:\/l|\/mol)?|millimoles?)$/i, { symbol: "mmol", dimension: "molar", factor: 1, unit: "mmol" }],
  [/^(?:units?|iu|u)$/i, { symbol: "unit", dimension: "count", factor: 1, unit: "unit" }],
  [/^(?:puffs?|inhalations?|actuations?)$/i, { symbol: "puff", dimension: "count", factor: 1, unit: "puff" }],
  [/^(?:tablets?|tabs?)$/i, { symbol: "tablet", dimension: "count", factor: 1, unit: "tablet" }],
  [/^(?:caps?|capsules?)$/i, { symbol: "capsule", dimension: "count", factor: 1, unit: "capsule" }],
  [/^(?:drops?)$/i, { symbol: "drop", dimension: "count", factor: 1, unit: "drop" }],
  [/^(?:sachets?)$/i, { symbol: "sachet", dimension: "count", factor: 1, unit: "sachet" }],
  [/^(?:minutes?|mins?)$/i, { symbol: "minute", dimension: "time", factor: 1 / 1440, unit: "day" }],
  [/^(?:hours?|hrs?|h)$/i, { symbol: "hour", dimension: "time", factor: 1 / 24, unit: "day" }],
  [/^(?:days?)$/i, { symbol: "day", dimension: "time", factor: 1, unit: "day" }],
  [/^(?:weeks?|wks?)$/i, { symbol: "week", dimension: "time", factor: 7, unit: "day" }],
  [/^(?:months?)$/i, { symbol: "month", dimension: "time", factor: 30, unit: "day" }],
  [/^(?:years?|yrs?)$/i, { symbol: "year", dimension: "time", factor: 365, unit: "day" }],
];

/** "u" is a unit only as "14 u/wk": a bare "u" is too often something else. */
const UNIT_WORDS =
  "mg/dl|g/dl|mg|milligrams?|milligrammes?|mcg|µg|ug|micrograms?|microgrammes?|g|grams?|grammes?|gm|kg|kgs|kilograms?|kilos?|ml|mls|millilit(?:re|er)s?|l|lit(?:re|er)s?|%|per ?cent|percent|mmol(?:/l|/mol)?|millimoles?|units?|iu|u(?=/)|puffs?|inhalations?|actuations?|tablets?|tabs?|capsules?|caps?|drops?|sachets?|minutes?|mins?|hours?|hrs?|h|days?|weeks?|wks?|months?|years?|yrs?";

/**
 * A number: not part of a word ("SpO2", "B12", "HbA1c" hold no number), thousands separators kept in the token
 * ("1,250"), an optional decimal part, then an optional unit ("5 mg", "5mg", "2 weeks", "six-week" is "6-week").
 */
const NUMBER_TOKEN = new RegExp(
  `(?<![A-Za-z0-9.])(\\d{1,3}(?:,\\d{3})+(?![\\d,])|\\d+)(\\.\\d+)?(?!\\d|(?:st|nd|rd|th)\\b)(?:[ \\t-]?(${UNIT_WORDS})(?![A-Za-z0-9]))?`,
  "gi",
);

export interface Quantity {
  /** As written. */
  text: string;
  start: number;
  end: number;
  /** The number, without thousands separators ("1,250" is 1250). */
  value: number;
  /** The number as written without separators ("0.5", "1250"). */
  digits: string;
  dimension?: Dimension;
  unit?: string;
  /** The unit as written, for short ("g"). */
  symbol?: string;
  /** The value in the dimension's base (mg, mL, days). */
  base?: number;
}

function unitInfo(word: string): UnitInfo | undefined {
  return UNITS.find(([re]) => re.test(word))?.[1];
}

/** The amounts of `text` that start in [from, to) (a unit may run past `to`). Scans only that part of the text. */
export function quantities(text: string, from = 0, to = text.length): Quantity[] {
  const found: Quantity[] = [];
  NUMBER_TOKEN.lastIndex = from;
  // A number token is short: the scan never runs far past `to`.
  const part = to >= text.length ? text : text.slice(0, Math.min(text.length, to + 16));
  for (let m = NUMBER_TOKEN.exec(part); m && m.index < to; m = NUMBER_TOKEN.exec(part)) {
    const digits = m[1].replace(/,/g, "") + (m[2] ?? "");
    const value = Number(digits);
    const info = m[3] ? unitInfo(m[3]) : undefined;
    found.push({
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
      value,
      digits,
      dimension: info?.dimension,
      unit: info?.unit,
      symbol: info?.symbol,
      base: info ? value * info.factor : undefined,
    });
  }
  // A unit a word or a strength away: "12-14 HA days/mo", "5 more days" (the word says what kind of day), "(2 x 333
  // mg tabs)" (two tablets of that strength).
  for (let i = 0; i < found.length; i++) {
    const q = found[i];
    if (q.unit) continue;
    const after = text.slice(q.end, q.end + 40);
    const kind = KIND_OF_TIME.exec(after);
    const timeInfo = kind && !NOT_A_KIND.test(kind[1]) ? unitInfo(kind[2]) : undefined;
    const count = COUNT_OF_STRENGTH.exec(after);
    const info = timeInfo?.dimension === "time" ? timeInfo : count ? unitInfo(count[1]) : undefined;
    if (info)
      found[i] = { ...q, dimension: info.dimension, unit: info.unit, symbol: info.symbol, base: q.value * info.factor };
  }
  // "48-72 h", "2 to 3 weeks": a range's first number is a length of time in the unit of its second.
  for (let i = 0; i + 1 < found.length; i++) {
    const [a, b] = [found[i], found[i + 1]];
    if (a.unit || b.dimension !== "time" || b.base === undefined || b.value === 0) continue;
    if (!/^\s*(?:-|–|to)\s*$/.test(text.slice(a.end, b.start))) continue;
    found[i] = { ...a, dimension: b.dimension, unit: b.unit, symbol: b.symbol, base: (b.base / b.value) * a.value };
  }
  return found;
}

const COUNT_OF_STRENGTH =
  /^\s*[x×]\s*\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|g|units?)\s+(tabs?|tablets?|caps?|capsules?)\b/i;
const KIND_OF_TIME = /^\s+([A-Za-z]{2,12})\s+(days?|weeks?|months?)\b/;
/** Words that end a number's phrase ("3 times a day", "2 tablets a day"): the days after them are not its unit. */
const NOT_A_KIND = /^(?:times?|tablets?|doses?|puffs?|drops?|a|per|each|every|of|in|for|and|or|to|x)$/i;

/** "days 1 to 14", "days 4-7": a run of days or weeks whose length a summary gives ("for 14 days"). */
const NUMBERED_RUN = /\b(days?|weeks?|wks?)\s+(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})\b/gi;
/** "Gestation 9+3 weeks": nine weeks and three days, which a summary gives as "about 9 weeks". */
const GESTATION = /\b(\d{1,2})\+[0-6]\s*(weeks?|wks?)\b/gi;

/** "at 11w3d", "28w": a US note's weeks and days of pregnancy. */
const GESTATION_SHORT = /\b(\d{1,2})w(?:\s?[0-6]d)?\b/g;
/** "Review 4/52", "for 5/7", "in 3/12": a clinician's weeks, days and months, as a fraction of the longer unit. */
const CLINICAL_FRACTION = /\b(\d{1,2})\/(52|12|7)\b(?![/.]?\d)/g;
const FRACTION_UNIT: Record<string, string> = { "52": "weeks", "12": "months", "7": "days" };

/**
 * Lengths of time a text gives without writing them: a numbered run's length, a gestation's whole weeks, a clinical
 * fraction.
 */
export function impliedLengths(text: string): Quantity[] {
  const found: Quantity[] = [];
  const add = (at: number, written: string, count: number, unit: string) => {
    const [q] = quantities(`${count} ${unit}`);
    if (q) found.push({ ...q, text: written, start: at, end: at + written.length });
  };
  for (const m of text.matchAll(NUMBERED_RUN)) {
    const from = Number(m[2]);
    const to = Number(m[3]);
    if (to > from) add(m.index ?? 0, m[0], to - from + 1, m[1]);
  }
  for (const m of text.matchAll(GESTATION)) add(m.index ?? 0, m[0], Number(m[1]), m[2]);
  for (const m of text.matchAll(GESTATION_SHORT)) add(m.index ?? 0, m[0], Number(m[1]), "weeks");
  for (const m of text.matchAll(CLINICAL_FRACTION)) {
    const count = Number(m[1]);
    if (count > 0 && count < Number(m[2])) add(m.index ?? 0, m[0], count, FRACTION_UNIT[m[2]]);
  }
  return found;
}

/** Two amounts are one: the same base value, within 10 % for lengths of time given in months or years. */
export function sameAmount(a: Quantity, b: Quantity): boolean {
  if (a.dimension !== b.dimension || a.unit !== b.unit) return false;
  if (a.base === undefined || b.base === undefined) return a.value === b.value;
  const tolerance = a.dimension === "time" && Math.max(a.base, b.base) >= 28 ? 0.1 : 1e-9;
  return Math.abs(a.base - b.base) <= tolerance * Math.max(a.base, b.base, 1e-9);
}

/** How an amount reads in a reason ("5 mg", "2 weeks"). */
export const amountText = (q: Quantity) => q.text.replace(/\s+/g, " ").trim();

/** The source's numbers, read once: each value, and each amount by dimension. */
export class NumberIndex {
  private readonly values = new Set<string>();
  private readonly amounts = new Set<string>();
  /** Lengths of time, for the 10 % a month may be off ("4 weeks" is "1 month"). */
  private readonly times: number[] = [];

  add(q: Quantity): void {
    this.values.add(q.digits);
    this.values.add(String(q.value));
    if (q.dimension && q.base !== undefined) {
      this.amounts.add(amountKey(q));
      if (q.dimension === "time" && q.base >= 25) this.times.push(q.base);
    }
  }

  /** An amount needs the same amount (any spelling of its unit); a bare number needs the value. */
  has(q: Quantity): boolean {
    if (!q.dimension || q.base === undefined) return this.hasValue(q);
    if (this.amounts.has(amountKey(q))) return true;
    return q.dimension === "time" && q.base >= 25 && this.times.some((base) => sameAmount(q, { ...q, base }));
  }

  /** A bare number in the source, whatever unit it has there. */
  hasValue(q: Quantity): boolean {
    return this.values.has(q.digits) || this.values.has(String(q.value));
  }
}

const amountKey = (q: Quantity) => `${q.dimension}:${q.unit}:${Number((q.base ?? q.value).toPrecision(9))}`;
