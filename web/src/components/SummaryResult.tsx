import type { SendSummaryResult } from "#contracts/delivery";
import type { SummaryView } from "#contracts/summaries";
import type { useSummaryChat } from "../hooks/useSummaryChat";
import type { SummaryReviewState } from "../hooks/useSummaryReview";
import { ChatPanel } from "./ChatPanel";
import { EmailPanel } from "./EmailPanel";
import { SummaryBody } from "./SummaryBody";
import { SummaryDetails } from "./SummaryDetails";

/**
 * A new summary once it is made: the text with its review, the chat, the details and the email panel. Its own
 * module, so New Summary's upload form loads without them (issue 22: signed-in pages within budget).
 */
export function SummaryResult(props: {
  summary: SummaryView;
  review: SummaryReviewState;
  chat: ReturnType<typeof useSummaryChat>;
  onSent: (result: SendSummaryResult) => void;
}) {
  const { summary, review, chat } = props;
  return (
    <div className="two-columns">
      <div className="stack">
        <SummaryBody summary={summary} review={review} />
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
        />
      </div>
    </div>
  );
}
