import { dynamoSummaryStore } from "#adapters/store/summaries";
import { dynamoTranscriptionStore } from "#adapters/store/transcriptions";
import { ulidIds } from "#adapters/system";
import { translateTranscriptionRequestSchema } from "#contracts/translation";
import { editorFrom } from "#core/review/review";
import { type TranscriptionTranslateDeps, translateTranscription } from "#core/transcriptions/translation";
import { userRoute } from "#http/preset";
import { translationDeps } from "../summaries/translation";
import { idOf } from "./deps";

/**
 * POST /transcriptions/{id}/translation: the patient summary in the patient's language, on the summaries row the
 * transcription is sent as (decision 382). Answers that row as a summary (null for English with no row yet).
 */
export const createHandler = (deps: () => TranscriptionTranslateDeps) =>
  userRoute(translateTranscriptionRequestSchema, async (request) => ({
    body: { summary: await translateTranscription(deps(), editorFrom(request.caller), idOf(request), request.body) },
  }));

export const handler = createHandler(() => ({
  ...translationDeps(),
  summaries: dynamoSummaryStore,
  transcriptions: dynamoTranscriptionStore,
  ids: ulidIds,
}));
