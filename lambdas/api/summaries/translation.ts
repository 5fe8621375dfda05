import { dynamoSummaryStore } from "#adapters/store/summaries";
import { dynamoTranslationStore } from "#adapters/store/translations";
import { systemClock } from "#adapters/system";
import { translator } from "#adapters/translate/translator";
import { translateRequestSchema } from "#contracts/translation";
import { editorFrom } from "#core/review/review";
import { NotFound } from "#core/shared/errors";
import { type TranslateDeps, translateSummary } from "#core/translation/translate-summary";
import { userRoute } from "#http/preset";

/** POST /summaries/{id}/translation: the summary in the patient's language, checked by translating it back. */
export const createHandler = (deps: () => TranslateDeps) =>
  userRoute(translateRequestSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: { summary: await translateSummary(deps(), editorFrom(caller), params.id, body) } };
  });

export const translationDeps = (): TranslateDeps => ({
  summaries: dynamoSummaryStore,
  translations: dynamoTranslationStore,
  translator: translator(),
  clock: systemClock,
});

export const handler = createHandler(translationDeps);
