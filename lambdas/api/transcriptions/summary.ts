import { patientSummaryEditSchema } from "#contracts/transcriptions/review";
import { editorFrom } from "#core/review/review";
import { editPatientSummary, type ReviewDeps } from "#core/transcriptions/review";
import { userRoute } from "#http/preset";
import { idOf, transcriptionDeps } from "./deps";

export const createHandler = (deps: () => ReviewDeps) =>
  userRoute(patientSummaryEditSchema, async (request) => ({
    body: {
      transcription: await editPatientSummary(deps(), editorFrom(request.caller), idOf(request), request.body),
    },
  }));

export const handler = createHandler(transcriptionDeps);
