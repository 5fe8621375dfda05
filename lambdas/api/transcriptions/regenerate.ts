import { notesJobs } from "#adapters/jobs/start-job";
import { regenerateRequestSchema } from "#contracts/transcriptions/review";
import { regenerate } from "#core/transcriptions/review";
import { userRoute } from "#http/preset";
import { idOf, transcriptionDeps } from "./deps";

type Deps = Parameters<typeof regenerate>[0];

export const createHandler = (deps: () => Deps) =>
  userRoute(regenerateRequestSchema, async (request) => ({
    status: 202,
    body: { transcription: await regenerate(deps(), request.caller.sub, idOf(request), request.body) },
  }));

export const handler = createHandler(() => ({ ...transcriptionDeps(), notesJobs }));
