import { s3Files } from "#adapters/files/uploads";
import { dynamoReviewStore } from "#adapters/store/review";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { issueMessage } from "#contracts/issue-messages";
import { versionsQuerySchema } from "#contracts/review";
import { listVersions, type ReviewDeps, readVersion } from "#core/review/review";
import { InvalidInput, NotFound } from "#core/shared/errors";
import { userRoute } from "#http/preset";

function parseQuery(raw: Record<string, string | undefined> | undefined) {
  const parsed = versionsQuerySchema.safeParse(raw ?? {}, { error: issueMessage });
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? "Invalid request.";
  throw new InvalidInput(message, { revision: message });
}

/** GET /summaries/{id}/versions: who, when and why of each version; `?revision=n` answers that version's text. */
export const createHandler = (deps: ReviewDeps) =>
  userRoute(null, async ({ caller, params, event }) => {
    if (!params.id) throw new NotFound("Summary not found");
    const { revision } = parseQuery(event.queryStringParameters);
    if (revision === undefined) return { body: await listVersions(deps, caller.sub, params.id) };
    return { body: { version: await readVersion(deps, caller.sub, params.id, revision) } };
  });

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  review: dynamoReviewStore,
  files: s3Files,
  clock: systemClock,
});
