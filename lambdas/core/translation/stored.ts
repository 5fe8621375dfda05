import { patientLanguage, weakerLanguageNote } from "#contracts/languages";
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
