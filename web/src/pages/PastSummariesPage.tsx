import { Button } from "@aws-amplify/ui-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { SummaryView } from "../../../lambdas/contracts/summaries";
import { formatLong, formatShort } from "../../../lambdas/core/format-date";
import { api } from "../api/client";
import { ChatPanel } from "../components/ChatPanel";
import { EmailPanel } from "../components/EmailPanel";
import { Spinner } from "../components/Spinner";
import { StatusBadge } from "../components/StatusBadge";
import { SummaryBody } from "../components/SummaryBody";
import { useSummaries } from "../hooks/useSummaries";
import { useSummaryChat } from "../hooks/useSummaryChat";
import { useSummaryReview } from "../hooks/useSummaryReview";
import { notify } from "../hooks/useToast";

function SummaryDetail({
  summary,
  onBack,
  onDelete,
  onSent,
  onChanged,
}: {
  summary: SummaryView;
  onBack: () => void;
  onDelete: () => void;
  onSent: () => void;
  onChanged: (summary: SummaryView) => void;
}) {
  const chat = useSummaryChat(summary.id);
  const review = useSummaryReview(summary, onChanged);
  return (
    <div className="page wide">
      <div className="page-title">
        <Button onClick={onBack}>Back to List</Button>
        <Button variation="destructive" onClick={onDelete}>
          Delete
        </Button>
      </div>
      <div className="two-columns">
        <div className="stack">
          <SummaryBody
            summary={summary}
            review={review}
            fallback={summary.error ?? "This summary is still being written."}
          />
          {!summary.sentAt && summary.status === "ready" && (
            <EmailPanel summaryId={summary.id} onSent={onSent} blockedReason={review.sendBlocked} />
          )}
          {summary.summaryContent && <ChatPanel initial={summary.chatHistory} {...chat} />}
        </div>
        <aside className="card side-panel" aria-label="Summary information">
          <div className="card-body">
            <dl className="details">
              <dt>Patient</dt>
              <dd>{summary.patientName}</dd>
              <dt>Original File</dt>
              <dd>{summary.originalFilename}</dd>
              <dt>Created</dt>
              <dd>{formatLong(summary.createdAt)}</dd>
              {summary.patientEmail && (
                <>
                  <dt>Patient Email</dt>
                  <dd>{summary.patientEmail}</dd>
                </>
              )}
              {summary.sentAt && (
                <>
                  <dt>Delivered At</dt>
                  <dd>{formatLong(summary.sentAt)}</dd>
                </>
              )}
              <dt>Status</dt>
              <dd>
                <StatusBadge sentAt={summary.sentAt} />
              </dd>
            </dl>
          </div>
        </aside>
      </div>
    </div>
  );
}

export default function PastSummariesPage() {
  const navigate = useNavigate();
  const { summaries, hasMore, loading, loadingMore, loadMore, reload, remove, updateRow } = useSummaries();
  // The list holds projections; the detail view reads the whole record (text, chat history) when opened.
  const [open, setOpen] = useState<SummaryView | null>(null);
  const [opening, setOpening] = useState(false);

  const view = async (id: string) => {
    setOpening(true);
    try {
      setOpen(await api.getSummary(id));
    } catch {
      notify.error("Error", "Failed to load summaries");
    } finally {
      setOpening(false);
    }
  };

  if (open) {
    return (
      <SummaryDetail
        summary={open}
        onBack={() => setOpen(null)}
        onDelete={async () => {
          if (await remove(open.id)) setOpen(null);
        }}
        onChanged={(fresh) => {
          setOpen(fresh);
          updateRow(fresh);
        }}
        onSent={async () => {
          const fresh = await api.getSummary(open.id).catch(() => null);
          if (fresh) {
            setOpen(fresh);
            updateRow(fresh);
          }
        }}
      />
    );
  }
  if (loading) return <Spinner label="Loading summaries" />;
  if (opening) return <Spinner label="Loading summary" />;

  return (
    <div className="page wide">
      <div className="page-title">
        <div>
          <h1>Past Summaries</h1>
          <p className="muted">
            {summaries.length}
            {hasMore ? "+" : ""} {summaries.length === 1 && !hasMore ? "summary" : "summaries"}
          </p>
        </div>
        <Button onClick={reload}>Refresh</Button>
      </div>
      {summaries.length === 0 ? (
        <div className="card empty">
          <div className="card-body">
            <h2>No Summaries Found</h2>
            <p className="muted">You haven't generated any summaries recently.</p>
            <Button variation="primary" onClick={() => navigate("/dashboard/new-summary")}>
              Create your first summary
            </Button>
          </div>
        </div>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th>Patient</th>
              <th>Original File</th>
              <th>Status</th>
              <th>Created</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {summaries.map((s) => (
              <tr key={s.id}>
                <td>{s.patientName}</td>
                <td className="filename">{s.originalFilename}</td>
                <td>
                  {s.status === "ready" ? <StatusBadge sentAt={s.sentAt} /> : <span className="badge">{s.status}</span>}
                </td>
                <td>{formatShort(s.createdAt)}</td>
                <td className="row-actions">
                  <Button size="small" onClick={() => view(s.id)}>
                    View
                  </Button>
                  <Button size="small" variation="link" colorTheme="error" onClick={() => remove(s.id)}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasMore && (
        <div style={{ display: "flex", justifyContent: "center", marginTop: "1rem" }}>
          <Button onClick={loadMore} isLoading={loadingMore} loadingText="Loading">
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
