import { type PatientKey, textsOf } from "./i18n";
import { chat as ar } from "./i18n/patient/ar.json";
import { chat as bn } from "./i18n/patient/bn.json";
import { chat as ca } from "./i18n/patient/ca.json";
import { chat as de } from "./i18n/patient/de.json";
import { chat as en } from "./i18n/patient/en.json";
import { chat as es } from "./i18n/patient/es.json";
import { chat as fa } from "./i18n/patient/fa.json";
import { chat as fr } from "./i18n/patient/fr.json";
import { chat as hi } from "./i18n/patient/hi.json";
import { chat as ht } from "./i18n/patient/ht.json";
import { chat as it } from "./i18n/patient/it.json";
import { chat as ko } from "./i18n/patient/ko.json";
import { chat as pa } from "./i18n/patient/pa.json";
import { chat as pl } from "./i18n/patient/pl.json";
import { chat as pt } from "./i18n/patient/pt.json";
import { chat as ru } from "./i18n/patient/ru.json";
import { chat as so } from "./i18n/patient/so.json";
import { chat as tl } from "./i18n/patient/tl.json";
import { chat as uk } from "./i18n/patient/uk.json";
import { chat as ur } from "./i18n/patient/ur.json";
import { chat as vi } from "./i18n/patient/vi.json";
import { chat as zh } from "./i18n/patient/zh.json";
import { chat as zhTW } from "./i18n/patient/zh-TW.json";

/** The chat's own texts: the only patient texts a function needs (the refusal, the notes, the English-only line). */
export type ChatKey = Extract<PatientKey, `chat.${string}`>;

/**
 * The chat's texts in every shipped language at once, for the portal's chat function. Only the `chat` object of each
 * resource file is imported, so the bundler leaves the rest of the file out (22 whole files would take the function
 * past its 150 KB budget). The web loads one whole language at a time instead (web/src/patient-language.ts).
 */
export const chatTexts = textsOf<ChatKey>({
  en: { chat: en },
  es: { chat: es },
  ca: { chat: ca },
  zh: { chat: zh },
  "zh-TW": { chat: zhTW },
  vi: { chat: vi },
  ar: { chat: ar },
  fr: { chat: fr },
  ko: { chat: ko },
  ru: { chat: ru },
  pt: { chat: pt },
  ht: { chat: ht },
  tl: { chat: tl },
  pl: { chat: pl },
  hi: { chat: hi },
  ur: { chat: ur },
  fa: { chat: fa },
  pa: { chat: pa },
  bn: { chat: bn },
  so: { chat: so },
  de: { chat: de },
  it: { chat: it },
  uk: { chat: uk },
});
