import { dynamoSummaryStore } from "../../adapters/store/summaries";
import type { SummaryStore } from "../../adapters/store/summary-port";
import { systemClock } from "../../adapters/system";
import type { Clock } from "../../core/account";
import { getSummary } from "../../core/summaries";
import { NotFound } from "../../http/errors";
import { userRoute } from "../../http/preset";

export const createHandler = (store: SummaryStore, clock: Clock) =>
  userRoute(null, async ({ caller, params }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: { summary: await getSummary(store, caller.sub, params.id, clock) } };
  });

export const handler = createHandler(dynamoSummaryStore, systemClock);
