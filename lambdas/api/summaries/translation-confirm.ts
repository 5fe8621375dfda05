import { confirmTranslationFlagsSchema } from "#contracts/translation";
import { editorFrom } from "#core/review/review";
import { NotFound } from "#core/shared/errors";
import { confirmTranslationFlags, type TranslateDeps } from "#core/translation/translate-summary";
import { userRoute } from "#http/preset";
import { translationDeps } from "./translation";

/** POST /summaries/{id}/translation/flags/confirm: "this is correct" for differences the round trip found. */
export const createHandler = (deps: () => TranslateDeps) =>
  userRoute(confirmTranslationFlagsSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: { summary: await confirmTranslationFlags(deps(), editorFrom(caller), params.id, body) } };
  });

export const handler = createHandler(translationDeps);
