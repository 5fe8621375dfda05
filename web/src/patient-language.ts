import { type PatientKey, patientTexts, type Texts } from "#contracts/i18n";
import { ApiError } from "./api/http";

export type PatientTexts = Texts<PatientKey>;

/**
 * The language a patient's link names (issue 23, part 2): a translated summary's emailed links carry `lang` (the
 * portal's in the query, the feedback page's in its fragment), so the page speaks it from its first paint, even to
 * say that the link is invalid. Absent: English.
 */
export function linkLanguage(params?: URLSearchParams): string | null {
  return params?.get("lang") ?? new URLSearchParams(window.location.search).get("lang");
}

export const textsFor = (language: string | null | undefined): PatientTexts => patientTexts(language);

/**
 * A failed call as the patient reads it. English pages show the server's own text, as they always did; in another
 * language the server's English is replaced by the same message from the resource files, chosen by the status.
 */
export function patientError(error: unknown, texts: PatientTexts, fallback: PatientKey): string {
  if (texts.lang === "en") return error instanceof ApiError && error.message ? error.message : texts.t(fallback);
  if (error instanceof ApiError) {
    if (error.status === 404) return texts.t(fallback);
    if (error.status === 429) return texts.t("errors.tooMany");
    if (error.status >= 500) return texts.t("errors.unavailable");
    return texts.t("errors.generic");
  }
  return texts.t(error instanceof TypeError ? "errors.unavailable" : fallback);
}

/** The chat panel's own words in the patient's language. */
export const chatTexts = (texts: PatientTexts) => ({
  label: texts.t("chat.label"),
  empty: texts.t("chat.empty"),
  thinking: texts.t("chat.thinking"),
  question: texts.t("chat.question"),
  placeholder: texts.t("chat.placeholder"),
  send: texts.t("chat.send"),
});

/** The page's language and direction on <html>, for screen readers, hyphenation and right-to-left layout. */
export function applyDocumentLanguage(texts: PatientTexts): void {
  document.documentElement.lang = texts.lang;
  document.documentElement.dir = texts.dir;
}
