import { sesMail } from "#adapters/mail/ses";
import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoCareTeamStore } from "#adapters/store/care-team";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { replyToQuestionRequestSchema } from "#contracts/care-team";
import { replyToQuestion } from "#core/care-team/questions";
import { NotFound } from "#core/shared/errors";
import { userRoute } from "#http/preset";

export const createHandler = (deps: Parameters<typeof replyToQuestion>[0]) =>
  userRoute(replyToQuestionRequestSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: await replyToQuestion(deps, caller.sub, params.id, body) };
  });

export const handler = createHandler({
  summaries: dynamoSummaryStore,
  questions: dynamoCareTeamStore,
  clock: systemClock,
  mail: sesMail,
  profiles: dynamoAccountStore,
});
