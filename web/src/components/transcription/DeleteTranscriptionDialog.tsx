import { AUDIT_KEPT_YEARS } from "#contracts/audit-view";
import { formatLong } from "#contracts/format-date";
import type { TranscriptionListItem } from "#contracts/transcriptions/list";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import { removeTranscription } from "../../hooks/useTranscriptions";
import { ConfirmDialog } from "../ui/ConfirmDialog";

type Deletable = Pick<TranscriptionListItem, "id" | "patientName" | "originalFilename" | "patientSummarySentAt"> &
  Partial<Pick<TranscriptionView, "patientEmail">>;

/**
 * Asks before deleting a transcription, with the same dialog as a summary's (decision 204), naming what goes: the
 * audio recording, the transcript, the clinical notes and the patient summary draft. A summary already emailed is a
 * record of its own (Past Summaries, the patient's link): it stays until it is deleted there, and the dialog says so.
 */
export function DeleteTranscriptionDialog({
  transcription,
  onCancel,
  onDeleted,
}: {
  /** The transcription to ask about; null keeps the dialog closed. */
  transcription: Deletable | null;
  onCancel: () => void;
  onDeleted: (id: string) => void;
}) {
  const remove = async () => {
    if (!transcription) return;
    if (await removeTranscription(transcription.id)) onDeleted(transcription.id);
  };
  const sentAt = transcription?.patientSummarySentAt ?? null;

  return (
    <ConfirmDialog
      open={transcription !== null}
      title="Delete this transcription?"
      confirmLabel="Delete transcription"
      onConfirm={remove}
      onCancel={onCancel}
    >
      {transcription && (
        <>
          <p>
            The transcription for <strong>{transcription.patientName}</strong> ({transcription.originalFilename}) will
            be permanently deleted: the audio recording, the transcript, the clinical notes and the patient summary.
          </p>
          {sentAt ? (
            <p>
              The patient summary emailed
              {transcription.patientEmail ? ` to ${transcription.patientEmail}` : ""} on {formatLong(sentAt)} stays in
              Past Summaries until you delete it there; the patient's link keeps working until then.
            </p>
          ) : (
            <p>Its patient summary has not been sent, so no patient has a link to it.</p>
          )}
          <p>
            Its history (when it was created, changed, sent and opened) stays in your Activity for {AUDIT_KEPT_YEARS}{" "}
            years, without the patient's details.
          </p>
          <p>This cannot be undone.</p>
        </>
      )}
    </ConfirmDialog>
  );
}
