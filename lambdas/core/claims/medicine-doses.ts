import type { Dose, DoseSlot } from "./medicine-types";
import { amountsIn, type Doc } from "./text";

/** The doses after a medicine: the one to take now, and those for later or before a change. */

/** "May increase to 20 mg", "could go up to": a dose for later, if needed, not the one to take now. */
export const FUTURE_LEAD = /\b(?:may|might|could|can)\b[^.;]{0,25}\b(?:to|up to)\s*$/i;
/** "Then 5 mg", "after 7 days, 5 mg", "from day 22": the next step of a course, not its start. */
export const LATER_LEAD =
  /\b(?:then|thereafter|after (?:\d+|a|one|two) (?:days?|weeks?|months?)|from (?:day|week) \d+|when (?:he|she|they|you|the patient) (?:has|have) been on)\b[^.;]{0,40}$/i;
/** "Lower carbamazepine to 200 mg", "from 400 mg BD to 200 mg": the dose a change ends at. */
export const TARGET_LEAD =
  /\b(?:reduc|increas|decreas|lower|rais|chang|titrat|go(?:es)? (?:up|down))\w*\b[^.;]{0,60}\bto\s*$/i;
/** "Reduce to", "increase it to": the dose after it is the new one, those before are what it was. */
export const CHANGE_TO =
  /\b(?:reduc|increas|decreas|lower|rais|titrat|chang|adjust|go(?:es)? (?:up|down))\w*\s+(?:it\s+|the dose\s+)?to\b/i;

/** What makes a change said after a dose the course's next step: a time after which, or a condition for it. */
const LATER_TAIL =
  /\b(?:after (?:\d+|a|one|two|three|four|six) (?:days?|weeks?|months?)|if (?:tolerated|needed|required|necessary)|as tolerated)\b/i;

export function dosesIn(doc: Doc, from: number, to: number, lineStart: number): Dose[] {
  const doses: Dose[] = [];
  const change = doc.text.slice(from, to).search(CHANGE_TO);
  let changeAt = change === -1 ? -1 : from + change;
  // "Start 4 mg for 2 weeks, then increase to 8 mg": a course's next step; the doses before it are its first step.
  if (changeAt !== -1 && LATER_LEAD.test(doc.text.slice(Math.max(from, changeAt - 40), changeAt))) changeAt = -1;
  // "Start 10 mg at night, increase to 20 mg after 2 weeks if tolerated": a step to come, said after it.
  if (changeAt !== -1 && LATER_TAIL.test(doc.text.slice(changeAt, to).split(/[.;](?:\s|$)/)[0])) changeAt = -1;
  for (const q of amountsIn(doc, from, to)) {
    if (q.end > to) break;
    // "oral suspension 125 mg/5 mL", "(120 mg in 5 mL)": the volume a strength is given in, not a dose to take.
    if (
      q.dimension === "volume" &&
      /\d\s*(?:mg|mcg|micrograms?|g|units?)\s*(?:\/|in|per|in each)\s*$/i.test(
        doc.text.slice(Math.max(0, q.start - 20), q.start),
      )
    )
      continue;
    // A weight in kilograms is the patient's, not a dose.
    const dose = q.dimension === "volume" || (q.dimension === "count" && q.unit !== "tablet");
    if (dose || (q.dimension === "mass" && q.base !== undefined && q.base < 1_000_000)) {
      const lead = doc.text.slice(Math.max(from, q.start - 16), q.start);
      const wide = doc.text.slice(Math.max(lineStart, q.start - 60), q.start);
      doses.push({
        ...q,
        previous:
          /\b(?:from|was|previously|instead of|used to be)\s*$/i.test(lead) ||
          // "reduce 20 mg -> 10 mg": the dose before the arrow is what it was.
          /^\s*(?:->|→|=>|>)\s*\d/.test(doc.text.slice(q.end, q.end + 8)) ||
          // "Torasemide 10 mg od -> 5 mg od", "60 mg daily -> 30 mg once daily": how often may stand between.
          /^[^\d\n;.]{0,25}?(?:->|→|=>)\s*\d/.test(doc.text.slice(q.end, q.end + 32)) ||
          (changeAt !== -1 && q.end <= changeAt) ||
          inBeforeColumn(doc.text, lineStart, q.start),
        future: FUTURE_LEAD.test(wide),
        // "to be reduced and then stopped - now 0.5 mg twice a day": "now" is today's step, whatever came before.
        later: LATER_LEAD.test(wide) && !/\b(?:now|currently|from today)\b[^.;]{0,20}$/i.test(wide),
        target: TARGET_LEAD.test(wide),
        slot: slotAfter(doc.text, q.end),
      });
    }
  }
  // Before a change only when a dose follows it: "Omeprazole 20 mg: reduce to 10 mg", not "reduced to once daily".
  if (changeAt !== -1 && !doses.some((d) => d.start > changeAt)) for (const d of doses) d.previous = false;
  return doses;
}

