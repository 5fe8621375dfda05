import {
  type PatientSummaryStatus,
  type TranscriptionStatus,
  WAITING_FOR_UPLOAD,
} from "#contracts/transcriptions/view";
import { Badge, type BadgeTone } from "../ui/Badge";

const STATUS: Record<TranscriptionStatus, { label: string; tone: BadgeTone }> = {
  processed: { label: "Processed", tone: "success" },
  transcribed: { label: "Transcribed", tone: "info" },
  processing: { label: "Processing", tone: "warning" },
  failed: { label: "Failed", tone: "danger" },
  "waiting-upload": { label: WAITING_FOR_UPLOAD, tone: "warning" },
};

/** Spec section 4 (Processed / Transcribed / Processing), plus Failed with its reason. */
export function TranscriptionStatusBadge({ status, error }: { status: TranscriptionStatus; error?: string | null }) {
  const { label, tone } = STATUS[status];
  return (
    <span className="tx-status">
      <Badge tone={tone}>{label}</Badge>
      {status === "failed" && error ? <span className="tx-status-reason">{error}</span> : null}
    </span>
  );
}

const SEND_TONE: Record<PatientSummaryStatus, BadgeTone> = {
  Sent: "success",
  "Ready to Send": "warning",
  "Not Available": "neutral",
};

/** Spec section 4: Sent / Ready to Send / Not Available. */
export function SendStatusBadge({ status }: { status: PatientSummaryStatus }) {
  return <Badge tone={SEND_TONE[status]}>{status}</Badge>;
}
