import { dynamoAuditReader } from "#adapters/store/audit";
import { activityQuerySchema } from "#contracts/audit";
import type { AuditReader } from "#core/audit/ports";
import { accountActivity } from "#core/audit/read";
import { userRoute } from "#http/preset";
import { parseQuery } from "#http/query";

export const createHandler = (audit: AuditReader) =>
  userRoute(null, async ({ caller, event }) => ({
    body: await accountActivity(audit, caller.sub, parseQuery(activityQuerySchema, event.queryStringParameters)),
  }));

export const handler = createHandler(dynamoAuditReader);
