import { s3Files } from "#adapters/files/uploads";
import { dynamoReviewStore } from "#adapters/store/review";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { editContentSchema } from "#contracts/review";
import { editContent, editorFrom, type ReviewDeps } from "#core/review/review";
import { NotFound } from "#core/shared/errors";
import { userRoute } from "#http/preset";

/** PUT /summaries/{id}/content: the clinician's edit becomes the next version. */
export const createHandler = (deps: ReviewDeps) =>
  userRoute(editContentSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: { summary: await editContent(deps, editorFrom(caller), params.id, body) } };
  });

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  review: dynamoReviewStore,
  files: s3Files,
  clock: systemClock,
});
