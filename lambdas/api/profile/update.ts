import { dynamoAccountStore } from "#adapters/store/account-store";
import { profileUpdateSchema } from "#contracts/settings";
import { updateProfileNames } from "#core/account/account";
import type { AccountStore } from "#core/account/ports";
import { userRoute } from "#http/preset";

export const createHandler = (store: AccountStore) =>
  userRoute(profileUpdateSchema, async ({ caller, body }) => ({
    body: await updateProfileNames(store, caller, body),
  }));

export const handler = createHandler(dynamoAccountStore);
