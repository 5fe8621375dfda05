/**
 * The patient languages a summary can be translated into (issue 23). In AWS every one goes through Amazon Translate
 * (all are among its supported languages); offline, only those with an Apertium pair in both directions that Debian
 * ships. Codes are Amazon Translate's.
 */
export interface PatientLanguage {
  code: string;
  /** As the clinician picks it (English). */
  name: string;
  /** As the patient knows it. */
  nativeName: string;
  dir: "ltr" | "rtl";
  /** Apertium modes for English to the language and back (US English, which the claim checker reads); null: none. */
  offline: { to: string; back: string } | null;
  /**
   * Published evaluations of machine-translated patient instructions found more errors into this language than into
   * Spanish: the clinician is advised to have a qualified interpreter check it (decision 370).
   */
  weaker: boolean;
}

export const ENGLISH = "en";

export const PATIENT_LANGUAGES: PatientLanguage[] = [
  {
    code: "es",
    name: "Spanish",
    nativeName: "Español",
    dir: "ltr",
    offline: { to: "eng-spa", back: "spa-eng_US" },
    weaker: false,
  },
  {
    code: "ca",
    name: "Catalan",
    nativeName: "Català",
    dir: "ltr",
    offline: { to: "eng-cat", back: "cat-eng_US" },
    weaker: false,
  },
  { code: "zh", name: "Chinese (Simplified)", nativeName: "简体中文", dir: "ltr", offline: null, weaker: true },
  { code: "zh-TW", name: "Chinese (Traditional)", nativeName: "繁體中文", dir: "ltr", offline: null, weaker: true },
  { code: "vi", name: "Vietnamese", nativeName: "Tiếng Việt", dir: "ltr", offline: null, weaker: true },
  { code: "ar", name: "Arabic", nativeName: "العربية", dir: "rtl", offline: null, weaker: true },
  { code: "fr", name: "French", nativeName: "Français", dir: "ltr", offline: null, weaker: false },
  { code: "ko", name: "Korean", nativeName: "한국어", dir: "ltr", offline: null, weaker: true },
  { code: "ru", name: "Russian", nativeName: "Русский", dir: "ltr", offline: null, weaker: false },
  { code: "pt", name: "Portuguese", nativeName: "Português", dir: "ltr", offline: null, weaker: false },
  { code: "ht", name: "Haitian Creole", nativeName: "Kreyòl ayisyen", dir: "ltr", offline: null, weaker: true },
  { code: "tl", name: "Tagalog", nativeName: "Tagalog", dir: "ltr", offline: null, weaker: true },
  { code: "pl", name: "Polish", nativeName: "Polski", dir: "ltr", offline: null, weaker: false },
  { code: "hi", name: "Hindi", nativeName: "हिन्दी", dir: "ltr", offline: null, weaker: true },
  { code: "ur", name: "Urdu", nativeName: "اردو", dir: "rtl", offline: null, weaker: true },
  { code: "fa", name: "Persian", nativeName: "فارسی", dir: "rtl", offline: null, weaker: true },
  { code: "pa", name: "Punjabi", nativeName: "ਪੰਜਾਬੀ", dir: "ltr", offline: null, weaker: true },
  { code: "bn", name: "Bengali", nativeName: "বাংলা", dir: "ltr", offline: null, weaker: true },
  { code: "so", name: "Somali", nativeName: "Soomaali", dir: "ltr", offline: null, weaker: true },
  { code: "de", name: "German", nativeName: "Deutsch", dir: "ltr", offline: null, weaker: false },
  { code: "it", name: "Italian", nativeName: "Italiano", dir: "ltr", offline: null, weaker: false },
  { code: "uk", name: "Ukrainian", nativeName: "Українська", dir: "ltr", offline: null, weaker: false },
];

export function patientLanguage(code: string): PatientLanguage | undefined {
  return PATIENT_LANGUAGES.find((l) => l.code === code);
}

/** Shown beside a language that has no offline pair on a local stack. */
export const NOT_AVAILABLE_OFFLINE = "Not available offline";

export const weakerLanguageNote = (language: PatientLanguage) =>
  `Machine translation into ${language.name} is known to make more mistakes. Consider having a qualified interpreter check it before you send it.`;
