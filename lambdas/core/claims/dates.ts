/**
 * Dates of a summary, each of which must stand in the source. Moved from the faithfulness check
 * (lambdas/core/summaries/faithfulness.ts): the source is indexed once (issue 8: no rescans per date).
 */

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const DATE_PATTERNS = [
  /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b/g,
  // "04-Feb-2026", "4.Feb.26": a clinical system's day, month word and year.
  new RegExp(`\\b\\d{1,2}[-./](?:${MONTHS})[-./]\\d{2,4}\\b`, "gi"),
  // "starts April. 4) Clinic review": a list's number after a sentence's end is no day.
  new RegExp(`\\b(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?(?![)\\d])(?:,? \\d{4})?\\b`, "gi"),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? (?:${MONTHS})\\.?(?:,? \\d{4})?\\b`, "gi"),
];

export interface DateMention {
  text: string;
  start: number;
  end: number;
}

/** Every date of a text, each place once (the first pattern that takes a place wins). */
export function dates(text: string): DateMention[] {
  let found: DateMention[] = [];
  for (const pattern of DATE_PATTERNS) {
    const taken = found;
    let t = 0;
    const fresh: DateMention[] = [];
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      while (t < taken.length && taken[t].end <= start) t++;
      if (t < taken.length && taken[t].start < end) continue;
      fresh.push({ text: m[0], start, end });
    }
    found = [...taken, ...fresh].sort((a, b) => a.start - b.start);
  }
  return found;
}

const MONTH_NUMBER: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/**
 * The days a date may be ("05/04/2025" is 5 April or 4 May): "month-day" and, with a year, "year-month-day". A
 * summary may write a letter's "13/03/2025" as "13 March 2025".
 */
export function dateKeys(text: string): string[] {
  const keys: string[] = [];
  const add = (month: number, day: number, year?: number) => {
    if (month < 1 || month > 12 || day < 1 || day > 31) return;
    keys.push(year === undefined ? `${month}-${day}` : `${year < 100 ? year + 2000 : year}-${month}-${day}`);
  };
  const numeric = text.match(/^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/);
  if (numeric) {
    const [a, b, c] = numeric.slice(1).map(Number);
    if (numeric[1].length === 4) add(b, c, a);
    else {
      add(b, a, c);
      add(a, b, c);
    }
    return keys;
  }
  const month = text.toLowerCase().match(/(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/);
  const numbers = text.match(/\d+/g)?.map(Number) ?? [];
  if (month && numbers.length > 0)
    add(
      MONTH_NUMBER[month[1]],
      numbers[0],
      numbers.find((n) => n > 31),
    );
  return keys;
}

/**
 * How a record writes its numeric dates: "14/03/26" puts the day first, "02/21/2026" the month; undefined when none
 * says. Its other dates ("05/04/2026", either day) are read the same way.
 */
export type DayOrder = "day-first" | "month-first" | undefined;
export function dayOrder(all: DateMention[]): DayOrder {
  for (const d of all) {
    const m = d.text.match(/^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}$/);
    if (m && Number(m[1]) > 12) return "day-first";
    if (m && Number(m[2]) > 12) return "month-first";
  }
  return undefined;
}

/** The days a date with a year may be, as numbers to compare (20260405), in the record's order when it has one. */
export function daysOf(text: string, order: DayOrder): number[] {
  const days = dateKeys(text)
    .map((k) => k.match(/^(\d{4})-(\d+)-(\d+)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => Number(m[1]) * 10000 + Number(m[2]) * 100 + Number(m[3]));
  // dateKeys reads a numeric date day first, then month first.
  if (days.length === 2 && order !== undefined) return [days[order === "day-first" ? 0 : 1]];
  return days;
}

/** Dates compared without caring about spacing or case ("March 3" = "march  3"). */
export const normaliseDate = (value: string) => value.toLowerCase().replace(/\s+/g, "");

/** A match must not be part of a longer number: "5" is not found inside "25", nor "4" inside "45". */
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

/** Dates looked for by scanning before the source is indexed. */
const SCANS = 16;
/** Characters kept after each anchor; a longer date is looked for by scanning instead. */
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
 * The source, indexed once. A date starts with a digit or a month name, and can only be found where the normalised
 * source has a whole number (not preceded by a digit or a point) or a month name followed by a day. Those places
 * are the anchors: for each, the characters that follow it, sorted, so a date is a prefix search.
 */
export class DateIndex {
  private readonly tails = new Map<string, string[]>();
  private readonly normalised: string;
  /** A summary has a few dates: each is a scan of the source until so many were asked that an index pays. */
  private asked = 0;
  private built = false;

  constructor(source: string) {
    this.normalised = normaliseDate(source);
  }

  private build(): void {
    this.built = true;
    const normalised = this.normalised;
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

  /** Whether the date occurs in the source, not as part of a longer number. */
  has(date: string): boolean {
    const needle = normaliseDate(date);
    if (!this.built && ++this.asked <= SCANS) return foundByScan(this.normalised, needle);
    if (!this.built) this.build();
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
