import { patientSummaryEditSchema } from "../../contracts/transcriptions";
import { editPatientSummary, type ReviewDeps } from "../../core/transcription-review";
import { userRoute } from "../../http/preset";
import { idOf, transcriptionDeps } from "./deps";

export const createHandler = (deps: () => ReviewDeps) =>
  userRoute(patientSummaryEditSchema, async (request) => ({
    body: { transcription: await editPatientSummary(deps(), request.caller.sub, idOf(request), request.body) },
  }));

export const handler = createHandler(transcriptionDeps);
