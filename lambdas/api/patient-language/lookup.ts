import { dynamoPatientLanguageStore } from "#adapters/store/patient-languages";
import { systemClock } from "#adapters/system";
import { patientLanguageLookupSchema } from "#contracts/patient-language";
import { lookupPatientLanguage, type PatientLanguageDeps } from "#core/patient-language/patient-language";
import { userRoute } from "#http/preset";

/** POST /patient-language/lookup: the language this clinician last chose for the address (decision 380). */
export const createHandler = (deps: PatientLanguageDeps) =>
  userRoute(patientLanguageLookupSchema, async ({ caller, body }) => ({
    body: await lookupPatientLanguage(deps, caller.sub, body),
  }));

export const handler = createHandler({ languages: dynamoPatientLanguageStore, clock: systemClock });
