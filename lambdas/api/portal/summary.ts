import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoCareTeamStore } from "#adapters/store/care-team";
import { dynamoDeliveryStore } from "#adapters/store/delivery/store";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { portalRequestSchema } from "#contracts/delivery";
import { openPortal, type PortalDeps } from "#core/delivery/portal";
import { patientAudit } from "#http/audit";
import { publicRoute } from "#http/preset";

/** The token travels in the POST body, never in a URL (decision 2). */
export const createHandler = (deps: PortalDeps) =>
  publicRoute(portalRequestSchema, async ({ body, event }) => ({
    body: await openPortal({ ...deps, audit: patientAudit(event) }, body.summaryId, body.token),
  }));

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  delivery: dynamoDeliveryStore,
  clock: systemClock,
  profiles: dynamoAccountStore,
  questions: dynamoCareTeamStore,
});
