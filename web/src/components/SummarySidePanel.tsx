import { formatLong } from "#contracts/format-date";
import type { SummaryView } from "#contracts/summaries";
import { EmailAddress } from "./EmailAddress";
import { EmailOutcomeChip } from "./EmailOutcomeChip";
import { ToCheckBadge } from "./review/ToCheckBadge";
import { SummaryStatusBadge } from "./ui/SummaryStatusBadge";

/** Where the scheduled feedback request stands (decision 200): spec section 4 allows 'will be sent' and 'sent'. */
function followUpLine(summary: SummaryView): string | null {
  if (!summary.sentAt || !summary.followUpRequested) return null;
  if (summary.followUpSent) return `Sent on ${formatLong(summary.followUpSentAt ?? summary.sentAt)}`;
  // send-follow-up skips these addresses (issue 22, part 4): the page must not promise a date.
  if (summary.emailOutcome === "bounced") return "Not sent: the address bounced";
  if (summary.emailOutcome === "complained") return "Not sent: the patient marked the summary as spam";
  if (summary.followUpDueAt) return `Will be sent on ${formatLong(summary.followUpDueAt)}`;
  return "Could not be sent";
}

/** A summary's record beside its text: patient, file, dates, delivery and status with its open flags. */
export function SummarySidePanel({ summary, openFlags }: { summary: SummaryView; openFlags: number }) {
  const followUp = followUpLine(summary);
  return (
    <aside className="card side-panel" aria-label="Summary information">
      <div className="card-body">
        <dl className="details">
          <dt>Patient</dt>
          <dd>{summary.patientName}</dd>
          <dt>Original File</dt>
          <dd>{summary.originalFilename}</dd>
          <dt>Created</dt>
          <dd>{formatLong(summary.createdAt)}</dd>
          {summary.patientEmail && (
            <>
              <dt>Patient Email</dt>
              <dd>
                <EmailAddress address={summary.patientEmail} />
              </dd>
            </>
          )}
          {summary.translation && (
            <>
              <dt>Patient Language</dt>
              <dd>
                {summary.translation.languageName}
                {summary.sentAt ? ", checked by back-translation" : ""}
              </dd>
            </>
          )}
          {summary.sentAt && (
            <>
              <dt>Delivered At</dt>
              <dd>{formatLong(summary.sentAt)}</dd>
            </>
          )}
          {summary.sentAt && summary.emailOutcome && (
            <>
              <dt>Email</dt>
              <dd>
                <EmailOutcomeChip outcome={summary.emailOutcome} />
              </dd>
            </>
          )}
          {followUp && (
            <>
              <dt>Feedback Request</dt>
              <dd>{followUp}</dd>
            </>
          )}
          <dt>Status</dt>
          <dd className="status-with-flags">
            <SummaryStatusBadge status={summary.status} sentAt={summary.sentAt} />
            {!summary.sentAt && <ToCheckBadge count={openFlags} />}
          </dd>
        </dl>
      </div>
    </aside>
  );
}
