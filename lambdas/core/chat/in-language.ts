import { uiLanguage } from "#contracts/i18n";
import { chatTexts } from "#contracts/i18n-patient";
import { ENGLISH, patientLanguage } from "#contracts/languages";
import type { AiEngine, ChatAnswer } from "../shared/ai-port";
import { joinLines, linesOf } from "../translation/layout";
import type { Translator } from "../translation/ports";
import type { StoredTranslation } from "../translation/stored";
import { ASK_IF_UNSURE, FROM_DOCUMENTS, FROM_SUMMARY, NOT_COVERED } from "./not-covered";

export interface ChatInLanguageDeps {
  ai: Pick<AiEngine, "name" | "chat">;
  /** The deployment's translation engine (Apertium locally), loaded only when an offline answer needs it. */
  translator?: () => Promise<Translator | undefined>;
}

export interface ChatInLanguageRequest {
  /** The English summary the clinician checked: every answer is grounded in it, in any language. */
  summary: string;
  source?: string;
  question: string;
  translation: StoredTranslation;
}

/** A line as compared: case, spacing and the final full stop aside (a quoted passage may end without it). */
const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?:]+$/, "");

/**
 * The patient's chat in their language (issue 23, part 2), grounded in the English summary as in English. Bedrock is
 * told to answer in the language. The offline engine answers in English, so the question is translated into English
 * with the translation engine, answered as today, and the answer translated out: a line the answer quotes from the
 * summary is given in the checked translation's own wording (the clinician reviewed it), the engine's fixed lead-in
 * lines and its refusal are the hand-written ones where the language has resource files, and other lines are
 * translated. A language the engine cannot
 * translate offline is answered in English, saying so first.
 */
export async function answerInLanguage(deps: ChatInLanguageDeps, request: ChatInLanguageRequest): Promise<ChatAnswer> {
  const { summary, source, question, translation } = request;
  const language = patientLanguage(translation.language);
  if (!language || language.code === ENGLISH) {
    return deps.ai.chat({ summary, source, question, history: [] });
  }
  if (deps.ai.name === "bedrock") {
    return deps.ai.chat({
      summary,
      source,
      question,
      history: [],
      language: { code: language.code, name: language.name },
    });
  }
  const texts = chatTexts(language.code);
  const translator = await deps.translator?.();
  if (!translator?.supports(language.code)) {
    const answer = await deps.ai.chat({ summary, source, question, history: [] });
    return { ...answer, text: `${texts.t("chat.englishOnly", { language: language.nativeName })}\n${answer.text}` };
  }
  const [englishQuestion = question] = await translator.translate([question], language.code, ENGLISH);
  const answer = await deps.ai.chat({ summary, source, question: englishQuestion, history: [] });
  // The sources are the English summary's sentences the English answer quoted, whatever language it is given in.
  if (answer.text === NOT_COVERED && uiLanguage(language.code) === language.code) {
    return { text: texts.t("chat.notCovered"), sources: [] };
  }
  return { text: await translateOut(translator, answer.text, translation, language.code), sources: answer.sources };
}

const wordsOf = (line: string) => linesOf(line)[0]?.text ?? line;

/** The engine's own fixed lines, in the patient's words where the language has resource files. */
function fixedLines(language: string): Map<string, string> {
  if (uiLanguage(language) !== language) return new Map();
  const { t } = chatTexts(language);
  return new Map([
    [fold(FROM_SUMMARY), t("chat.fromSummary")],
    [fold(FROM_DOCUMENTS), t("chat.fromDocuments")],
    [fold(ASK_IF_UNSURE), t("chat.askIfUnsure")],
  ]);
}

/** The answer's lines in the patient's language: the checked translation of a summary line, else the engine's. */
async function translateOut(
  translator: Translator,
  answer: string,
  translation: StoredTranslation,
  language: string,
): Promise<string> {
  const checked = new Map([
    // A row keeps its line's Markdown marker ("- "); the answer's line has its own.
    ...translation.rows.map((row): [string, string] => [fold(wordsOf(row.english)), wordsOf(row.translated)]),
    ...fixedLines(language),
  ]);
  const lines = linesOf(answer);
  const missing = lines.filter((line) => line.text.trim() && !checked.has(fold(line.text)));
  const machine = missing.length
    ? await translator.translate(
        missing.map((line) => line.text),
        ENGLISH,
        language,
      )
    : [];
  const machineOf = new Map(missing.map((line, i) => [line, machine[i] ?? line.text]));
  return joinLines(
    lines.map((line) => ({
      marker: line.marker,
      text: checked.get(fold(line.text)) ?? machineOf.get(line) ?? line.text,
    })),
  );
}
