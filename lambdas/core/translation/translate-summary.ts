import { openFlags } from "#contracts/flag-spans";
import { ENGLISH, patientLanguage } from "#contracts/languages";
import { flagKey } from "#contracts/review-flags";
import type { SummaryView } from "#contracts/summaries";
import {
  type ConfirmInterpreterRequest,
  type ConfirmTranslationFlagsRequest,
  type EditTranslationRequest,
  LANGUAGE_NOT_OFFERED,
  NO_TRANSLATION,
  notAvailableOffline,
  TRANSLATE_AFTER_REVIEW,
  TRANSLATION_CHANGED,
  type TranslateRequest,
} from "#contracts/translation";
import type { Clock } from "../account/account";
import { acceptFlags, carryResolutions } from "../claims/resolutions";
import { type Editor, FLAG_NOT_FOUND, refusalFor } from "../review/review";
import { Conflict, InvalidInput } from "../shared/errors";
import type { SummaryRecord, SummaryStore } from "../summaries/ports";
import { toView } from "../summaries/summaries";
import { recheckTranslation, translateAndCheck } from "./check-translation";
import type { Translator } from "./ports";
import type { StoredTranslation } from "./stored";

/** Writes a translation only at the English version and translation state it was read with (adapters/store/translations.ts). */
export interface TranslationStore {
  saveTranslation(
    sub: string,
    id: string,
    englishRevision: number,
    previous: string | null,
    translation: StoredTranslation | null,
    nowMs: number,
  ): Promise<SummaryRecord | undefined>;
}

export interface TranslateDeps {
  summaries: Pick<SummaryStore, "getSummary">;
  translations: TranslationStore;
  translator: Translator;
  clock: Clock;
}

async function readForChange(deps: TranslateDeps, sub: string, id: string, revision: number) {
  const nowMs = deps.clock.now().getTime();
  const record = await deps.summaries.getSummary(sub, id, nowMs);
  const refusal = refusalFor(record, revision, nowMs);
  if (refusal || !record) throw refusal;
  return { record, nowMs };
}

/** A lost write: the review's reason from a fresh read, else another window changed the translation. */
async function explainLostWrite(deps: TranslateDeps, sub: string, id: string, revision: number): Promise<never> {
  const nowMs = deps.clock.now().getTime();
  throw (
    refusalFor(await deps.summaries.getSummary(sub, id, nowMs), revision, nowMs) ?? new Conflict(TRANSLATION_CHANGED)
  );
}

async function save(
  deps: TranslateDeps,
  sub: string,
  id: string,
  revision: number,
  previous: string | null,
  translation: StoredTranslation | null,
  nowMs: number,
): Promise<SummaryView> {
  const updated = await deps.translations.saveTranslation(sub, id, revision, previous, translation, nowMs);
  if (!updated) return explainLostWrite(deps, sub, id, revision);
  return toView(updated, deps.clock.now().getTime());
}

/** The translation the clinician is acting on, at the state they saw. */
function currentTranslation(record: SummaryRecord, updatedAt: string): StoredTranslation {
  const translation = record.translation;
  if (!translation) throw new InvalidInput(NO_TRANSLATION);
  if (translation.updatedAt !== updatedAt) throw new Conflict(TRANSLATION_CHANGED);
  return translation;
}

/**
 * Translates a summary into the patient's language once the clinician's English is final (issue 23): every English
 * flag resolved, at the version the clinician looked at. The translation and its check (translateAndCheck) are kept on
 * the summary; English, the language's code "en", removes it.
 */
export async function translateSummary(
  deps: TranslateDeps,
  editor: Editor,
  id: string,
  request: TranslateRequest,
): Promise<SummaryView> {
  const { record, nowMs } = await readForChange(deps, editor.sub, id, request.revision);
  const previous = record.translation?.updatedAt ?? null;
  if (request.language === ENGLISH) return save(deps, editor.sub, id, request.revision, previous, null, nowMs);
  const language = patientLanguage(request.language);
  if (!language) throw new InvalidInput(LANGUAGE_NOT_OFFERED);
  if (!deps.translator.supports(language.code)) throw new InvalidInput(notAvailableOffline(language.name));
  if (openFlags(record.flags).length > 0) throw new Conflict(TRANSLATE_AFTER_REVIEW);
  const checked = await translateAndCheck(deps.translator, record.summaryContent ?? "", language.code);
  const at = deps.clock.now().toISOString();
  const translation: StoredTranslation = {
    language: language.code,
    text: checked.translated,
    backTranslation: checked.backTranslation,
    rows: checked.rows,
    flags: checked.flags,
    englishRevision: request.revision,
    createdAt: at,
    updatedAt: at,
    by: editor.name,
  };
  return save(deps, editor.sub, id, request.revision, previous, translation, nowMs);
}

/**
 * The clinician's own wording of the translation (issue 23): translated back and checked again, as the machine's was.
 * A difference still there keeps its resolution; one the edit removed is resolved as edited.
 */
export async function editTranslation(
  deps: TranslateDeps,
  editor: Editor,
  id: string,
  request: EditTranslationRequest,
): Promise<SummaryView> {
  const { record, nowMs } = await readForChange(deps, editor.sub, id, request.revision);
  const translation = currentTranslation(record, request.updatedAt);
  const checked = await recheckTranslation(
    deps.translator,
    record.summaryContent ?? "",
    translation.language,
    request.text,
  );
  const at = deps.clock.now().toISOString();
  const next: StoredTranslation = {
    ...translation,
    text: checked.translated,
    backTranslation: checked.backTranslation,
    rows: checked.rows,
    flags: carryResolutions(translation.flags, checked.flags, { by: editor.name, at }),
    updatedAt: at,
    edited: true,
  };
  return save(deps, editor.sub, id, request.revision, translation.updatedAt, next, nowMs);
}

/** "This is correct", with the clinician's reason, for differences the round trip found. */
export async function confirmTranslationFlags(
  deps: TranslateDeps,
  editor: Editor,
  id: string,
  request: ConfirmTranslationFlagsRequest,
): Promise<SummaryView> {
  const { record, nowMs } = await readForChange(deps, editor.sub, id, request.revision);
  const translation = currentTranslation(record, request.updatedAt);
  const known = new Set(translation.flags.map(flagKey));
  if (request.flags.some((wanted) => !known.has(wanted))) throw new InvalidInput(FLAG_NOT_FOUND);
  const at = deps.clock.now().toISOString();
  const accepted = acceptFlags(translation.flags, request.flags, { reason: request.reason, by: editor.name, at });
  if (!accepted.changed) return toView(record, nowMs);
  const next = { ...translation, flags: accepted.flags, updatedAt: at };
  return save(deps, editor.sub, id, request.revision, translation.updatedAt, next, nowMs);
}

/**
 * The clinician confirms that a qualified interpreter will check the translation (decision 381): who and when, kept on
 * the translation it was given for. Asked for where machine translation is weaker; recorded for any language.
 */
export async function confirmInterpreterCheck(
  deps: TranslateDeps,
  editor: Editor,
  id: string,
  request: ConfirmInterpreterRequest,
): Promise<SummaryView> {
  const { record, nowMs } = await readForChange(deps, editor.sub, id, request.revision);
  const translation = currentTranslation(record, request.updatedAt);
  if (translation.interpreterCheck) return toView(record, nowMs);
  const at = deps.clock.now().toISOString();
  const next: StoredTranslation = { ...translation, interpreterCheck: { by: editor.name, at }, updatedAt: at };
  return save(deps, editor.sub, id, request.revision, translation.updatedAt, next, nowMs);
}
