import { useEffect, useState } from "react";
import { type PatientKey, type Texts, textsOf, type UiLanguage, uiLanguage } from "#contracts/i18n";
import en from "../../lambdas/contracts/i18n/patient/en.json";
import { ApiError } from "./api/http";
import type { SuggestionSubjects } from "./components/portal/suggested-questions";

export type PatientTexts = Texts<PatientKey>;

/** Each language's resource file is a chunk of its own: a patient downloads English (the fallback) and theirs. */
const LOADERS: Record<Exclude<UiLanguage, "en">, () => Promise<{ default: object }>> = {
  es: () => import("../../lambdas/contracts/i18n/patient/es.json"),
  ca: () => import("../../lambdas/contracts/i18n/patient/ca.json"),
  zh: () => import("../../lambdas/contracts/i18n/patient/zh.json"),
  "zh-TW": () => import("../../lambdas/contracts/i18n/patient/zh-TW.json"),
  vi: () => import("../../lambdas/contracts/i18n/patient/vi.json"),
  ar: () => import("../../lambdas/contracts/i18n/patient/ar.json"),
  fr: () => import("../../lambdas/contracts/i18n/patient/fr.json"),
  ko: () => import("../../lambdas/contracts/i18n/patient/ko.json"),
  ru: () => import("../../lambdas/contracts/i18n/patient/ru.json"),
  pt: () => import("../../lambdas/contracts/i18n/patient/pt.json"),
  ht: () => import("../../lambdas/contracts/i18n/patient/ht.json"),
  tl: () => import("../../lambdas/contracts/i18n/patient/tl.json"),
  pl: () => import("../../lambdas/contracts/i18n/patient/pl.json"),
  hi: () => import("../../lambdas/contracts/i18n/patient/hi.json"),
  ur: () => import("../../lambdas/contracts/i18n/patient/ur.json"),
  fa: () => import("../../lambdas/contracts/i18n/patient/fa.json"),
  pa: () => import("../../lambdas/contracts/i18n/patient/pa.json"),
  bn: () => import("../../lambdas/contracts/i18n/patient/bn.json"),
  so: () => import("../../lambdas/contracts/i18n/patient/so.json"),
  de: () => import("../../lambdas/contracts/i18n/patient/de.json"),
  it: () => import("../../lambdas/contracts/i18n/patient/it.json"),
  uk: () => import("../../lambdas/contracts/i18n/patient/uk.json"),
};

const ENGLISH_TEXTS: PatientTexts = textsOf<PatientKey>({ en })("en");
const loaded = new Map<UiLanguage, Promise<PatientTexts>>();

/** The texts of `language` once its file is here (English at once; English too if the file cannot load). */
export function loadPatientTexts(language: string | null | undefined): Promise<PatientTexts> {
  const lang = uiLanguage(language);
  if (lang === "en") return Promise.resolve(ENGLISH_TEXTS);
  let texts = loaded.get(lang);
  if (!texts) {
    texts = LOADERS[lang]()
      .then((table) => textsOf<PatientKey>({ en, [lang]: table.default })(lang))
      .catch(() => ENGLISH_TEXTS);
    loaded.set(lang, texts);
  }
  return texts;
}

/**
 * The page's texts in `language`: English at once; another language's after its file has arrived (null until then,
 * so no English flashes before the patient's language; boot.ts asks for the file with the page).
 */
export function usePatientTexts(language: string | null | undefined): PatientTexts | null {
  const lang = uiLanguage(language);
  const [state, setState] = useState<{ lang: UiLanguage; texts: PatientTexts } | null>(
    lang === "en" ? { lang, texts: ENGLISH_TEXTS } : null,
  );
  useEffect(() => {
    let live = true;
    void loadPatientTexts(lang).then((texts) => live && setState({ lang, texts }));
    return () => {
      live = false;
    };
  }, [lang]);
  if (lang === "en") return ENGLISH_TEXTS;
  return state?.lang === lang ? state.texts : null;
}

/**
 * The language a patient's link names (issue 23, part 2): a translated summary's emailed links carry `lang` (the
 * portal's in the query, the feedback page's in its fragment), so the page speaks it from its first paint, even to
 * say that the link is invalid. Absent: English.
 */
export function linkLanguage(params?: URLSearchParams): string | null {
  return params?.get("lang") ?? new URLSearchParams(window.location.search).get("lang");
}

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
  suggested: texts.t("questions.suggested"),
});

/** The reading tools' words (issue 25): print, text size, listen. */
export const readingTexts = (texts: PatientTexts) => ({
  print: texts.t("read.print"),
  textSize: texts.t("read.textSize"),
  sizes: [texts.t("read.sizeStandard"), texts.t("read.sizeLarge"), texts.t("read.sizeLargest")] as [
    string,
    string,
    string,
  ],
  listen: {
    listen: texts.t("read.listen"),
    pause: texts.t("read.pause"),
    resume: texts.t("read.resume"),
    stop: texts.t("read.stop"),
    previous: texts.t("read.previous"),
    next: texts.t("read.next"),
    reading: (section: string) => texts.t("read.reading", { section }),
    start: texts.t("portal.heading"),
  },
});

/** The questions the chat offers (issue 25, part 4), for the subjects the summary has, in the patient's language. */
export function suggestedQuestions(texts: PatientTexts, subjects: SuggestionSubjects): string[] {
  return [
    subjects.newMedicine && texts.t("questions.medicineFor", { medicine: subjects.newMedicine }),
    subjects.appointment && texts.t("questions.appointment"),
    subjects.warnings && texts.t("questions.watchFor"),
  ].filter((q): q is string => Boolean(q));
}

/** The page's language and direction on <html>, for screen readers, hyphenation and right-to-left layout. */
export function applyDocumentLanguage(texts: PatientTexts): void {
  document.documentElement.lang = texts.lang;
  document.documentElement.dir = texts.dir;
}
