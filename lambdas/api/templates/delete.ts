import { dynamoAccountStore } from "../../adapters/store/account-store";
import { systemClock } from "../../adapters/system";
import { deleteTemplate } from "../../core/account";
import { NotFound } from "../../http/errors";
import { userRoute } from "../../http/preset";

export const handler = userRoute(null, async ({ caller, params }) => {
  if (!params.id) throw new NotFound("Template not found");
  await deleteTemplate(dynamoAccountStore, caller.sub, params.id, systemClock);
  return { status: 204 };
});
