import { uiLanguage } from "#contracts/i18n";
import { chatTexts } from "#contracts/i18n-patient";
import { retrieveContext } from "./context";
import { FROM_DOCUMENTS, NOT_COVERED } from "./not-covered";

/** The offline engine's answer when it knows what a medicine is, but the summary does not say what it is for. */
const PURPOSE_NOT_SAID = "Your summary does not say what ";

/**
 * Whether a portal answer says the summary does not answer the question, so the portal offers to send it to the care
 * team (issue 25, part 3). The offline engine says so in fixed words (English, or the language's hand-written ones),
 * found on any line (an English-only note may come first). Bedrock words its answers itself, so for it the test is
 * what it was given: no passage of the summary was found for the question (retrieveContext, the same context).
 */
export function saysNotCovered(
  engine: string,
  reply: string,
  asked: { summary: string; source?: string; question: string; language?: string },
): boolean {
  if (engine === "bedrock") {
    const { passages } = retrieveContext(asked.summary, asked.source, asked.question);
    return !passages.some((p) => p.from === "summary");
  }
  const fixed = [NOT_COVERED, FROM_DOCUMENTS, PURPOSE_NOT_SAID];
  const language = asked.language && uiLanguage(asked.language) === asked.language ? asked.language : undefined;
  if (language) {
    const { t } = chatTexts(language);
    fixed.push(t("chat.notCovered"), t("chat.fromDocuments"));
  }
  return reply.split("\n").some((line) => fixed.some((start) => line.trim().startsWith(start)));
}
