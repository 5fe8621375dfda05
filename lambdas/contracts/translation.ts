import * as z from "zod/mini";
import type { ReviewFlag } from "./review-flags";

/** The confirmation field's own message (a request without `confirmed: true`). */
const INTERPRETER_CHECK_REQUIRED_FIELD = "Please tick the box to confirm the interpreter check.";

/** POST /summaries/{id}/translation: translate the clinician's final English into the patient's language (issue 23). */
export const translateRequestSchema = z.lazy(() =>
  z.object({
    language: z.string().check(z.minLength(2), z.maxLength(10)),
    /** The English version the clinician reviewed; a newer one in another window answers 409. */
    revision: z.number().check(z.int(), z.gte(1)),
  }),
);
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

/**
 * POST /transcriptions/{id}/translation: the transcription's patient summary, as the summaries row it is sent as
 * (decision 382), translated at that row's current English.
 */
export const translateTranscriptionRequestSchema = z.lazy(() =>
  z.object({ language: z.string().check(z.minLength(2), z.maxLength(10)) }),
);
export type TranslateTranscriptionRequest = z.infer<typeof translateTranscriptionRequestSchema>;

/** PUT /summaries/{id}/translation: the clinician's own wording of the translation, checked again on save. */
export const editTranslationRequestSchema = z.lazy(() =>
  z.object({
    revision: z.number().check(z.int(), z.gte(1)),
    /** The translation as the clinician saw it (its `updatedAt`), so an edit never overwrites another window's. */
    updatedAt: z.string().check(z.minLength(1), z.maxLength(40)),
    text: z.string().check(z.minLength(1, "The translation cannot be empty."), z.maxLength(20_000)),
  }),
);
export type EditTranslationRequest = z.infer<typeof editTranslationRequestSchema>;

/** POST /summaries/{id}/translation/flags/confirm: "this is correct" for differences the round trip found. */
export const confirmTranslationFlagsSchema = z.lazy(() =>
  z.object({
    revision: z.number().check(z.int(), z.gte(1)),
    updatedAt: z.string().check(z.minLength(1), z.maxLength(40)),
    flags: z.array(z.string().check(z.minLength(1), z.maxLength(400))).check(z.minLength(1), z.maxLength(50)),
    reason: z.string().check(z.trim(), z.minLength(1, "Please say why this is correct."), z.maxLength(200)),
  }),
);
export type ConfirmTranslationFlagsRequest = z.infer<typeof confirmTranslationFlagsSchema>;

/**
 * POST /summaries/{id}/translation/interpreter: the clinician records that a qualified interpreter will check the
 * translation (decision 381). Asked for where machine translation is weaker; Send refuses such a translation without it.
 */
export const confirmInterpreterSchema = z.lazy(() =>
  z.object({
    revision: z.number().check(z.int(), z.gte(1)),
    updatedAt: z.string().check(z.minLength(1), z.maxLength(40)),
    confirmed: z.literal(true, INTERPRETER_CHECK_REQUIRED_FIELD),
  }),
);
export type ConfirmInterpreterRequest = z.infer<typeof confirmInterpreterSchema>;

export {
  INTERPRETER_CHECK_LABEL,
  interpreterCheckRequired,
  LANGUAGE_NOT_OFFERED,
  NO_TRANSLATION,
  notAvailableOffline,
  TRANSLATE_AFTER_REVIEW,
  TRANSLATION_CHANGED,
  TRANSLATION_OUTDATED,
} from "./translation-texts";

/** One line side by side: the clinician's English, the translation, and the translation back into English. */
export interface TranslationRowView {
  english: string;
  translated: string;
  back: string;
  /** Indexes into the translation's `flags`. */
  flags: number[];
}

export interface TranslationView {
  language: string;
  languageName: string;
  dir: "ltr" | "rtl";
  text: string;
  rows: TranslationRowView[];
  /** Where the round trip diverged from the English: resolved like the summary's own flags before sending. */
  flags: ReviewFlag[];
  /** The English version it was made from; another version since makes it outdated (translate again). */
  englishRevision: number;
  /** Names this state of the translation: edits and confirmations send it back. */
  updatedAt: string;
  /** True once the clinician changed the machine's wording. */
  edited: boolean;
  outdated: boolean;
  /** Advice to have a qualified interpreter check it, for languages where machine translation is weaker. */
  interpreterNote: string | null;
  /** Who confirmed that a qualified interpreter will check it, and when; null until then (decision 381). */
  interpreterCheck: { by: string | null; at: string } | null;
  createdAt: string;
}
