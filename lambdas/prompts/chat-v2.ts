import type { ChatContext } from "../core/chat/context";

/**
 * Prompt version 2 for questions about a summary (decision 185): the summary, plus the passages of the summary and
 * of the source document that `retrieveContext` found for this question (the same context the offline engine
 * answers from), and a refusal rule for medical advice beyond the documents.
 */
export const CHAT_PROMPT_VERSION = "chat-v2";

function passages(context: ChatContext): string {
  if (context.passages.length === 0) return "(none found for this question)";
  return context.passages
    .map((p) => `- [${p.from === "summary" ? "summary" : "document"}${p.heading ? `, ${p.heading}` : ""}] ${p.text}`)
    .join("\n");
}

/**
 * The patient's language (issue 23, part 2): the summary stays the English the clinician checked, and the answer is
 * in the language the patient reads. English prompts are unchanged.
 */
function languageRule(language?: { code: string; name: string }): string {
  if (!language) return "";
  return `\n- The reader's language is ${language.name}. They may write in ${language.name} or in English. Answer in ${language.name}, from the English summary and passages below: keep every medicine name, dose, time and number exactly as they are written there. If they do not cover the question, say so in ${language.name}.`;
}

export function chatSystemPrompt(
  summary: string,
  context: ChatContext,
  language?: { code: string; name: string },
): string {
  return `You answer questions about the patient-friendly medical summary below, for the person reading it.

Rules:
- Answer only from the summary and the passages below. If they do not cover the question, say so plainly and suggest asking the care team.
- Quote instructions whole: never drop the second half of an instruction (what to do if a symptom persists, a daily maximum dose, "do not take both").
- Do not give medical advice beyond the documents: no new diagnosis, dose, medicine, test or change to a treatment. If asked for one (for example whether to change, skip or double a dose), say that only the care team can decide and suggest contacting them.
- If the question describes an emergency (for example chest pain, trouble breathing, heavy bleeding), tell the reader to call emergency services now.
- Use plain words and short sentences. Explain a medical term in plain words when asked what it means. Do not add unrelated lines.${languageRule(language)}

Summary:
"""
${summary}
"""

Passages found for this question (from the summary and from the source document):
"""
${passages(context)}
"""`;
}
