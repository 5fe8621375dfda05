import type { Quantity } from "./numbers";
import type { Line, Span } from "./text";

/** What the claim checker reads of a medicine mention (read-medicines.ts). */

export type Action = "new" | "stop" | "continue" | "change" | "hold" | "restart" | "hospital";

/** How a medicine is taken, as one of a few kinds ("by mouth" = "PO" = "orally"). */
export type Route = "oral" | "vein" | "skin injection" | "muscle" | "inhaled" | "on the skin";

export interface Dose extends Quantity {
  /** The dose before a change ("from 20 mg"): what it was, not what it is. */
  previous: boolean;
  /** A dose it may go up to later ("may increase to 20 mg"). */
  future: boolean;
  /** A later step of the course ("then 5 mg", "after 7 days, 5 mg"). */
  later: boolean;
  /** The dose a change ends at ("reduce to 200 mg"). */
  target: boolean;
  /** The part of the day this dose is for, when said right after it ("10 mg on waking, 5 mg at midday"). */
  slot?: DoseSlot;
}

/** A split dose's part of the day. */
export type DoseSlot = "morning" | "midday" | "afternoon" | "evening";

export interface Frequency extends Span {
  text: string;
  /** Times a day ("twice a day" = "every 12 hours" = 2); weekly is 1/7. */
  perDay: number;
}

/** When in the day: morning, or evening and night (one, as letters use them loosely). */
export type TimeOfDay = "morning" | "evening";

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
  /** What was done then ("started 5 days ago": new), for a history. */
  pastAction?: Action;
  /** Changed in steps to an end ("reduce to 4 mg for 2 weeks, then stop"). */
  tapered?: boolean;
  /** The stop is for later: "-> continue until 29/06, then stop", "plan to stop it at 2 months". */
  deferredStop?: boolean;
  doses: Dose[];
  frequencies: Frequency[];
  routes: Array<Span & { route: Route }>;
  times: Array<Span & { when: TimeOfDay; text: string }>;
  /** Where the words that say what to do with it start (its clause). */
  contextStart: number;
  /** Where its attributes end. */
  windowEnd: number;
  /** A line about medicines: a label, a medicines heading, a dose, or an action. */
  medicineContext: boolean;
  line: Line;
}
