import * as z from "zod/mini";
import type { ReviewFlag } from "./review-flags";

/** POST /summaries/{id}/translation: translate the clinician's final English into the patient's language (issue 23). */
export const translateRequestSchema = z.lazy(() =>
  z.object({
    language: z.string().check(z.minLength(2), z.maxLength(10)),
    /** The English version the clinician reviewed; a newer one in another window answers 409. */
    revision: z.number().check(z.int(), z.gte(1)),
  }),
);
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

export const LANGUAGE_NOT_OFFERED = "Please choose one of the languages offered.";
export const TRANSLATE_AFTER_REVIEW = "Check the highlighted facts in English first, then translate the summary.";
export const TRANSLATION_OUTDATED = "The English summary changed after it was translated. Please translate it again.";
export const notAvailableOffline = (name: string) => `${name} is not available offline.`;

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
  outdated: boolean;
  /** Advice to have a qualified interpreter check it, for languages where machine translation is weaker. */
  interpreterNote: string | null;
  createdAt: string;
}
