import * as z from "zod/mini";
import { EMAIL_PATTERN } from "./delivery";

/**
 * The language a clinician sends a patient's summaries in, remembered per patient email (issue 23, decision 380). The
 * address travels in the body, never in a path or query string (those reach access logs), and is stored only as a
 * hash (adapters/store/keys.ts).
 */
const email = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please enter the patient's email address."),
      z.maxLength(254),
      z.regex(EMAIL_PATTERN, "Please enter a valid email address."),
    );

/** POST /patient-language/lookup: the language last chosen for this address, if any. */
export const patientLanguageLookupSchema = z.lazy(() => z.object({ email: email() }));
export type PatientLanguageLookup = z.infer<typeof patientLanguageLookupSchema>;

/** PUT /patient-language: remember the language chosen for this address ("en" included: English is a choice too). */
export const rememberPatientLanguageSchema = z.lazy(() =>
  z.object({ email: email(), language: z.string().check(z.minLength(2), z.maxLength(10)) }),
);
export type RememberPatientLanguage = z.infer<typeof rememberPatientLanguageSchema>;

export interface PatientLanguageAnswer {
  /** A code of PATIENT_LANGUAGES or "en"; null when nothing is remembered for this address. */
  language: string | null;
}
