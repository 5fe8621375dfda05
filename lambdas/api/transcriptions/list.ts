import { listTranscriptionsQuerySchema } from "#contracts/transcriptions/list";
import { listTranscriptionPage, type TranscriptionDeps } from "#core/transcriptions/transcriptions";
import { userRoute } from "#http/preset";
import { parseQuery, transcriptionDeps } from "./deps";

export const createHandler = (deps: () => Pick<TranscriptionDeps, "transcriptions" | "clock">) =>
  userRoute(null, async ({ caller, event }) => ({
    body: await listTranscriptionPage(
      deps(),
      caller.sub,
      parseQuery(listTranscriptionsQuerySchema, event.queryStringParameters),
    ),
  }));

export const handler = createHandler(transcriptionDeps);
