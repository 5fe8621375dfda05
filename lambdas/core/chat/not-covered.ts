/**
 * The offline engine's answer when neither the summary nor the documents cover a question. Its own module, so the
 * chat in the patient's language (in-language.ts) can recognise it without bundling the offline engine.
 */
export const NOT_COVERED =
  "Your summary does not cover that. Please ask your care team, who know your full medical history.";
