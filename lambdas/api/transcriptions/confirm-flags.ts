import { confirmTranscriptionFlagsSchema } from "#contracts/transcriptions/review";
import { editorFrom } from "#core/review/review";
import { acceptSummaryFlags, type ReviewDeps } from "#core/transcriptions/review";
import { userRoute } from "#http/preset";
import { idOf, transcriptionDeps } from "./deps";

/** POST /transcriptions/{id}/flags/confirm: flags of the patient summary accepted with a one-line reason. */
export const createHandler = (deps: () => ReviewDeps) =>
  userRoute(confirmTranscriptionFlagsSchema, async (request) => ({
    body: {
      transcription: await acceptSummaryFlags(deps(), editorFrom(request.caller), idOf(request), request.body),
    },
  }));

export const handler = createHandler(transcriptionDeps);
