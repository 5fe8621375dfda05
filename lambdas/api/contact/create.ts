import { sesMail } from "#adapters/mail/ses";
import { dynamoContactStore } from "#adapters/store/contact";
import { systemClock, ulidIds } from "#adapters/system";
import { type ContactResponse, contactRequestSchema } from "#contracts/contact";
import { type ContactDeps, submitEnquiry } from "#core/contact/contact";
import { publicRoute } from "#http/preset";
import { required } from "#lambdas/config";

export const createHandler = (deps: () => ContactDeps) =>
  publicRoute(contactRequestSchema, async ({ body }) => {
    const enquiry = await submitEnquiry(deps(), body);
    const response: ContactResponse = { received: true, id: enquiry.id };
    return { status: 201, body: response };
  });

// Read when a request arrives, not at import, so a function deployed without mail:send fails naming the variable.
export const handler = createHandler(() => ({
  store: dynamoContactStore,
  mail: sesMail,
  clock: systemClock,
  ids: ulidIds,
  operatorEmail: required("OPERATOR_EMAIL"),
}));
