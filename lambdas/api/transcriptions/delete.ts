import { deleteTranscription, type TranscriptionDeps } from "#core/transcriptions/transcriptions";
import { userRoute } from "#http/preset";
import { idOf, transcriptionDeps } from "./deps";

export const createHandler = (deps: () => Pick<TranscriptionDeps, "transcriptions" | "clock" | "files">) =>
  userRoute(null, async (request) => {
    await deleteTranscription(deps(), request.caller.sub, idOf(request));
    return { status: 204 };
  });

export const handler = createHandler(transcriptionDeps);
