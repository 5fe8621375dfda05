import { audioLink, type TranscriptionDeps } from "#core/transcriptions/transcriptions";
import { userRoute } from "#http/preset";
import { idOf, transcriptionDeps } from "./deps";

export const createHandler = (deps: () => Pick<TranscriptionDeps, "transcriptions" | "clock" | "files">) =>
  userRoute(null, async (request) => ({ body: await audioLink(deps(), request.caller.sub, idOf(request)) }));

export const handler = createHandler(transcriptionDeps);
