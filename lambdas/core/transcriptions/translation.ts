import { ENGLISH, patientLanguage } from "#contracts/languages";
import type { SummaryView } from "#contracts/summaries";
import {
  LANGUAGE_NOT_OFFERED,
  notAvailableOffline,
  TRANSLATE_AFTER_REVIEW,
  type TranslateTranscriptionRequest,
} from "#contracts/translation";
import { openFlagCount } from "../claims/resolutions";
import { ALREADY_SENT } from "../delivery/send-summary";
import type { Editor } from "../review/review";
import { currentRevision } from "../review/versions";
import { Conflict, InvalidInput, NotFound } from "../shared/errors";
import type { SummaryStore } from "../summaries/ports";
import { type TranslateDeps, translateSummary } from "../translation/translate-summary";
import { SUMMARY_NOT_READY, type SummaryRowDeps, summaryRowFor } from "./send";
import { withDeadline } from "./status";
import { liveRecord } from "./transcriptions";

export type TranscriptionTranslateDeps = TranslateDeps & SummaryRowDeps & { summaries: SummaryStore };

/**
 * A transcription is sent as a summaries row (spec section 7), so its translation lives on that row (decision 382):
 * the row is made, or brought up to the transcription's patient summary, then translated at its current English like
 * any summary. The review, edits and confirmations then use the summary's own routes with the row's id. English with
 * no row yet needs nothing: null.
 */
export async function translateTranscription(
  deps: TranscriptionTranslateDeps,
  editor: Editor,
  id: string,
  request: TranslateTranscriptionRequest,
): Promise<SummaryView | null> {
  const nowMs = deps.clock.now().getTime();
  const record = withDeadline(await liveRecord(deps, editor.sub, id), nowMs);
  if (record.patientSummarySentAt) throw new Conflict(ALREADY_SENT);
  if (!record.patientSummary || record.job === "writing") throw new InvalidInput(SUMMARY_NOT_READY);
  // Before any row is made: a language offered here, and English that is final (the transcription's flags resolved).
  if (request.language !== ENGLISH) {
    const language = patientLanguage(request.language);
    if (!language) throw new InvalidInput(LANGUAGE_NOT_OFFERED);
    if (!deps.translator.supports(language.code)) throw new InvalidInput(notAvailableOffline(language.name));
    if (openFlagCount(record.flags) > 0) throw new Conflict(TRANSLATE_AFTER_REVIEW);
  }
  if (request.language === ENGLISH && !record.summaryId) return null;
  const rowId = await summaryRowFor(deps, editor.sub, record);
  const row = await deps.summaries.getSummary(editor.sub, rowId, deps.clock.now().getTime());
  if (!row) throw new NotFound("Summary not found");
  return translateSummary(deps, editor, rowId, { language: request.language, revision: currentRevision(row) });
}
