import type { ReactNode } from "react";

/**
 * What a chip means decides its colour: success, warning, danger (e.g. a failed job), info, brand, neutral, or
 * progress (work under way).
 */
export type BadgeTone = "neutral" | "brand" | "success" | "warning" | "danger" | "info" | "progress";

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={tone === "neutral" ? "chip" : `chip chip-${tone}`}>{children}</span>;
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
