import { dynamoDeliveryStore } from "../../adapters/store/delivery";
import { dynamoSummaryStore } from "../../adapters/store/summaries";
import { systemClock } from "../../adapters/system";
import { feedbackSessionRequestSchema } from "../../contracts/delivery";
import { checkFeedbackSession } from "../../core/delivery";
import { publicRoute } from "../../http/preset";

export const createHandler = (deps: Parameters<typeof checkFeedbackSession>[0]) =>
  publicRoute(feedbackSessionRequestSchema, async ({ body }) => {
    await checkFeedbackSession(deps, body.session);
    return { body: { open: true } };
  });

export const handler = createHandler({
  delivery: dynamoDeliveryStore,
  summaries: dynamoSummaryStore,
  clock: systemClock,
});
