import { sesMail } from "#adapters/mail/ses";
import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoCareTeamStore } from "#adapters/store/care-team";
import { dynamoDeliveryStore } from "#adapters/store/delivery/store";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock, ulidIds } from "#adapters/system";
import { webOrigin } from "#adapters/web-origin/web-origin";
import { askCareTeamRequestSchema } from "#contracts/care-team";
import { askCareTeam } from "#core/care-team/questions";
import { patientAudit } from "#http/audit";
import { publicRoute } from "#http/preset";

/** The patient's question to the care team; the portal token travels in the body, as for the summary itself. */
export const createHandler = (deps: Parameters<typeof askCareTeam>[0]) =>
  publicRoute(askCareTeamRequestSchema, async ({ body, event }) => ({
    body: await askCareTeam({ ...deps, audit: patientAudit(event) }, body.summaryId, body.token, body.question),
  }));

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  delivery: dynamoDeliveryStore,
  clock: systemClock,
  profiles: dynamoAccountStore,
  questions: dynamoCareTeamStore,
  mail: sesMail,
  ids: ulidIds,
  webOrigin,
});
