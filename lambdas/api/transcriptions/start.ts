import { startTranscriptionRequestSchema } from "#contracts/transcriptions/create";
import { startTranscription, type TranscriptionDeps } from "#core/transcriptions/transcriptions";
import { userRoute } from "#http/preset";
import { idOf, transcriptionDeps } from "./deps";

export const createHandler = (deps: () => TranscriptionDeps) =>
  userRoute(startTranscriptionRequestSchema, async (request) => ({
    status: 202,
    body: { transcription: await startTranscription(deps(), request.caller.sub, idOf(request), request.body) },
  }));

export const handler = createHandler(transcriptionDeps);
