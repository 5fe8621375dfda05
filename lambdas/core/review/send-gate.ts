import { openFlags } from "#contracts/flag-spans";
import { patientLanguage } from "#contracts/languages";
import { REGENERATING_SEND } from "#contracts/review";
import { interpreterCheckRequired, TRANSLATION_OUTDATED } from "#contracts/translation";
import { Conflict, type DomainError, InvalidInput } from "../shared/errors";
import type { SummaryRecord } from "../summaries/ports";
import { needsInterpreterCheck } from "../translation/stored";
import { currentRevision, isRegenerating } from "./versions";

export const sendBlockedByFlags = (count: number) =>
  `Please confirm or correct the ${count} highlighted ${count === 1 ? "fact" : "facts"} before sending.`;

/**
 * The server's own gate on Send (decision 190): every faithfulness flag confirmed or fixed, and no new version on
 * its way. The browser disables Send for the same reasons; this is what holds when a request skips the browser.
 */
export function sendRefusal(record: SummaryRecord, nowMs: number): DomainError | undefined {
  if (isRegenerating(record, nowMs)) return new Conflict(REGENERATING_SEND);
  const open = openFlags(record.flags).length;
  if (open > 0) return new Conflict(sendBlockedByFlags(open));
  // A translation (issue 23) goes only as checked: made from this English version, every divergence resolved.
  const translation = record.translation;
  if (!translation || record.sentAt) return undefined;
  if (translation.englishRevision !== currentRevision(record)) return new Conflict(TRANSLATION_OUTDATED);
  const divergent = openFlags(translation.flags).length;
  if (divergent > 0) return new Conflict(sendBlockedByTranslation(divergent));
  // Where machine translation is weaker, the clinician's word that an interpreter will check it (decision 381).
  if (needsInterpreterCheck(translation)) {
    return new InvalidInput(
      interpreterCheckRequired(patientLanguage(translation.language)?.name ?? translation.language),
    );
  }
  return undefined;
}

export const sendBlockedByTranslation = (count: number) =>
  `Please confirm or correct the ${count} highlighted ${count === 1 ? "difference" : "differences"} in the translation before sending.`;
