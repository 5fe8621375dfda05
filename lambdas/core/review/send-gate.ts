import { openFlags } from "#contracts/flag-spans";
import { REGENERATING_SEND } from "#contracts/review";
import { Conflict } from "../shared/errors";
import type { SummaryRecord } from "../summaries/ports";
import { isRegenerating } from "./versions";

export const sendBlockedByFlags = (count: number) =>
  `Please confirm or correct the ${count} highlighted ${count === 1 ? "fact" : "facts"} before sending.`;

/**
 * The server's own gate on Send (decision 190): every faithfulness flag confirmed or fixed, and no new version on
 * its way. The browser disables Send for the same reasons; this is what holds when a request skips the browser.
 */
export function sendRefusal(record: SummaryRecord, nowMs: number): Conflict | undefined {
  if (isRegenerating(record, nowMs)) return new Conflict(REGENERATING_SEND);
  const open = openFlags(record.flags).length;
  return open > 0 ? new Conflict(sendBlockedByFlags(open)) : undefined;
}
