import { transcriptCorrectionSchema } from "#contracts/transcriptions/review";
import { correctTranscript, type ReviewDeps } from "#core/transcriptions/review";
import { userRoute } from "#http/preset";
import { idOf, transcriptionDeps } from "./deps";

export const createHandler = (deps: () => ReviewDeps) =>
  userRoute(transcriptCorrectionSchema, async (request) => ({
    body: { transcription: await correctTranscript(deps(), request.caller.sub, idOf(request), request.body) },
  }));

export const handler = createHandler(transcriptionDeps);
