import { dynamoAccountStore } from "#adapters/store/account-store";
import { listTemplates } from "#core/account/account";
import type { AccountStore } from "#core/account/ports";
import { userRoute } from "#http/preset";

export const createHandler = (store: AccountStore) =>
  userRoute(null, async ({ caller }) => ({ body: await listTemplates(store, caller.sub) }));

export const handler = createHandler(dynamoAccountStore);
