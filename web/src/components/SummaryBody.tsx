import type { SummaryView } from "../../../lambdas/contracts/summaries";
import { FaithfulnessFlags } from "./SummaryDetails";
import { SummaryText } from "./SummaryText";

/** The summary as the clinician reviews it: how it was made and facts to check first, then the text. */
export function SummaryBody({ summary, fallback = "" }: { summary: SummaryView; fallback?: string }) {
  return (
    <>
      {(summary.notices ?? []).map((notice) => (
        <div className="notice" role="note" key={notice}>
          {notice}
        </div>
      ))}
      <FaithfulnessFlags summary={summary} />
      <section className="card" aria-label="Summary">
        <div className="card-body">
          <SummaryText text={summary.summaryContent ?? fallback} />
        </div>
      </section>
    </>
  );
}
