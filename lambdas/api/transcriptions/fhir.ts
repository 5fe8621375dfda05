import { s3Audio } from "#adapters/files/audio";
import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoAuditReader } from "#adapters/store/audit";
import { dynamoTranscriptionStore } from "#adapters/store/transcriptions";
import { systemClock } from "#adapters/system";
import { exportTranscription, type TranscriptionExportDeps } from "#core/fhir/export";
import { attachment, userRoute } from "#http/preset";
import { idOf } from "./deps";

/** GET /transcriptions/{id}/fhir: notes and patient summary as a FHIR R4 Bundle (transcription-<id>.json). */
export const createHandler = (deps: () => TranscriptionExportDeps) =>
  userRoute(null, async (request) => {
    const exported = await exportTranscription(deps(), request.caller.sub, idOf(request));
    return attachment(exported.bundle, exported.fileName, "application/fhir+json");
  });

export const handler = createHandler(() => ({
  transcriptions: dynamoTranscriptionStore,
  files: s3Audio,
  accounts: dynamoAccountStore,
  audit: dynamoAuditReader,
  clock: systemClock,
}));
