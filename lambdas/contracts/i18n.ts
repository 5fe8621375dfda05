import rosetta from "rosetta";
import ca from "./i18n/patient/ca.json";
import en from "./i18n/patient/en.json";
import es from "./i18n/patient/es.json";
import { patientLanguage } from "./languages";

/**
 * What a patient reads in their language (issue 23, part 2): the portal, the feedback page, the chat's own texts and
 * every error they can see. Resource files (patient/<code>.json, email/<code>.json) exist only where the product's
 * texts were written by hand (decision 386): Spanish and Catalan. Every other offered language falls back to the
 * English texts, with the summary itself (and the chat's answers) still in the patient's language.
 */

/** Dotted paths to every text of a resource file: "portal.heading", "feedback.ratingOf". */
export type MessageKey<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : MessageKey<T[K], `${P}${K}.`>;
}[keyof T & string];

export type PatientKey = MessageKey<typeof en>;
export type Params = Record<string, string | number>;

/** The languages with hand-written texts; English is the fallback of every other. */
export const UI_LANGUAGES = ["en", "es", "ca"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const uiLanguage = (code: string | null | undefined): UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(code ?? "") ? (code as UiLanguage) : "en";

export interface Texts<K extends string> {
  /** The language the texts are in (an offered language without resource files reads English). */
  lang: UiLanguage;
  dir: "ltr" | "rtl";
  t(key: K, params?: Params): string;
}

/**
 * One resource set (patient texts here, email texts in core/delivery) behind rosetta: a key missing from a language
 * reads the English one, though the unit test keeps every shipped file complete.
 */
export function textsOf<K extends string>(tables: Record<UiLanguage, object>) {
  const i18n = rosetta<object>(tables);
  return (code: string | null | undefined): Texts<K> => {
    const lang = uiLanguage(code);
    return {
      lang,
      dir: patientLanguage(lang)?.dir ?? "ltr",
      t: (key, params) => i18n.t(key, params, lang) || i18n.t(key, params, "en"),
    };
  };
}

export const PATIENT_TEXTS: Record<UiLanguage, typeof en> = { en, es, ca };

/** The patient pages' texts in the language of `code` (a patient language code, or null for English). */
export const patientTexts = textsOf<PatientKey>(PATIENT_TEXTS);
