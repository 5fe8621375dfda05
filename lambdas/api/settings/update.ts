import { dynamoAccountStore } from "#adapters/store/account-store";
import { systemClock } from "#adapters/system";
import { settingsUpdateSchema } from "#contracts/settings";
import { type Clock, updateSettings } from "#core/account/account";
import type { AccountStore } from "#core/account/ports";
import { userRoute } from "#http/preset";

export const createHandler = (store: AccountStore, clock: Clock) =>
  userRoute(settingsUpdateSchema, async ({ caller, body }) => ({
    body: { settings: await updateSettings(store, caller.sub, body, clock) },
  }));

export const handler = createHandler(dynamoAccountStore, systemClock);
