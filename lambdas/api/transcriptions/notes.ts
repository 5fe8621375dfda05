import { notesEditSchema } from "#contracts/transcriptions/notes";
import { editNotes, type ReviewDeps } from "#core/transcriptions/review";
import { userRoute } from "#http/preset";
import { idOf, transcriptionDeps } from "./deps";

export const createHandler = (deps: () => ReviewDeps) =>
  userRoute(notesEditSchema, async (request) => ({
    body: { transcription: await editNotes(deps(), request.caller.sub, idOf(request), request.body) },
  }));

export const handler = createHandler(transcriptionDeps);
