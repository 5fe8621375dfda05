import type { SummaryStatus } from "#contracts/summaries";
import { Badge } from "./Badge";

/**
 * A summary's one status, the same on every screen (decision 202): a failed generation is 'Failed' in the error
 * colour and one still being written is 'Processing'; only a finished summary is 'Ready to Send' or 'Delivered'
 * (spec section 4).
 */
export function SummaryStatusBadge({
  sentAt = null,
  delivered = Boolean(sentAt),
  status = "ready",
}: {
  sentAt?: string | null;
  /** For rows that know only whether it was sent (the dashboard's recent activity). */
  delivered?: boolean;
  status?: SummaryStatus;
}) {
  if (status === "failed")
    return (
      <Badge look="status" tone="danger">
        Failed
      </Badge>
    );
  if (status === "processing")
    return (
      <Badge look="status" tone="progress">
        Processing
      </Badge>
    );
  return delivered ? (
    <Badge look="status" tone="success">
      Delivered
    </Badge>
  ) : (
    <Badge look="status" tone="info">
      Ready to Send
    </Badge>
  );
}
