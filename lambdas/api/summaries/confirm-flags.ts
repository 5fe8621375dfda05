import { dynamoReviewStore } from "#adapters/store/review";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { confirmFlagsSchema } from "#contracts/review";
import { confirmFlags, editorFrom, type ReviewDeps } from "#core/review/review";
import { NotFound } from "#core/shared/errors";
import { userRoute } from "#http/preset";

/** POST /summaries/{id}/flags/confirm: "this is correct" for one or more flagged facts. */
export const createHandler = (deps: ReviewDeps) =>
  userRoute(confirmFlagsSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: { summary: await confirmFlags(deps, editorFrom(caller), params.id, body) } };
  });

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  review: dynamoReviewStore,
  // Confirming writes no version, so it never touches the bucket.
  files: {
    putObject: async () => undefined,
    readObject: async () => Buffer.alloc(0),
    deleteObjects: async () => undefined,
  },
  clock: systemClock,
});
