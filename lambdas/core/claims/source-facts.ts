import { DateIndex, dateKeys, dates as readDates } from "./dates";
import { type SourceText, TranscriptWords } from "./evidence";
import type { Mention } from "./medicine-types";
import { impliedLengths, NumberIndex } from "./numbers";
import {
  type AllergyStatement,
  type Duration,
  readAllergies,
  readDurations,
  readTests,
  sourceConditions,
  sourceTerms,
  type TestValue,
} from "./read-claims";
import { readMedicines } from "./read-medicines";
import { amountsIn, type Doc, readText, type Span } from "./text";
import { escapeRegExp, hashText, hashWord } from "./tokens";
import type { ClaimSource } from "./types";
import { className, isClassKey, membersOf } from "./vocabulary";

/**
 * The source, read once into what a summary's claims are looked up in: its medicines by name, allergies,
 * conditions, tests, follow-up times, numbers and dates. Every reader is one pass over the text.
 */
export interface SourceFacts extends SourceText {
  medicines: Mention[];
  byKey: Map<string, Mention[]>;
  /** `mentionsOf`, once per key. */
  distinct: Map<string, Mention[]>;
  /** Every word of the source (hashed: `hasWord`), for names the vocabulary does not know. */
  allWords: Set<number>;
  allergies: AllergyStatement[];
  conditions: Map<number, Span[]>;
  tests: Map<number, TestValue[]>;
  durations: Duration[];
  /** Lengths of time anywhere in the source ("for 2 weeks" too). */
  times: NumberIndex;
  numbers: NumberIndex;
  /** Where each number stands (transcripts only: to tell how sure the recogniser was of it). */
  numberPlaces?: Map<string, Span[]>;
  dates: DateIndex;
  /** The days the source's dates may be (`dateKeys`), with and without their year. */
  days: Set<string>;
  /** Glossary terms the source uses. */
  terms: Set<string>;
}

export function readSource(source: ClaimSource): SourceFacts {
  const doc: Doc = readText(source.text);
  const medicines = readMedicines(doc);
  const byKey = new Map<string, Mention[]>();
  for (const m of medicines) {
    const list = byKey.get(m.key);
    if (list) list.push(m);
    else byKey.set(m.key, [m]);
  }
  const numbers = new NumberIndex();
  const times = new NumberIndex();
  const transcript = source.kind === "transcript";
  const numberPlaces = transcript ? new Map<string, Span[]>() : undefined;
  for (const q of amountsIn(doc)) {
    numbers.add(q);
    if (q.dimension === "time") times.add(q);
    if (numberPlaces) {
      const places = numberPlaces.get(q.digits);
      if (!places) numberPlaces.set(q.digits, [q]);
      else if (places.length < 50) places.push(q);
    }
  }
  for (const q of impliedLengths(doc.text)) {
    numbers.add(q);
    times.add(q);
  }
  const tests = new Map<number, TestValue[]>();
  for (const t of readTests(doc)) {
    const list = tests.get(t.test.id);
    if (list) list.push(t);
    else tests.set(t.test.id, [t]);
  }
  let dates: DateIndex | undefined;
  let days: Set<string> | undefined;
  let terms: Set<string> | undefined;
  return {
    doc,
    source,
    words: source.kind === "transcript" ? new TranscriptWords(source.text, source.words) : undefined,
    medicines,
    byKey,
    distinct: new Map(),
    allWords: new Set(doc.tokens.hashes),
    allergies: readAllergies(doc),
    conditions: sourceConditions(doc),
    tests,
    durations: readDurations(doc),
    times,
    numbers,
    numberPlaces,
    // Built when a summary first needs them: most checks of an edit never do.
    get dates() {
      dates ??= new DateIndex(doc.text);
      return dates;
    },
    get days() {
      if (!days) {
        days = new Set();
        for (const date of readDates(doc.text)) {
          for (const key of dateKeys(date.text)) {
            days.add(key);
            days.add(key.replace(/^\d{4}-/, ""));
          }
        }
        // "Restarted 10/02", "from 3/4": a day and month without a year, after a word that dates something.
        for (const m of doc.text.matchAll(SHORT_DATE)) {
          for (const key of dateKeys(`${m[1]}/${m[2]}/2000`)) days.add(key.replace(/^\d{4}-/, ""));
        }
        // "2   09/05   15 mg qds" in a taper table of a letter dated 08/05/2026: a day and month of a month the
        // letter's own dates have.
        const months = new Set([...days].map((key) => key.split("-").at(-2)));
        for (const m of doc.text.matchAll(BARE_DAY_MONTH)) {
          for (const key of dateKeys(`${m[1]}/${m[2]}/2000`)) {
            const day = key.replace(/^\d{4}-/, "");
            if (months.has(day.split("-")[0])) days.add(day);
          }
        }
      }
      return days;
    },
    get terms() {
      terms ??= sourceTerms(doc);
      return terms;
    },
  };
}

