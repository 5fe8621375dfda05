import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoDeliveryStore } from "#adapters/store/delivery/store";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { feedbackSessionRequestSchema } from "#contracts/delivery";
import { checkFeedbackSession } from "#core/delivery/submit-feedback";
import { publicRoute } from "#http/preset";

export const createHandler = (deps: Parameters<typeof checkFeedbackSession>[0]) =>
  publicRoute(feedbackSessionRequestSchema, async ({ body }) => {
    return { body: await checkFeedbackSession(deps, body.session) };
  });

export const handler = createHandler({
  delivery: dynamoDeliveryStore,
  summaries: dynamoSummaryStore,
  profiles: dynamoAccountStore,
  clock: systemClock,
});
