import { openFlags } from "#contracts/flag-spans";
import { REGENERATING_SEND } from "#contracts/review";
import { TRANSLATION_OUTDATED } from "#contracts/translation";
import { Conflict } from "../shared/errors";
import type { SummaryRecord } from "../summaries/ports";
import { currentRevision, isRegenerating } from "./versions";

export const sendBlockedByFlags = (count: number) =>
  `Please confirm or correct the ${count} highlighted ${count === 1 ? "fact" : "facts"} before sending.`;

/**
 * The server's own gate on Send (decision 190): every faithfulness flag confirmed or fixed, and no new version on
 * its way. The browser disables Send for the same reasons; this is what holds when a request skips the browser.
 */
export function sendRefusal(record: SummaryRecord, nowMs: number): Conflict | undefined {
  if (isRegenerating(record, nowMs)) return new Conflict(REGENERATING_SEND);
  const open = openFlags(record.flags).length;
  if (open > 0) return new Conflict(sendBlockedByFlags(open));
  // A translation (issue 23) goes only as checked: made from this English version, every divergence resolved.
  const translation = record.translation;
  if (!translation || record.sentAt) return undefined;
  if (translation.englishRevision !== currentRevision(record)) return new Conflict(TRANSLATION_OUTDATED);
  const divergent = openFlags(translation.flags).length;
  return divergent > 0 ? new Conflict(sendBlockedByTranslation(divergent)) : undefined;
}

export const sendBlockedByTranslation = (count: number) =>
  `Please confirm or correct the ${count} highlighted ${count === 1 ? "difference" : "differences"} in the translation before sending.`;
