import { type PatientKey, textsOf } from "./i18n";
import ar from "./i18n/patient/ar.json";
import bn from "./i18n/patient/bn.json";
import ca from "./i18n/patient/ca.json";
import de from "./i18n/patient/de.json";
import en from "./i18n/patient/en.json";
import es from "./i18n/patient/es.json";
import fa from "./i18n/patient/fa.json";
import fr from "./i18n/patient/fr.json";
import hi from "./i18n/patient/hi.json";
import ht from "./i18n/patient/ht.json";
import it from "./i18n/patient/it.json";
import ko from "./i18n/patient/ko.json";
import pa from "./i18n/patient/pa.json";
import pl from "./i18n/patient/pl.json";
import pt from "./i18n/patient/pt.json";
import ru from "./i18n/patient/ru.json";
import so from "./i18n/patient/so.json";
import tl from "./i18n/patient/tl.json";
import uk from "./i18n/patient/uk.json";
import ur from "./i18n/patient/ur.json";
import vi from "./i18n/patient/vi.json";
import zh from "./i18n/patient/zh.json";
import zhTW from "./i18n/patient/zh-TW.json";

/**
 * The patient pages' texts in every shipped language at once, for the functions (the chat's refusal and notes). The
 * web loads one language at a time instead (web/src/patient-language.ts).
 */
export const patientTexts = textsOf<PatientKey>({
  en,
  es,
  ca,
  zh,
  "zh-TW": zhTW,
  vi,
  ar,
  fr,
  ko,
  ru,
  pt,
  ht,
  tl,
  pl,
  hi,
  ur,
  fa,
  pa,
  bn,
  so,
  de,
  it,
  uk,
});
