import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoAuditReader } from "#adapters/store/audit";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { exportSummary, type SummaryExportDeps } from "#core/fhir/export";
import { NotFound } from "#core/shared/errors";
import { attachment, userRoute } from "#http/preset";

/** GET /summaries/{id}/fhir: the summary as a FHIR R4 Bundle, saved by the browser as summary-<id>.json. */
export const createHandler = (deps: () => SummaryExportDeps) =>
  userRoute(null, async ({ caller, params }) => {
    if (!params.id) throw new NotFound("Summary not found");
    const exported = await exportSummary(deps(), caller.sub, params.id);
    return attachment(exported.bundle, exported.fileName, "application/fhir+json");
  });

export const handler = createHandler(() => ({
  summaries: dynamoSummaryStore,
  accounts: dynamoAccountStore,
  audit: dynamoAuditReader,
  clock: systemClock,
}));
