import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoCareTeamStore } from "#adapters/store/care-team";
import { dynamoDeliveryStore } from "#adapters/store/delivery/store";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { portalQuestionsRequestSchema } from "#contracts/care-team";
import { portalQuestions } from "#core/care-team/questions";
import { publicRoute } from "#http/preset";

/** The patient's questions and the care team's replies, shown when the portal opens. */
export const createHandler = (deps: Parameters<typeof portalQuestions>[0]) =>
  publicRoute(portalQuestionsRequestSchema, async ({ body }) => ({
    body: await portalQuestions(deps, body.summaryId, body.token),
  }));

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  delivery: dynamoDeliveryStore,
  clock: systemClock,
  profiles: dynamoAccountStore,
  questions: dynamoCareTeamStore,
});