/** A medication review's table column of what was taken before the review ("Before", "Previous dose", "Old"). */
const BEFORE_COLUMN = /^\s*(?:before|previous(?:ly)?|prior|old|was|pre-?admission|on admission)\b/i;

/**
 * "| Gliclazide | 80 mg bd | 40 mg bd | REDUCE |" under "| Medicine | Before | Now | …": the dose in the column of
 * what it was is the dose before the change. Rows are cells split by pipes or tabs; the header is the table's first row.
 */
export function inBeforeColumn(text: string, lineStart: number, at: number): boolean {
  const lineEnd = text.indexOf("\n", lineStart);
  const row = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
  const separator = row.includes("|") ? "|" : row.includes("\t") ? "\t" : undefined;
  if (!separator || row.split(separator).length < 3) return false;
  let header = row;
  for (let start = lineStart; start > 0; ) {
    const prevStart = text.lastIndexOf("\n", start - 2) + 1;
    const prev = text.slice(prevStart, start - 1);
    if (prev.split(separator).length < 3) break;
    header = prev;
    start = prevStart;
  }
  if (header === row) return false;
  const column = text.slice(lineStart, at).split(separator).length - 1;
  return BEFORE_COLUMN.test(header.split(separator)[column] ?? "");
}

/** What follows a dose up to the next part of the list: "on waking" in "10 mg on waking, 5 mg at midday". */
const SLOT_PHRASE_END = /[,;.()]|\band\b|\bthen\b|\d+(?:\.\d+)?\s*(?:mg|micrograms?|mcg|g|ml|mL|units?)\b/;
const SLOT_WORDS: Array<[DoseSlot, RegExp]> = [
  [
    "morning",
    /\b(?:on waking|wakes? up|in the morning|each morning|every morning|at breakfast|with breakfast|mane)\b/i,
  ],
  ["midday", /\b(?:midday|noon|lunch(?:time)?)\b/i],
  ["afternoon", /\b(?:in the afternoon|teatime|at tea)\b/i],
  [
    "evening",
    /\b(?:in the evening|each evening|every evening|at night|each night|every night|at bedtime|nocte|with (?:your )?(?:evening meal|supper|dinner))\b/i,
  ],
];

/** The part of the day said right after a dose, by its words or a clock time ("at about 5 pm"). */
export function slotAfter(text: string, end: number): DoseSlot | undefined {
  const rest = text.slice(end, end + 40);
  const cut = rest.search(SLOT_PHRASE_END);
  const phrase = cut === -1 ? rest : rest.slice(0, cut);
  // "5 mg at about 5 pm": the clock's digits would end the phrase, so a clock time is read from the whole rest.
  const clock = rest.match(/^[^,;.()]{0,14}?\bat (?:about |around )?(\d{1,2})(?:[:.]\d{2})?\s*(am|pm)\b/i);
  if (clock) {
    const hour = (Number(clock[1]) % 12) + (clock[2].toLowerCase() === "pm" ? 12 : 0);
    return hour < 11 ? "morning" : hour < 14 ? "midday" : hour < 18 ? "afternoon" : "evening";
  }
  return SLOT_WORDS.find(([, words]) => words.test(phrase))?.[0];
}
