import { dynamoAccountStore } from "../../adapters/store/account-store";
import { systemClock, ulidIds } from "../../adapters/system";
import { createTemplateRequestSchema } from "../../contracts/templates";
import { createTemplate } from "../../core/account";
import { userRoute } from "../../http/preset";

export const handler = userRoute(createTemplateRequestSchema, async ({ caller, body }) => ({
  status: 201,
  body: { template: await createTemplate(dynamoAccountStore, caller.sub, body, systemClock, ulidIds) },
}));
