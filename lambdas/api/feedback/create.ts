import { dynamoDeliveryStore } from "#adapters/store/delivery/store";
import { systemClock, ulidIds } from "#adapters/system";
import { feedbackRequestSchema } from "#contracts/delivery";
import { submitFeedback } from "#core/delivery/submit-feedback";
import { patientAudit } from "#http/audit";
import { publicRoute } from "#http/preset";

export const createHandler = (deps: Parameters<typeof submitFeedback>[0]) =>
  publicRoute(feedbackRequestSchema, async ({ body, event }) => {
    await submitFeedback({ ...deps, audit: patientAudit(event) }, body);
    return { status: 201, body: { received: true } };
  });

export const handler = createHandler({ delivery: dynamoDeliveryStore, clock: systemClock, ids: ulidIds });
