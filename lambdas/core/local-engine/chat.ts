import { retrieveContext } from "../chat/context";
import { ASK_IF_UNSURE, FROM_DOCUMENTS, FROM_SUMMARY, NOT_COVERED } from "../chat/not-covered";
import { purposeContext } from "../chat/purpose";
import { sourcesOf } from "../chat/sources";
import type { Passage } from "../chat/words";
import type { ChatAnswer } from "../shared/ai-port";
import { explainTerm } from "./glossary";

export { NOT_COVERED };

/** A question about what a word means ("What does edema mean?", "What is hypertension?", "Explain stent"). */
const MEANING =
  /\bwhat (?:does|do) .+ mean\b|\bmeaning of\b|\bwhat(?:'s| is| are) (?:an? |the )?[a-z][a-z -]*\??$|\bexplain\b|\bdefine\b/i;
/** "What is my diagnosis?" asks about the patient, not about a word. */
const ABOUT_ME = /\b(?:my|i|me|mine)\b/i;

function quote(passages: Passage[]): string {
  return passages.map((p) => `- ${p.text}`).join("\n");
}

/**
 * The offline engine's answer (decision 184): for a question about a word, the glossary's explanation (and the
 * summary's line that uses it, if one does); otherwise the passages `retrieveContext` finds, quoted whole, from the
 * summary or, when it has nothing, from the source document. Nothing found: it says so and points to the care team.
 */
export function answerQuestion(input: { summary: string; source?: string; question: string }): string {
  return answered(input).text;
}

/** The answer with the summary's sentences it quotes (issue 25, part 5): those of the passages it chose. */
export function answerWithSources(input: { summary: string; source?: string; question: string }): ChatAnswer {
  const { text, passages } = answered(input);
  return { text, sources: sourcesOf(input.summary, passages) };
}

function answered(input: { summary: string; source?: string; question: string }): {
  text: string;
  passages: Passage[];
} {
  const { summary, source, question } = input;
  const purpose = purposeContext(summary, source, question);
  if (purpose && (purpose.passages.length > 0 || purpose.mentioned)) {
    return { text: purposeAnswer(purpose), passages: purpose.passages };
  }
  const explanation = MEANING.test(question) && !ABOUT_ME.test(question) ? explainTerm(question) : undefined;
  if (explanation) return { text: explanation, passages: [] };

  const { passages } = retrieveContext(summary, source, question);
  if (passages.length === 0) return { text: NOT_COVERED, passages: [] };
  const fromSummary = passages[0].from === "summary";
  const lead = fromSummary ? FROM_SUMMARY : FROM_DOCUMENTS;
  const answer = `${lead}\n${quote(passages)}`;
  return { text: fromSummary ? answer : `${answer}\n${ASK_IF_UNSURE}`, passages };
}

/** The summary alone (the portal's and the clinician's chat when the source text is not at hand). */
export function answerFromSummary(summary: string, question: string, source?: string): string {
  return answerQuestion({ summary, source, question });
}

/**
 * What a medicine is for, in the words of the summary (or, when only they say it, the documents'); when neither
 * does, said plainly: its dose is not what it is for.
 */
function purposeAnswer({ subject, passages, mentioned }: NonNullable<ReturnType<typeof purposeContext>>): string {
  if (passages.length === 0 && mentioned) {
    return `Your summary does not say what ${subject} is for. Please ask your care team, who know your full medical history.`;
  }
  if (passages[0].from === "summary") return `Here is what your summary says ${subject} is for:\n${quote(passages)}`;
  return `Your summary does not say what ${subject} is for, but your documents say:\n${quote(passages)}\n${ASK_IF_UNSURE}`;
}
