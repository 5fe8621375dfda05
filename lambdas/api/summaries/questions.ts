import { dynamoCareTeamStore } from "#adapters/store/care-team";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { summaryQuestions } from "#core/care-team/questions";
import { NotFound } from "#core/shared/errors";
import { userRoute } from "#http/preset";

export const createHandler = (deps: Parameters<typeof summaryQuestions>[0]) =>
  userRoute(null, async ({ caller, params }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: await summaryQuestions(deps, caller.sub, params.id) };
  });

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  questions: dynamoCareTeamStore,
  clock: systemClock,
});
