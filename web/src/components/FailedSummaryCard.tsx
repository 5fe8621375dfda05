import type { SummaryView } from "#contracts/summaries";
import { ClassicButton } from "./ui/ClassicButton";

/** A failed generation: the reason, and what the clinician can do about it (decision 202). */
export function FailedSummaryCard({
  summary,
  retrying,
  onRetry,
  onDelete,
}: {
  summary: SummaryView;
  retrying: boolean;
  onRetry: () => void;
  onDelete: () => void;
}) {
  return (
    <section className="card failed-card" aria-label="Generation failed">
      <div className="card-body">
        <h2>This summary could not be generated</h2>
        <p>{summary.error ?? "Failed to generate summary. Please try again."}</p>
        <div className="actions">
          <ClassicButton variant="primary" onClick={onRetry} loading={retrying} loadingText="Retrying">
            Retry
          </ClassicButton>
          <ClassicButton variant="danger" onClick={onDelete}>
            Delete
          </ClassicButton>
        </div>
      </div>
    </section>
  );
}
