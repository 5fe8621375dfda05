import { s3Files } from "#adapters/files/uploads";
import { jobs } from "#adapters/jobs/start-job";
import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock, ulidIds } from "#adapters/system";
import { createSummaryRequestSchema } from "#contracts/summaries";
import { type StartDeps, startSummary } from "#core/summaries/summaries";
import { userRoute } from "#http/preset";
import { config } from "#lambdas/config";

export const createHandler = (deps: () => StartDeps) =>
  userRoute(createSummaryRequestSchema, async ({ caller, body }) => ({
    status: 202,
    body: { summary: await startSummary(deps(), caller.sub, body) },
  }));

export const handler = createHandler(() => ({
  summaries: dynamoSummaryStore,
  accounts: dynamoAccountStore,
  files: s3Files,
  jobs,
  clock: systemClock,
  ids: ulidIds,
  targetGrade: config().TARGET_GRADE,
}));
