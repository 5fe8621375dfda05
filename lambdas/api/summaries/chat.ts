import { chatEngine } from "#adapters/ai/engine";
import { s3Files } from "#adapters/files/uploads";
import { dynamoSummaryStore } from "#adapters/store/summaries";
import { systemClock } from "#adapters/system";
import { chatRequestSchema } from "#contracts/summaries";
import { NotFound } from "#core/shared/errors";
import { type ChatDeps, chatAboutSummary } from "#core/summaries/summaries";
import { userRoute } from "#http/preset";

export const createHandler = (deps: () => ChatDeps) =>
  userRoute(chatRequestSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: await chatAboutSummary(deps(), caller.sub, params.id, body.message) };
  });

export const handler = createHandler(() => ({
  summaries: dynamoSummaryStore,
  ai: chatEngine(),
  clock: systemClock,
  files: s3Files,
}));
