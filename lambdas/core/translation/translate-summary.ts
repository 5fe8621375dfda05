import { openFlags } from "#contracts/flag-spans";
import { ENGLISH, patientLanguage } from "#contracts/languages";
import type { SummaryView } from "#contracts/summaries";
import {
  LANGUAGE_NOT_OFFERED,
  notAvailableOffline,
  TRANSLATE_AFTER_REVIEW,
  type TranslateRequest,
} from "#contracts/translation";
import type { Clock } from "../account/account";
import type { ReviewStore } from "../review/ports";
import { type Editor, refusalFor, STALE_REVISION } from "../review/review";
import { Conflict, InvalidInput } from "../shared/errors";
import type { SummaryStore } from "../summaries/ports";
import { toView } from "../summaries/summaries";
import { translateAndCheck } from "./check-translation";
import type { Translator } from "./ports";
import type { StoredTranslation } from "./stored";

export interface TranslateDeps {
  summaries: Pick<SummaryStore, "getSummary">;
  review: Pick<ReviewStore, "applyReview">;
  translator: Translator;
  clock: Clock;
}

/**
 * Translates a summary into the patient's language once the clinician's English is final (issue 23): every English
 * flag resolved, at the version the clinician looked at. The translation and its check (translateAndCheck) are kept on
 * the summary; English, the language's code "en", removes it. Written with the review's guarded update, so a change
 * in another window, a send or a regeneration in between answers the review's own texts.
 */
export async function translateSummary(
  deps: TranslateDeps,
  editor: Editor,
  id: string,
  request: TranslateRequest,
): Promise<SummaryView> {
  const nowMs = deps.clock.now().getTime();
  const record = await deps.summaries.getSummary(editor.sub, id, nowMs);
  const refusal = refusalFor(record, request.revision, nowMs);
  if (refusal || !record) throw refusal;
  let translation: StoredTranslation | null = null;
  if (request.language !== ENGLISH) {
    const language = patientLanguage(request.language);
    if (!language) throw new InvalidInput(LANGUAGE_NOT_OFFERED);
    if (!deps.translator.supports(language.code)) throw new InvalidInput(notAvailableOffline(language.name));
    if (openFlags(record.flags).length > 0) throw new Conflict(TRANSLATE_AFTER_REVIEW);
    const checked = await translateAndCheck(deps.translator, record.summaryContent ?? "", language.code);
    translation = {
      language: language.code,
      text: checked.translated,
      backTranslation: checked.backTranslation,
      rows: checked.rows,
      flags: checked.flags,
      englishRevision: request.revision,
      createdAt: deps.clock.now().toISOString(),
      by: editor.name,
    };
  }
  const updated = await deps.review.applyReview(editor.sub, id, request.revision, { translation }, nowMs);
  if (!updated) {
    const again = await deps.summaries.getSummary(editor.sub, id, deps.clock.now().getTime());
    throw refusalFor(again, request.revision, deps.clock.now().getTime()) ?? new Conflict(STALE_REVISION);
  }
  return toView(updated, deps.clock.now().getTime());
}