/** A day and month standing alone: "09/05", not "120/80", "5/7/2026" or "2.5/5". */
const BARE_DAY_MONTH = /(?<![\d/.])(\d{1,2})\/(\d{1,2})(?![/.]?\d)/g;

/** "5/7" is five days and "120/80" a blood pressure; a day and month stand alone only after a dating word. */
const SHORT_DATE =
  /\b(?:on|from|until|till|since|dated|due|restarted|started|stopped|resumed|held|withheld|reviewed|seen|around|about|approx\.?|by)\s+(\d{1,2})\/(\d{1,2})\b(?![/.]?\d)/gi;

/**
 * The source's mentions of what an output mention names: the drug, or any member of its class. Mentions in the same
 * words (a letter pasted twice, a phrase said again and again) are one: what they say is the same.
 */
export function mentionsOf(facts: SourceFacts, key: string): Mention[] {
  const cached = facts.distinct.get(key);
  if (cached) return cached;
  const all = [...(facts.byKey.get(key) ?? [])];
  if (isClassKey(key)) for (const member of membersOf(className(key))) all.push(...(facts.byKey.get(member) ?? []));
  const seen = new Set<string>();
  const out: Mention[] = [];
  const text = facts.doc.text;
  for (const m of all.sort((a, b) => a.start - b.start)) {
    const end = Math.min(m.windowEnd, m.contextStart + 400);
    const signature = `${m.key}|${end - m.contextStart}|${hashText(text, m.contextStart, end)}`;
    if (seen.has(signature)) continue;
    seen.add(signature);
    out.push(m);
  }
  facts.distinct.set(key, out);
  return out;
}

/** Whether the source has a word anywhere ("Okafor", an unknown medicine's name). */
export const hasWord = (facts: SourceFacts, word: string) => facts.allWords.has(hashWord(word.toLowerCase()));

const namedReads = new WeakMap<SourceFacts, Map<string, Mention[]>>();

/**
 * The source read again for a name its lists do not know but a summary gives a medicine ("Stop taking: Valerian
 * tablets" where the letter says "she can stop the valerian"): its mentions of that name, with what it says of them.
 */
export function mentionsNamed(facts: SourceFacts, name: string): Mention[] {
  let reads = namedReads.get(facts);
  if (!reads) {
    reads = new Map();
    namedReads.set(facts, reads);
  }
  const key = `word:${name.toLowerCase()}`;
  let found = reads.get(key);
  if (!found) {
    // "Tried Colpermin (peppermint oil) …; 1. Colpermin - STOPPED": the name as another's gloss in brackets is that
    // medicine, and what the source says of it is said of the name.
    const escaped = escapeRegExp(name);
    const glossed = [
      ...facts.doc.text.matchAll(
        new RegExp(String.raw`\b([A-Z][a-z]{3,}(?:-[A-Za-z0-9]+)?)\s*\(\s*${escaped}\b`, "gi"),
      ),
    ]
      .map((m) => m[1])
      .filter((word) => /^[A-Z]/.test(word));
    const all = readMedicines(facts.doc, [name, ...glossed]);
    const same = new Set([key, ...glossed.map((word) => `word:${word.toLowerCase()}`)]);
    for (let i = 1; i < all.length; i++) {
      if (all[i].key === key && /^\s*\(\s*$/.test(facts.doc.text.slice(all[i - 1].end, all[i].start)))
        same.add(all[i - 1].key);
    }
    found = all.filter((m) => same.has(m.key));
    reads.set(key, found);
  }
  return found;
}
