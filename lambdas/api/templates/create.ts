import { dynamoAccountStore } from "#adapters/store/account-store";
import { systemClock, ulidIds } from "#adapters/system";
import { createTemplateRequestSchema } from "#contracts/templates";
import { type Clock, createTemplate, type IdSource } from "#core/account/account";
import type { AccountStore } from "#core/account/ports";
import { userRoute } from "#http/preset";

export const createHandler = (store: AccountStore, clock: Clock, ids: IdSource) =>
  userRoute(createTemplateRequestSchema, async ({ caller, body }) => ({
    status: 201,
    body: { template: await createTemplate(store, caller.sub, body, clock, ids) },
  }));

export const handler = createHandler(dynamoAccountStore, systemClock, ulidIds);
