import rosetta from "rosetta";
import type en from "./i18n/patient/en.json";
import { patientLanguage } from "./languages";

/**
 * What a patient reads in their language (issue 23, part 2): the portal, the feedback page, the chat's own texts, the
 * emails and every error they can see. Resource files (i18n/patient/<code>.json, i18n/email/<code>.json) exist for
 * English and every offered language, written by this team, not translated at run time (decisions 386, 392); those
 * not yet reviewed by a native speaker are listed in decision 392. English is the fallback of a code not offered.
 */

/** Dotted paths to every text of a resource file: "portal.heading", "feedback.ratingOf". */
export type MessageKey<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : MessageKey<T[K], `${P}${K}.`>;
}[keyof T & string];

export type PatientKey = MessageKey<typeof en>;
export type Params = Record<string, string | number>;

/** The languages with resource files (every offered one); English is the fallback of any other code. */
export const UI_LANGUAGES = [
  "en",
  "es",
  "ca",
  "zh",
  "zh-TW",
  "vi",
  "ar",
  "fr",
  "ko",
  "ru",
  "pt",
  "ht",
  "tl",
  "pl",
  "hi",
  "ur",
  "fa",
  "pa",
  "bn",
  "so",
  "de",
  "it",
  "uk",
] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const uiLanguage = (code: string | null | undefined): UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(code ?? "") ? (code as UiLanguage) : "en";

export interface Texts<K extends string> {
  /** The language the texts are in (a code without resource files reads English). */
  lang: UiLanguage;
  dir: "ltr" | "rtl";
  t(key: K, params?: Params): string;
}

/**
 * One resource set behind rosetta, in the language of `code` where its table is given, else English; a key missing
 * from a language reads the English one (the unit test keeps every shipped file complete). The web passes only the
 * tables it has loaded (each language is a chunk of its own); the functions pass them all.
 */
export function textsOf<K extends string>(tables: { en: object } & Partial<Record<UiLanguage, object>>) {
  const i18n = rosetta<object>(tables);
  return (code: string | null | undefined): Texts<K> => {
    const wanted = uiLanguage(code);
    const lang = tables[wanted] ? wanted : "en";
    return {
      lang,
      dir: patientLanguage(lang)?.dir ?? "ltr",
      t: (key, params) => i18n.t(key, params, lang) || i18n.t(key, params, "en"),
    };
  };
}
