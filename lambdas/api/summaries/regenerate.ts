import { jobs } from "#adapters/jobs/start-job";
import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoReviewStore } from "#adapters/store/review";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock, ulidIds } from "#adapters/system";
import { regenerateSchema } from "#contracts/review";
import { editorFrom, type RegenerateDeps, startRegeneration } from "#core/review/review";
import { NotFound } from "#core/shared/errors";
import { userRoute } from "#http/preset";

/** POST /summaries/{id}/regenerate: a new version with another template or instructions, written in the background. */
export const createHandler = (deps: RegenerateDeps) =>
  userRoute(regenerateSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { status: 202, body: { summary: await startRegeneration(deps, editorFrom(caller), params.id, body) } };
  });

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  review: dynamoReviewStore,
  accounts: dynamoAccountStore,
  jobs,
  ids: ulidIds,
  clock: systemClock,
});
