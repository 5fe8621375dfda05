import type { SummaryStatus } from "#contracts/summaries";
import type { BadgeTone } from "./Badge";

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
  const [tone, label]: [BadgeTone, string] =
    status === "failed"
      ? ["danger", "Failed"]
      : status === "processing"
        ? ["progress", "Processing"]
        : delivered
          ? ["success", "Delivered"]
          : ["info", "Ready to Send"];
  // The borderless chip a summary's status has always had; its own markup keeps Badge (public pages) small.
  return <span className={`chip chip-status chip-${tone}`}>{label}</span>;
}
