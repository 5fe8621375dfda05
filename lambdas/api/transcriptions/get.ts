import { getTranscription, type TranscriptionDeps } from "#core/transcriptions/transcriptions";
import { userRoute } from "#http/preset";
import { idOf, transcriptionDeps } from "./deps";

export const createHandler = (
  deps: () => Pick<TranscriptionDeps, "transcriptions" | "clock" | "files"> &
    Partial<Pick<TranscriptionDeps, "speech">>,
) =>
  userRoute(null, async (request) => ({
    body: { transcription: await getTranscription(deps(), request.caller.sub, idOf(request)) },
  }));

export const handler = createHandler(transcriptionDeps);
