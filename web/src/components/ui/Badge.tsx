import type { ReactNode } from "react";
import type { SummaryStatus } from "#contracts/summaries";

/**
 * What a chip means decides its colour: success, warning, danger (e.g. a failed job), info, brand, neutral, or
 * progress (work under way).
 */
export type BadgeTone = "neutral" | "brand" | "success" | "warning" | "danger" | "info" | "progress";

/** "chip" is the kit's label chip; "status" the borderless one a summary's status has always had. */
export type BadgeLook = "chip" | "status";

export function Badge({
  tone = "neutral",
  look = "chip",
  children,
}: {
  tone?: BadgeTone;
  look?: BadgeLook;
  children: ReactNode;
}) {
  const classes = ["chip", look === "status" ? "chip-status" : "", tone === "neutral" ? "" : `chip-${tone}`];
  return <span className={classes.filter(Boolean).join(" ")}>{children}</span>;
}

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

/** The tone of a job's status (summaries, transcriptions): failed is an error, work in progress is information. */
export function statusTone(status: string): BadgeTone {
  if (status === "failed") return "danger";
  if (status === "processing" || status === "pending" || status === "queued") return "info";
  if (status === "ready" || status === "completed") return "success";
  return "neutral";
}

const STATUS_LABELS: Record<string, string> = {
  failed: "Failed",
  processing: "Processing",
  pending: "Pending",
  queued: "Queued",
  ready: "Ready",
  completed: "Completed",
};

/** A job status as a chip coloured by its meaning. */
export function StatusChip({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{STATUS_LABELS[status] ?? status}</Badge>;
}
