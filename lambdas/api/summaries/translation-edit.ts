import { editTranslationRequestSchema } from "#contracts/translation";
import { editorFrom } from "#core/review/review";
import { NotFound } from "#core/shared/errors";
import { editTranslation, type TranslateDeps } from "#core/translation/translate-summary";
import { userRoute } from "#http/preset";
import { translationDeps } from "./translation";

/** PUT /summaries/{id}/translation: the clinician's wording of the translation, translated back and checked again. */
export const createHandler = (deps: () => TranslateDeps) =>
  userRoute(editTranslationRequestSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: { summary: await editTranslation(deps(), editorFrom(caller), params.id, body) } };
  });

export const handler = createHandler(translationDeps);
