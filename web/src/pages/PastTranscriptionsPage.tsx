import { useState } from "react";
import { formatShort } from "#contracts/format-date";
import type { TranscriptionListItem } from "#contracts/transcriptions/list";
import { LoadErrorNotice } from "../components/LoadErrorNotice";
import { ToCheckBadge } from "../components/review/ToCheckBadge";
import { SampleBadge } from "../components/SampleBadge";
import { Spinner } from "../components/Spinner";
import { DeleteTranscriptionDialog } from "../components/transcription/DeleteTranscriptionDialog";
import { formatDuration } from "../components/transcription/duration";
import { SendStatusBadge, TranscriptionStatusBadge } from "../components/transcription/StatusBadges";
import { Button, ButtonLink } from "../components/ui/Button";
import { Card } from "../components/ui/Card";
import { useTranscriptions } from "../hooks/useTranscriptions";
import { useNavigate } from "../routing";
import "../components/transcription/transcription.css";

export default function PastTranscriptionsPage() {
  const navigate = useNavigate();
  const { transcriptions, error, hasMore, loading, loadingMore, loadMore, reload, forget } = useTranscriptions();
  const [deleting, setDeleting] = useState<TranscriptionListItem | null>(null);

  if (loading) return <Spinner label="Loading transcriptions" />;
  // Not read is not empty: no count and no 'No Transcriptions Found' until the list has been read.
  if (error) {
    return (
      <div className="page wide">
        <div className="page-title">
          <h1>Past Transcriptions</h1>
        </div>
        <LoadErrorNotice kind="transcriptions" error={error} onRetry={reload} />
      </div>
    );
  }

  const count = `${transcriptions.length}${hasMore ? "+" : ""} ${
    transcriptions.length === 1 && !hasMore ? "transcription" : "transcriptions"
  }`;

  return (
    <div className="page wide">
      <div className="page-title">
        <div>
          <h1>Past Transcriptions</h1>
          <p className="muted">{count}</p>
        </div>
        <Button onClick={reload}>Refresh</Button>
      </div>
      {transcriptions.length === 0 ? (
        <Card className="tx-empty">
          <h2>No Transcriptions Found</h2>
          <p className="muted">You haven't created any transcriptions recently.</p>
          <ButtonLink variant="primary" to="/dashboard/new-transcription">
            Start your first transcription
          </ButtonLink>
        </Card>
      ) : (
        <table className="table tx-table">
          <thead>
            <tr>
              <th>Patient</th>
              <th>Duration</th>
              <th>Status</th>
              <th>Patient Summary Status</th>
              <th>Created</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {transcriptions.map((t) => (
              <tr key={t.id}>
                <td data-label="Patient" className="tx-cell-patient">
                  {t.patientName} <SampleBadge sample={t.sample} />
                </td>
                <td data-label="Duration">{formatDuration(t.audioDuration)}</td>
                <td data-label="Status">
                  <TranscriptionStatusBadge status={t.status} error={t.error} />
                </td>
                <td data-label="Patient Summary Status">
                  <span className="status-with-flags">
                    <SendStatusBadge status={t.patientSummaryStatus} />
                    {!t.patientSummarySentAt && <ToCheckBadge count={t.openFlags} />}
                  </span>
                </td>
                <td data-label="Created">{formatShort(t.createdAt)}</td>
                <td className="row-actions">
                  <Button size="sm" onClick={() => navigate(`/dashboard/transcriptions/${t.id}`)}>
                    View
                  </Button>
                  <Button size="sm" variant="ghost" className="tx-danger" onClick={() => setDeleting(t)}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasMore && (
        <div className="tx-more">
          <Button onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? "Loading…" : "Load more"}
          </Button>
        </div>
      )}
      <DeleteTranscriptionDialog
        transcription={deleting}
        onCancel={() => setDeleting(null)}
        onDeleted={(id) => {
          forget(id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
