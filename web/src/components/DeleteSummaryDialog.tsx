import { AUDIT_KEPT_YEARS } from "#contracts/audit-view";
import { formatLong } from "#contracts/format-date";
import type { SummaryListItem, SummaryView } from "#contracts/summaries";
import { api } from "../api/client";
import { notify } from "../hooks/useToast";
import { ConfirmDialog } from "./ui/ConfirmDialog";

type Deletable = Omit<SummaryListItem, "openFlags"> &
  Partial<Pick<SummaryView, "patientEmail" | "followUpDueAt" | "followUpSent">>;

/**
 * Asks before deleting a summary (decision 204), naming what goes: the summary, its chat, its documents, and, once
 * sent, the patient's link (and a feedback request still waiting). Deletes on confirm with the spec's toasts.
 */
export function DeleteSummaryDialog({
  summary,
  onCancel,
  onDeleted,
}: {
  /** The summary to ask about; null keeps the dialog closed. */
  summary: Deletable | null;
  onCancel: () => void;
  onDeleted: (id: string) => void;
}) {
  const remove = async () => {
    if (!summary) return;
    try {
      await api.deleteSummary(summary.id);
      notify.success("Summary Deleted");
      onDeleted(summary.id);
    } catch {
      notify.error("Error", "Failed to delete summary");
    }
  };
  const waitingFollowUp = summary?.followUpDueAt && !summary.followUpSent ? summary.followUpDueAt : null;

  return (
    <ConfirmDialog
      open={summary !== null}
      title="Delete this summary?"
      confirmLabel="Delete summary"
      onConfirm={remove}
      onCancel={onCancel}
    >
      {summary && (
        <>
          <p>
            The summary for <strong>{summary.patientName}</strong> ({summary.originalFilename}) will be permanently
            deleted, with its chat history and the uploaded documents.
          </p>
          {summary.sentAt ? (
            <p>
              The patient's link{summary.patientEmail ? `, emailed to ${summary.patientEmail},` : ""} will stop working,
              and any feedback they gave on it is deleted too.
              {waitingFollowUp && ` The feedback request planned for ${formatLong(waitingFollowUp)} will not be sent.`}
            </p>
          ) : (
            <p>It has not been sent, so no patient has a link to it.</p>
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
