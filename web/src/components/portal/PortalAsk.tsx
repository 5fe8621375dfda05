import { useMemo, useState } from "react";
import type { PortalSummary } from "#contracts/delivery";
import type { ChatMessage } from "#contracts/summaries";
import { publicApi as api } from "../../api/public";
import { notify } from "../../hooks/useToast";
import { chatTexts, type PatientTexts, patientError, suggestedQuestions } from "../../patient-language";
import { ChatPanel } from "../ChatPanel";
import { CareTeamOffer, CareTeamThread, useCareTeamQuestions } from "./CareTeamQuestion";
import { SourceLinks } from "./SourceLinks";
import { suggestionSubjects } from "./suggested-questions";

/** The patient's chat starts empty; one array, so a re-render (the language switch) never clears the log. */
const NO_MESSAGES: ChatMessage[] = [];

/**
 * The portal's asking half (issue 25, part 3): the questions sent to the care team with their replies, then the chat
 * with its suggested questions, each answer's links to the summary, and the offer to send on what the summary cannot
 * answer. Below the summary, so the page loads it after the summary has painted (its own chunk).
 */
export default function PortalAsk({
  summary,
  token,
  texts,
  shownText,
  onShowSources,
}: {
  summary: PortalSummary;
  token: string;
  texts: PatientTexts;
  /** The text the page shows: a translation, or the English. */
  shownText: string;
  /** Highlights the summary's sentences an answer relied on, switching to the English first if they are there. */
  onShowSources: (indexes: number[], inEnglish: boolean) => void;
}) {
  const { t } = texts;
  const english = summary.summary_content;
  const suggestions = useMemo(() => suggestedQuestions(texts, suggestionSubjects(english)), [texts, english]);
  // Answers the summary could not give, offered to the care team (by question and answer).
  const careTeam = useCareTeamQuestions(summary.id, token, summary.questions);
  const [notCovered] = useState(() => new Set<string>());

  const ask = async (message: string) => {
    try {
      const answer = await api.portalChat(summary.id, token, message);
      if (answer.notCovered) notCovered.add(`${message}\n${answer.reply}`);
      return answer;
    } catch (e) {
      // English keeps the server's words; another language gets the same message from its resource file.
      throw texts.lang === "en" ? e : new Error(patientError(e, texts, "errors.generic"));
    }
  };

  return (
    <>
      <CareTeamThread careTeam={careTeam} texts={texts} />
      <ChatPanel
        title={t("portal.chatTitle")}
        initial={NO_MESSAGES}
        ask={ask}
        onError={(message) => notify.error(t("chat.errorTitle"), t("chat.failed", { message }))}
        texts={chatTexts(texts)}
        fit
        suggestions={suggestions}
        renderSources={(sources) => (
          <SourceLinks
            sources={sources}
            english={english}
            shown={shownText}
            label={t("questions.foundIn")}
            untitled={t("portal.heading")}
            onShow={onShowSources}
          />
        )}
        answerAction={(question, answer) =>
          notCovered.has(`${question}\n${answer}`) && (
            <CareTeamOffer question={question} careTeam={careTeam} texts={texts} />
          )
        }
      />
    </>
  );
}
