import { createTranscriptionRequestSchema } from "#contracts/transcriptions/create";
import { createTranscription, type TranscriptionDeps } from "#core/transcriptions/transcriptions";
import { userRoute } from "#http/preset";
import { transcriptionDeps } from "./deps";

export const createHandler = (deps: () => TranscriptionDeps) =>
  userRoute(createTranscriptionRequestSchema, async ({ caller, body }) => ({
    status: 201,
    body: await createTranscription(deps(), caller.sub, body),
  }));

export const handler = createHandler(transcriptionDeps);
