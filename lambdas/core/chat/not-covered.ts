/**
 * The offline engine's fixed words: its answer when neither the summary nor the documents cover a question, and the
 * lines it puts around what it quotes. Their own module, so the chat in the patient's language (in-language.ts) can
 * give them in the patient's words from the resource files without bundling the offline engine.
 */
export const NOT_COVERED =
  "Your summary does not cover that. Please ask your care team, who know your full medical history.";
export const FROM_SUMMARY = "Here is what your summary says:";
export const FROM_DOCUMENTS = "Your summary does not mention this, but your documents say:";
export const ASK_IF_UNSURE = "Please ask your care team if you are unsure what this means for you.";
