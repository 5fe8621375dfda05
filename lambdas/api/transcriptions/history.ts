import { dynamoAuditReader } from "#adapters/store/audit";
import { dynamoTranscriptionStore } from "#adapters/store/transcriptions";
import { systemClock } from "#adapters/system";
import { historyQuerySchema } from "#contracts/audit";
import type { AuditReader } from "#core/audit/ports";
import { recordHistory } from "#core/audit/read";
import type { TranscriptionStore } from "#core/transcriptions/ports";
import { TRANSCRIPTION_NOT_FOUND } from "#core/transcriptions/transcriptions";
import { userRoute } from "#http/preset";
import { parseQuery } from "#http/query";

export const createHandler = (audit: AuditReader, transcriptions: Pick<TranscriptionStore, "getTranscription">) =>
  userRoute(null, async ({ caller, params, event }) => ({
    body: await recordHistory(
      {
        audit,
        recordExists: async (sub, id) =>
          Boolean(await transcriptions.getTranscription(sub, id, systemClock.now().getTime())),
      },
      caller.sub,
      "transcription",
      params.id,
      parseQuery(historyQuerySchema, event.queryStringParameters),
      TRANSCRIPTION_NOT_FOUND,
    ),
  }));

export const handler = createHandler(dynamoAuditReader, dynamoTranscriptionStore);
