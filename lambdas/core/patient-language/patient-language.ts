import { createHash } from "node:crypto";
import { ENGLISH, patientLanguage } from "#contracts/languages";
import type {
  PatientLanguageAnswer,
  PatientLanguageLookup,
  RememberPatientLanguage,
} from "#contracts/patient-language";
import { LANGUAGE_NOT_OFFERED } from "#contracts/translation";
import type { Clock } from "../account/account";
import { InvalidInput } from "../shared/errors";

/** A remembered language lasts a year from the last time it was chosen or sent in (decision 380). */
export const REMEMBER_FOR_MS = 365 * 24 * 3600 * 1000;

/** The remembered languages of one clinician, by the hash of a patient's address (adapters/store/patient-languages.ts). */
export interface PatientLanguageStore {
  getPatientLanguage(sub: string, addressHash: string, nowMs: number): Promise<string | undefined>;
  /**
   * Writes the language unless the stored one was written later than `at` (a slower request from before must not
   * undo a newer choice); returns the language kept.
   */
  putPatientLanguage(
    sub: string,
    addressHash: string,
    language: string,
    at: string,
    expiresAt: number,
  ): Promise<string>;
}

export interface PatientLanguageDeps {
  languages: PatientLanguageStore;
  clock: Clock;
}

/**
 * What the key is made of: never the address. Salted with the clinician's id, so two clinicians' items for the same
 * patient share nothing and a hash found in one partition says nothing about another.
 */
export function addressHash(sub: string, email: string): string {
  return createHash("sha256").update(`${sub}\n${email.trim().toLowerCase()}`, "utf8").digest("hex");
}

export async function lookupPatientLanguage(
  deps: PatientLanguageDeps,
  sub: string,
  request: PatientLanguageLookup,
): Promise<PatientLanguageAnswer> {
  const language = await deps.languages.getPatientLanguage(
    sub,
    addressHash(sub, request.email),
    deps.clock.now().getTime(),
  );
  // A language since withdrawn from the list is as good as none.
  return { language: language && (language === ENGLISH || patientLanguage(language)) ? language : null };
}

export async function rememberPatientLanguage(
  deps: PatientLanguageDeps,
  sub: string,
  request: RememberPatientLanguage,
): Promise<PatientLanguageAnswer> {
  if (request.language !== ENGLISH && !patientLanguage(request.language)) throw new InvalidInput(LANGUAGE_NOT_OFFERED);
  const now = deps.clock.now();
  const kept = await deps.languages.putPatientLanguage(
    sub,
    addressHash(sub, request.email),
    request.language,
    now.toISOString(),
    Math.floor((now.getTime() + REMEMBER_FOR_MS) / 1000),
  );
  return { language: kept };
}
