import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { issueMessage } from "#contracts/issue-messages";
import { type ListSummariesQuery, listSummariesQuerySchema } from "#contracts/summaries";
import type { Clock } from "#core/account/account";
import { InvalidInput } from "#core/shared/errors";
import { listSummaryPage } from "#core/summaries/list";
import type { SummaryStore } from "#core/summaries/ports";
import { userRoute } from "#http/preset";

function parseQuery(raw: Record<string, string | undefined> | undefined): ListSummariesQuery {
  const parsed = listSummariesQuerySchema.safeParse(raw ?? {}, { error: issueMessage });
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join(".") || "query", issue.message]),
  );
  throw new InvalidInput(parsed.error.issues[0]?.message ?? "Invalid request.", fields);
}

export const createHandler = (store: SummaryStore, clock: Clock) =>
  userRoute(null, async ({ caller, event }) => ({
    body: await listSummaryPage(store, caller.sub, clock, parseQuery(event.queryStringParameters)),
  }));

export const handler = createHandler(dynamoSummaryStore, systemClock);
