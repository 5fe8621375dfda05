import { confirmInterpreterSchema } from "#contracts/translation";
import { editorFrom } from "#core/review/review";
import { NotFound } from "#core/shared/errors";
import { confirmInterpreterCheck, type TranslateDeps } from "#core/translation/translate-summary";
import { userRoute } from "#http/preset";
import { translationDeps } from "./translation";

/** POST /summaries/{id}/translation/interpreter: a qualified interpreter will check this translation (decision 381). */
export const createHandler = (deps: () => TranslateDeps) =>
  userRoute(confirmInterpreterSchema, async ({ caller, params, body }) => {
    if (!params.id) throw new NotFound("Summary not found");
    return { body: { summary: await confirmInterpreterCheck(deps(), editorFrom(caller), params.id, body) } };
  });

export const handler = createHandler(translationDeps);
