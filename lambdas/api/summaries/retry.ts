import { s3Files } from "#adapters/files/uploads";
import { jobs } from "#adapters/jobs/start-job";
import { dynamoJobRestart, dynamoJobState } from "#adapters/store/job-state";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { NotFound } from "#core/shared/errors";
import { type RetryDeps, retrySummary } from "#core/summaries/summaries";
import { userRoute } from "#http/preset";

export const createHandler = (deps: RetryDeps) =>
  userRoute(null, async ({ caller, params }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { status: 202, body: { summary: await retrySummary(deps, caller.sub, params.id) } };
  });

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  restart: { ...dynamoJobRestart, failIfProcessing: dynamoJobState.failIfProcessing },
  files: s3Files,
  jobs,
  clock: systemClock,
});
