import { type PatientKey, textsOf } from "./i18n";
import ca from "./i18n/patient/ca.json";
import en from "./i18n/patient/en.json";
import es from "./i18n/patient/es.json";

/**
 * The patient pages' texts in every shipped language at once, for the functions (the chat's refusal and notes). The
 * web loads one language at a time instead (web/src/patient-language.ts).
 */
export const patientTexts = textsOf<PatientKey>({ en, es, ca });
