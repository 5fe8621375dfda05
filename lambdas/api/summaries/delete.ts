import { s3Files } from "#adapters/files/uploads";
import { followUpScheduler } from "#adapters/scheduler/follow-ups";
import { deleteDerivedOf } from "#adapters/store/derived";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { NotFound } from "#core/shared/errors";
import { deleteSummary } from "#core/summaries/summaries";
import { userRoute } from "#http/preset";

export const createHandler = (deps: Parameters<typeof deleteSummary>[0]) =>
  userRoute(null, async ({ caller, params }) => {
    if (!params.id) throw new NotFound("Summary not found");
    await deleteSummary(deps, caller.sub, params.id);
    return { status: 204 };
  });

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  files: s3Files,
  derived: { deleteDerivedOf },
  clock: systemClock,
  followUps: followUpScheduler,
});
