import { lazy, Suspense } from "react";
import type { SendSummaryResult } from "#contracts/delivery";
import type { SummaryView } from "#contracts/summaries";
import { usePatientTranslation } from "../hooks/usePatientTranslation";
import type { useSummaryChat } from "../hooks/useSummaryChat";
import type { SummaryReviewState } from "../hooks/useSummaryReview";
import { ChatPanel } from "./ChatPanel";
import { EmailPanel } from "./EmailPanel";
import { SummaryBody } from "./SummaryBody";
import { SummaryDetails } from "./SummaryDetails";

/** Loaded once a translation exists (issue 23): most summaries go in English. */
const TranslationReview = lazy(() =>
  import("./translation/TranslationReview").then((m) => ({ default: m.TranslationReview })),
);

/**
 * A new summary once it is made: the text with its review, the chat, the details and the email panel. Its own
 * module, so New Summary's upload form loads without them (issue 22: signed-in pages within budget).
 */
export function SummaryResult(props: {
  summary: SummaryView;
  review: SummaryReviewState;
  chat: ReturnType<typeof useSummaryChat>;
  onSent: (result: SendSummaryResult) => void;
  /** A new view of the summary (its translation made, edited or checked). */
  onChange: (summary: SummaryView) => void;
}) {
  const { summary, review, chat, onChange } = props;
  const language = usePatientTranslation({
    row: summary,
    onRow: (next) => next && onChange(next),
    translate: (code, api) => api.translateSummary(summary.id, { language: code, revision: summary.revision ?? 1 }),
  });
  return (
    <div className="two-columns">
      <div className="stack">
        <SummaryBody summary={summary} review={review} />
        {language.translation && !summary.sentAt && (
          <Suspense fallback={null}>
            <TranslationReview translation={language} editable={review.editable} />
          </Suspense>
        )}
        <ChatPanel initial={summary.chatHistory} {...chat} />
      </div>
      <div className="stack">
        <SummaryDetails summary={summary} />
        <EmailPanel
          summaryId={summary.id}
          followUpFailureHint="You can send it manually later."
          blocked={review.sendBlocked}
          onRefused={() => void review.reload()}
          onSent={props.onSent}
          language={language}
        />
      </div>
    </div>
  );
}
