import { dynamoAccountStore } from "#adapters/store/account-store";
import { getAccount } from "#core/account/account";
import type { AccountStore } from "#core/account/ports";
import { userRoute } from "#http/preset";

export const createHandler = (store: AccountStore) =>
  userRoute(null, async ({ caller }) => ({ body: await getAccount(store, caller) }));

export const handler = createHandler(dynamoAccountStore);
