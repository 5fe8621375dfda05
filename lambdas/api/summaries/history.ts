import { dynamoAuditReader } from "#adapters/store/audit";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { historyQuerySchema } from "#contracts/audit";
import type { AuditReader } from "#core/audit/ports";
import { recordHistory } from "#core/audit/read";
import type { SummaryStore } from "#core/summaries/ports";
import { userRoute } from "#http/preset";
import { parseQuery } from "#http/query";

export const createHandler = (audit: AuditReader, summaries: Pick<SummaryStore, "getSummary">) =>
  userRoute(null, async ({ caller, params, event }) => ({
    body: await recordHistory(
      {
        audit,
        recordExists: async (sub, id) => Boolean(await summaries.getSummary(sub, id, systemClock.now().getTime())),
      },
      caller.sub,
      "summary",
      params.id,
      parseQuery(historyQuerySchema, event.queryStringParameters),
      "Summary not found",
    ),
  }));

export const handler = createHandler(dynamoAuditReader, dynamoSummaryStore);
