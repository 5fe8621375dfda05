import type { SummaryView } from "#contracts/summaries";
import type { SummaryReviewState } from "../hooks/useSummaryReview";
import { SummaryReview } from "./review/SummaryReview";
import { FaithfulnessFlags } from "./SummaryDetails";
import { SummaryText } from "./SummaryText";

/**
 * The summary as the clinician reviews it: how it was made and facts to check first, then the text. With `review`
 * (useSummaryReview) the facts are highlighted in the text and the text can be edited, regenerated and restored.
 */
export function SummaryBody({
  summary,
  fallback = "",
  review,
}: {
  summary: SummaryView;
  fallback?: string;
  review?: SummaryReviewState;
}) {
  const notices = (summary.notices ?? []).map((notice) => (
    <div className="notice" role="note" key={notice}>
      {notice}
    </div>
  ));
  if (review && summary.summaryContent) {
    return (
      <>
        {notices}
        <SummaryReview summary={summary} review={review} />
      </>
    );
  }
  return (
    <>
      {notices}
      <FaithfulnessFlags summary={summary} />
      <section className="card" aria-label="Summary">
        <div className="card-body">
          <SummaryText text={summary.summaryContent ?? fallback} />
        </div>
      </section>
    </>
  );
}
