import { dynamoDashboardStore } from "#adapters/store/dashboard";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { dynamoTranscriptionStore } from "#adapters/store/transcriptions";
import { systemClock } from "#adapters/system";
import { getDashboard } from "#core/dashboard/dashboard";
import { userRoute } from "#http/preset";

export const createHandler = (deps: Parameters<typeof getDashboard>[0]) =>
  userRoute(null, async ({ caller }) => ({ body: await getDashboard(deps, caller.sub) }));

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  transcriptions: dynamoTranscriptionStore,
  dashboard: dynamoDashboardStore,
  clock: systemClock,
});
