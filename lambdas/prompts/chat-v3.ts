import { summaryLine, summarySentences } from "#contracts/summary-sentences";
import type { ChatContext } from "../core/chat/context";

/**
 * Prompt version 3 for questions about a summary (decision 185): the summary, plus the passages of the summary and
 * of the source document that `retrieveContext` found for this question (the same context the offline engine
 * answers from), and a refusal rule for medical advice beyond the documents. Version 3 (issue 25, part 5) numbers
 * the summary's sentences as the patient's page does and asks the model to name those its answer relies on, on a
 * last line that `parseCitations` takes off.
 */
export const CHAT_PROMPT_VERSION = "chat-v3";

/** The summary with each sentence led by its number, [S1] on: its lines and Markdown kept. */
export function numberedSummary(summary: string): string {
  const byLine = new Map<number, string[]>();
  for (const s of summarySentences(summary))
    byLine.set(s.line, [...(byLine.get(s.line) ?? []), `[S${s.index + 1}] ${s.text}`]);
  return summary
    .split("\n")
    .map((raw, line) => {
      const sentences = byLine.get(line);
      if (!sentences) return raw;
      const { kind } = summaryLine(raw);
      const marker = kind === "heading" ? (raw.trim().match(/^#+\s+/)?.[0] ?? "") : kind === "item" ? "- " : "";
      return `${marker}${sentences.join(" ")}`;
    })
    .join("\n");
}

/** The answer's last line, "Sources: S2, S5" (or "none"), and any [S3] the model wrote inline. */
const SOURCES_LINE = /\n?[ \t]*\**sources?\**[ \t]*[:：][^\n]*$/i;
const INLINE_CITATION = /[ \t]*\[(?:S\d+(?:\s*[,;]\s*)?)+\]/g;

/** The model's answer without its citations, and the sentence numbers it cited (1-based, unchecked). */
export function parseCitations(answer: string): { text: string; cited: number[] } {
  const trimmed = answer.trimEnd();
  const line = trimmed.match(SOURCES_LINE)?.[0] ?? "";
  const inline = trimmed.slice(0, trimmed.length - line.length).match(INLINE_CITATION) ?? [];
  const cited = [line, ...inline].flatMap((part) => [...part.matchAll(/S\s*(\d+)/gi)].map((m) => Number(m[1])));
  const text = trimmed
    .slice(0, trimmed.length - line.length)
    .replace(INLINE_CITATION, "")
    .trimEnd();
  return { text, cited };
}

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
- The summary's sentences are numbered [S1], [S2], …. Do not write these numbers in your answer. End your answer with one last line, in English: "Sources: " and the numbers of the summary sentences your answer relies on (for example "Sources: S2, S5"), or "Sources: none" when it relies on none of them.

Summary (sentences numbered):
"""
${numberedSummary(summary)}
"""

Passages found for this question (from the summary and from the source document):
"""
${passages(context)}
"""`;
}
