import { displayGrade } from "#contracts/display-grade";
import { isOpenFlag } from "#contracts/review-flags";
import type { SummaryView } from "#contracts/summaries";
import { SummaryStatusBadge } from "./ui/SummaryStatusBadge";

export function SummaryDetails({ summary }: { summary: SummaryView }) {
  return (
    <section className="card" aria-label="Summary details">
      <div className="card-body">
        <h2>Details</h2>
        <dl className="details">
          <dt>Patient</dt>
          <dd>{summary.patientName}</dd>
          <dt>Reading level</dt>
          <dd>
            {summary.summaryGrade === null ? "—" : `Grade ${displayGrade(summary.summaryGrade)}`}
            {summary.sourceGrade !== null && (
              <span className="muted"> (source: Grade {displayGrade(summary.sourceGrade)})</span>
            )}
          </dd>
          <dt>Word count</dt>
          <dd>{summary.wordCount ?? "—"}</dd>
          <dt>Status</dt>
          <dd>
            <SummaryStatusBadge sentAt={summary.sentAt} />
          </dd>
        </dl>
        {summary.engine === "local" && (
          <p className="engine-note">
            Offline draft engine: written on this machine without an AI model. Review it before sending.
          </p>
        )}
      </div>
    </section>
  );
}

/** Open flags of a summary shown without its review (no text to highlight them in yet). */
export function FaithfulnessFlags({ summary }: { summary: SummaryView }) {
  const open = summary.flags.filter(isOpenFlag);
  if (open.length === 0) return null;
  return (
    <div className="flags" role="alert">
      <strong>Check before sending:</strong> these facts in the summary were not found in the documents.
      <ul>
        {open.map((f) => (
          <li key={`${f.kind}:${f.value}`}>
            {f.kind}: <code>{f.value}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
