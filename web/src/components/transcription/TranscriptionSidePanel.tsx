import { formatLong } from "#contracts/format-date";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import { Card } from "../ui/Card";
import { formatDuration } from "./duration";
import { TranscriptionStatusBadge } from "./StatusBadges";

/** Spec section 2: Patient, Audio File name, Duration, Created, status badge. */
export function TranscriptionSidePanel({ view }: { view: TranscriptionView }) {
  return (
    <Card as="aside" className="side-panel tx-side" aria-label="Transcription information">
      <dl className="details">
        <dt>Patient</dt>
        <dd>{view.patientName}</dd>
        <dt>Audio File</dt>
        <dd className="tx-filename">{view.originalFilename}</dd>
        <dt>Duration</dt>
        <dd>{formatDuration(view.audioDuration)}</dd>
        <dt>Created</dt>
        <dd>{formatLong(view.createdAt)}</dd>
        {view.patientEmail && (
          <>
            <dt>Patient Email</dt>
            <dd>{view.patientEmail}</dd>
          </>
        )}
        <dt>Consent to record</dt>
        <dd>
          {view.recordingConsentAt ? (
            <span className="tx-consent-line">Confirmed {formatLong(view.recordingConsentAt)}</span>
          ) : (
            <span className="muted">Not recorded (made before consent was asked)</span>
          )}
        </dd>
        <dt>Status</dt>
        <dd>
          <TranscriptionStatusBadge status={view.status} error={view.error} />
        </dd>
      </dl>
    </Card>
  );
}
