import { dynamoAccountStore } from "../../adapters/store/account-store";
import type { AccountStore } from "../../adapters/store/port";
import { getAccount } from "../../core/account";
import { userRoute } from "../../http/preset";

export const createHandler = (store: AccountStore) =>
  userRoute(null, async ({ caller }) => ({ body: await getAccount(store, caller) }));

export const handler = createHandler(dynamoAccountStore);
