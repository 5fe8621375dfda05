import type { Frequency, Mention, Route, TimeOfDay } from "./medicine-types";
import type { Span } from "./text";

/** How a medicine is taken: its route, how often, and when in the day. */

/** One pass for every way of giving a medicine; the group that matched says which. */
export const ROUTE =
  /\b(?:(by mouth|orally|oral|PO|p\.o\.)|(intravenous(?:ly)?|IV|i\.v\.|through a vein|into a vein|infusion)|(subcutaneous(?:ly)?|under the skin|s\.c\.|SC|SQ|subcut)|(intramuscular(?:ly)?|IM|into a muscle)|([Ii]nhalers?|[Ii]nhaled|[Pp]uffs?|[Nn]ebuli[sz]er|[Nn]ebuli[sz]ed)|([Cc]ream|[Oo]intment|[Gg]el|[Tt]opical(?:ly)?|[Pp]atch(?:es)?))\b/g;
const ROUTE_GROUPS: Route[] = ["oral", "vein", "skin injection", "muscle", "inhaled", "on the skin"];

export function routesIn(text: string, from: number, to: number): Array<Span & { route: Route }> {
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

export const FREQUENCY =
  /\b(?:(once|twice|[1-6] times?|one time|two times|[1-6] ?x)(?:\s+(?:a|per|each|every)\s+|\s*\/\s*)(day|week|night)|(once|twice|[1-6] times|[1-6] ?x)\s+(daily|weekly)|(?:every\s+|q\s?)(\d+)(?:\s*(?:to|-|or)\s*(\d+))?\s*(?:hours?|hrs?|h)|every\s+(morning|evening|night|day|other day|week)|(daily|nightly|weekly|fortnightly|monthly)|at (night|bedtime)|in the (morning|evening)|(bd|bid|b\.i\.d|tds|tid|t\.i\.d|qds|qid|q\.i\.d|od|qd|q\.d|nocte|mane|qhs|om|on)|with (each|every) (?:main )?meal|(with meals))\b/gi;

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

/** Any case ("QHS", "Nocte", "Morning"), but for "ON" and "OM", which are abbreviations only in capitals. */
const TIME_OF_DAY =
  /\b(?:(morning|mornings|mane|breakfast|qam|OM|a\.m\.|am)|(evening|evenings|night|nights|bedtime|nocte|teatime|supper|qhs|qpm|ON|p\.m\.|pm))\b/gi;

export function timesOfDay(text: string, from: number, to: number): Mention["times"] {
  const found: Mention["times"] = [];
  const window = text.slice(from, to);
  TIME_OF_DAY.lastIndex = 0;
  for (let m = TIME_OF_DAY.exec(window); m; m = TIME_OF_DAY.exec(window)) {
    // "7 am" is a clock time of a dose, which says morning as well; lone "am"/"pm" as words are not times.
    if (/^(?:am|pm)$/i.test(m[0]) && !/\d\s*$/.test(window.slice(Math.max(0, m.index - 3), m.index))) continue;
    if (/^o[nm]$/i.test(m[0]) && m[0] !== m[0].toUpperCase()) continue;
    // "ON CLINIC DAYS", "7.1 ON 11/02" in a letter typed in capitals: the word "on", not "at night".
    if (
      /^O[NM]$/.test(m[0]) &&
      /^\s+(?:(?!(?:AND|OR|THEN|WITH)\b)[A-Za-z]{2,}|\d{1,2}[/.-]\d)/.test(
        text.slice(from + m.index + 2, from + m.index + 12),
      )
    )
      continue;
    const when: TimeOfDay = m[1] ? "morning" : "evening";
    found.push({ when, text: m[0], start: from + m.index, end: from + m.index + m[0].length });
  }
  return found;
}

const NOT_BEFORE = /\bnot\s+(?:an?\s+)?$/i;

export function frequencies(text: string, from: number, to: number): Frequency[] {
  const found: Frequency[] = [];
  const window = text.slice(from, to);
  const timesOfDay: Frequency[] = [];
  FREQUENCY.lastIndex = 0;
  for (let m = FREQUENCY.exec(window); m; m = FREQUENCY.exec(window)) {
    // A time of day or a meal says when; it is how often only when nothing else in the line says so.
    const timeOfDay = Boolean(m[9] || m[10] || m[12] || m[13] || (m[7] && /morning|evening|night/i.test(m[7])));
    // "a weekly and not a daily medicine", "once a week, not every day": how often it is not taken.
    if (NOT_BEFORE.test(text.slice(Math.max(0, from + m.index - 12), from + m.index))) continue;
    // "Four times a day, every day": after how often, "every day" says it is taken regularly, not once a day.
    const previous = found.at(-1) ?? timesOfDay.at(-1);
    if (previous && /^(?:every day|daily)$/i.test(m[0]) && /^[\s,]*$/.test(text.slice(previous.end, from + m.index)))
      continue;
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
  // Each step of a course on its own: in "10 mg at night (nocte), then 20 mg at night", the second "at night" is how
  // often the second step is taken.
  const steps = [...window.matchAll(DOSE_AMOUNT)].map((d) => from + (d.index ?? 0));
  const stepOf = (at: number) => steps.filter((s) => s <= at).length;
  const counted = new Set(found.map((f) => stepOf(f.start)));
  const alone = timesOfDay.filter((t) => !counted.has(stepOf(t.start)));
  return [...found, ...alone].sort((a, b) => a.start - b.start);
}

/** A dose, which starts a step of a course. */
const DOSE_AMOUNT =
  /\b\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|g|ml|units?|tablets?|tabs?|capsules?|caps?|puffs?|drops?|sachets?)\b/gi;
