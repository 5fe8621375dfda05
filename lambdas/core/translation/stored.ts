import { ENGLISH, patientLanguage, weakerLanguageNote } from "#contracts/languages";
import type { ReviewFlag } from "#contracts/review-flags";
import type { TranslationView } from "#contracts/translation";
import type { TranslationRow } from "./check-translation";

/** A summary's translation as stored on the summary (it goes wherever the summary goes: deletes, retention). */
export interface StoredTranslation {
  language: string;
  text: string;
  backTranslation: string;
  rows: TranslationRow[];
  flags: ReviewFlag[];
  englishRevision: number;
  createdAt: string;
  /** Changes with every write (translate, edit, confirmation): the guard of the next one. */
  updatedAt: string;
  edited?: boolean;
  by: string | null;
  /** The clinician's confirmation that a qualified interpreter will check it (decision 381); a new translation drops it. */
  interpreterCheck?: { by: string | null; at: string };
}

/**
 * The translation a summary was sent with (issue 23, part 2), or undefined when it went in English. A translation is
 * written only on an unsent summary with no send under way (adapters/store/translations.ts) and the send's claim
 * holds it to the one the clinician checked, so the one on a sent summary is the one sent; it must also have been
 * made from the English version that was sent.
 */
export function sentTranslation(summary: {
  translation?: StoredTranslation | null;
  sentRevision?: number;
  revision?: number;
}): StoredTranslation | undefined {
  const translation = summary.translation;
  if (!translation || translation.language === ENGLISH || !patientLanguage(translation.language)) return undefined;
  const sent = summary.sentRevision ?? summary.revision ?? 1;
  return translation.englishRevision === sent ? translation : undefined;
}

export function translationView(
  stored: StoredTranslation | undefined,
  currentRevision: number,
): TranslationView | null {
  if (!stored) return null;
  const language = patientLanguage(stored.language);
  return {
    language: stored.language,
    languageName: language?.name ?? stored.language,
    dir: language?.dir ?? "ltr",
    text: stored.text,
    rows: stored.rows,
    flags: stored.flags,
    englishRevision: stored.englishRevision,
    updatedAt: stored.updatedAt,
    edited: stored.edited ?? false,
    outdated: stored.englishRevision !== currentRevision,
    interpreterNote: language?.weaker ? weakerLanguageNote(language) : null,
    interpreterCheck: stored.interpreterCheck ?? null,
    createdAt: stored.createdAt,
  };
}

/** A weaker language's translation goes only once the clinician confirmed an interpreter will check it. */
export const needsInterpreterCheck = (stored: Pick<StoredTranslation, "language" | "interpreterCheck">) =>
  Boolean(patientLanguage(stored.language)?.weaker) && !stored.interpreterCheck;
