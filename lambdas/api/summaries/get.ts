import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import type { Clock } from "#core/account/account";
import { NotFound } from "#core/shared/errors";
import type { SummaryStore } from "#core/summaries/ports";
import { getSummary } from "#core/summaries/summaries";
import { userRoute } from "#http/preset";

export const createHandler = (store: SummaryStore, clock: Clock) =>
  userRoute(null, async ({ caller, params }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: { summary: await getSummary(store, caller.sub, params.id, clock) } };
  });

export const handler = createHandler(dynamoSummaryStore, systemClock);
