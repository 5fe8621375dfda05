import { dynamoAccountStore } from "../../adapters/store/account-store";
import type { AccountStore } from "../../adapters/store/port";
import { profileUpdateSchema } from "../../contracts/settings";
import { updateProfileNames } from "../../core/account";
import { userRoute } from "../../http/preset";

export const createHandler = (store: AccountStore) =>
  userRoute(profileUpdateSchema, async ({ caller, body }) => ({
    body: await updateProfileNames(store, caller, body),
  }));

export const handler = createHandler(dynamoAccountStore);
