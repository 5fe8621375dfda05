import { dynamoAccountStore } from "../../adapters/store/account-store";
import { listTemplates } from "../../core/account";
import { userRoute } from "../../http/preset";

export const handler = userRoute(null, async ({ caller }) => ({
  body: await listTemplates(dynamoAccountStore, caller.sub),
}));
