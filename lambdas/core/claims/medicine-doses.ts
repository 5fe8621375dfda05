import type { Dose } from "./medicine-types";
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

export function dosesIn(doc: Doc, from: number, to: number, lineStart: number): Dose[] {
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
