import type { Translator } from "#core/translation/ports";
import { config } from "#lambdas/config";
import { amazonTranslator } from "./amazon-translate";
import { apertiumTranslator } from "./apertium";

/** The engine of this deployment (TRANSLATION_ENGINE): Amazon Translate in AWS, Apertium on the local stack. */
export function translator(): Translator {
  return config().TRANSLATION_ENGINE === "translate" ? amazonTranslator : apertiumTranslator;
}
