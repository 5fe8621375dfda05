import { dynamoAccountStore } from "../../adapters/store/account-store";
import { getAccount } from "../../core/account";
import { userRoute } from "../../http/preset";

export const handler = userRoute(null, async ({ caller }) => ({
  body: await getAccount(dynamoAccountStore, caller),
}));
