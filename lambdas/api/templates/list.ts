import { dynamoAccountStore } from "../../adapters/store/account-store";
import type { AccountStore } from "../../adapters/store/port";
import { listTemplates } from "../../core/account";
import { userRoute } from "../../http/preset";

export const createHandler = (store: AccountStore) =>
  userRoute(null, async ({ caller }) => ({ body: await listTemplates(store, caller.sub) }));

export const handler = createHandler(dynamoAccountStore);
