import { s3Files } from "#adapters/files/uploads";
import { dynamoReviewStore } from "#adapters/store/review";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { restoreSchema } from "#contracts/review";
import { editorFrom, type ReviewDeps, restoreVersion } from "#core/review/review";
import { NotFound } from "#core/shared/errors";
import { userRoute } from "#http/preset";

/** POST /summaries/{id}/restore: an earlier version becomes current again, as the next version. */
export const createHandler = (deps: ReviewDeps) =>
  userRoute(restoreSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: { summary: await restoreVersion(deps, editorFrom(caller), params.id, body) } };
  });

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  review: dynamoReviewStore,
  files: s3Files,
  clock: systemClock,
});
