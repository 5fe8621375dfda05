/**
 * The translation's texts (issue 23), apart from its request schemas (translation.ts re-exports them): the web's first
 * load reads these without carrying the schemas.
 */
/** The checkbox beside the interpreter note, exactly as the clinician reads and ticks it. */
export const INTERPRETER_CHECK_LABEL = "I have arranged for a qualified interpreter to check this translation.";
/** Sent without the box ticked on a weaker language's translation (422). */
export const interpreterCheckRequired = (languageName: string) =>
  `Please confirm that a qualified interpreter will check the ${languageName} translation before sending.`;

export const NO_TRANSLATION = "This summary has no translation. Translate it first.";
export const TRANSLATION_CHANGED = "The translation was changed in another window. Reload the summary to see it.";
export const LANGUAGE_NOT_OFFERED = "Please choose one of the languages offered.";
export const TRANSLATE_AFTER_REVIEW = "Check the highlighted facts in English first, then translate the summary.";
export const TRANSLATION_OUTDATED = "The English summary changed after it was translated. Please translate it again.";
export const notAvailableOffline = (name: string) => `${name} is not available offline.`;
