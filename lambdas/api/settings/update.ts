import { dynamoAccountStore } from "../../adapters/store/account-store";
import { systemClock } from "../../adapters/system";
import { settingsUpdateSchema } from "../../contracts/settings";
import { updateSettings } from "../../core/account";
import { userRoute } from "../../http/preset";

export const handler = userRoute(settingsUpdateSchema, async ({ caller, body }) => ({
  body: { settings: await updateSettings(dynamoAccountStore, caller.sub, body, systemClock) },
}));
