import { dynamoPatientLanguageStore } from "#adapters/store/patient-languages";
import { systemClock } from "#adapters/system";
import { rememberPatientLanguageSchema } from "#contracts/patient-language";
import { type PatientLanguageDeps, rememberPatientLanguage } from "#core/patient-language/patient-language";
import { userRoute } from "#http/preset";

/** PUT /patient-language: remember the language chosen for the address (decision 380). */
export const createHandler = (deps: PatientLanguageDeps) =>
  userRoute(rememberPatientLanguageSchema, async ({ caller, body }) => ({
    body: await rememberPatientLanguage(deps, caller.sub, body),
  }));

export const handler = createHandler({ languages: dynamoPatientLanguageStore, clock: systemClock });
