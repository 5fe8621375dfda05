import { dynamoSummaryStore } from "../../adapters/store/summaries";
import type { SummaryStore } from "../../adapters/store/summary-port";
import { systemClock } from "../../adapters/system";
import type { Clock } from "../../core/account";
import { listSummaries } from "../../core/summaries";
import { userRoute } from "../../http/preset";

export const createHandler = (store: SummaryStore, clock: Clock) =>
  userRoute(null, async ({ caller }) => ({ body: { summaries: await listSummaries(store, caller.sub, clock) } }));

export const handler = createHandler(dynamoSummaryStore, systemClock);
