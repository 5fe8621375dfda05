import { notesJobs } from "#adapters/jobs/start-job";
import { type RetryDeps, retryTranscription } from "#core/transcriptions/retry";
import { userRoute } from "#http/preset";
import { idOf, transcriptionDeps } from "./deps";

export const createHandler = (deps: () => RetryDeps) =>
  userRoute(null, async (request) => ({
    status: 202,
    body: { transcription: await retryTranscription(deps(), request.caller.sub, idOf(request)) },
  }));

export const handler = createHandler(() => ({ ...transcriptionDeps(), notesJobs }));
