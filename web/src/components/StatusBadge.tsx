import "../styles/status.css";
import type { SummaryStatus } from "#contracts/summaries";

/**
 * A summary's one status, the same on every screen (decision 202): a failed generation is 'Failed' in the error
 * colour and one still being written is 'Processing'; only a finished summary is 'Ready to Send' or 'Delivered'
 * (spec section 4).
 */
export function StatusBadge({
  sentAt = null,
  delivered = Boolean(sentAt),
  status = "ready",
}: {
  sentAt?: string | null;
  /** For rows that know only whether it was sent (the dashboard's recent activity). */
  delivered?: boolean;
  status?: SummaryStatus;
}) {
  if (status === "failed") return <span className="badge failed">Failed</span>;
  if (status === "processing") return <span className="badge processing">Processing</span>;
  return delivered ? (
    <span className="badge delivered">Delivered</span>
  ) : (
    <span className="badge draft">Ready to Send</span>
  );
}
