import { speakersUpdateSchema } from "#contracts/transcriptions/speakers-schema";
import type { ReviewDeps } from "#core/transcriptions/review";
import { updateSpeakers } from "#core/transcriptions/speakers";
import { userRoute } from "#http/preset";
import { idOf, transcriptionDeps } from "./deps";

export const createHandler = (deps: () => ReviewDeps) =>
  userRoute(speakersUpdateSchema, async (request) => ({
    body: { transcription: await updateSpeakers(deps(), request.caller.sub, idOf(request), request.body) },
  }));

export const handler = createHandler(transcriptionDeps);
