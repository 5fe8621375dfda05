import { Button } from "@aws-amplify/ui-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { SummaryListItem, SummaryView } from "../../../lambdas/contracts/summaries";
import { formatLong, formatShort } from "../../../lambdas/core/format-date";
import { api } from "../api/client";
import { ChatPanel } from "../components/ChatPanel";
import { EmailPanel } from "../components/EmailPanel";
import { Spinner } from "../components/Spinner";
import { StatusBadge } from "../components/StatusBadge";
import { SummaryBody } from "../components/SummaryBody";
import { StatusChip } from "../components/ui/Badge";
import { Button as UiButton } from "../components/ui/Button";
import { type Column, ResponsiveTable } from "../components/ui/ResponsiveTable";
import { useSummaries } from "../hooks/useSummaries";
import { useSummaryChat } from "../hooks/useSummaryChat";
import { notify } from "../hooks/useToast";

function SummaryDetail({
  summary,
  onBack,
  onDelete,
  onSent,
}: {
  summary: SummaryView;
  onBack: () => void;
  onDelete: () => void;
  onSent: () => void;
}) {
  const chat = useSummaryChat(summary.id);
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
          <SummaryBody summary={summary} fallback={summary.error ?? "This summary is still being written."} />
          {!summary.sentAt && summary.status === "ready" && <EmailPanel summaryId={summary.id} onSent={onSent} />}
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

  const columns: Column<SummaryListItem>[] = [
    { header: "Patient", cell: (s) => s.patientName },
    { header: "Original File", cell: (s) => s.originalFilename, kind: "truncate" },
    {
      header: "Status",
      cell: (s) => (s.status === "ready" ? <StatusBadge sentAt={s.sentAt} /> : <StatusChip status={s.status} />),
    },
    { header: "Created", cell: (s) => formatShort(s.createdAt) },
    {
      header: "Actions",
      kind: "actions",
      cell: (s) => (
        <>
          <UiButton size="sm" onClick={() => view(s.id)}>
            View
          </UiButton>
          <UiButton size="sm" variant="danger" onClick={() => remove(s.id)}>
            Delete
          </UiButton>
        </>
      ),
    },
  ];

  if (open) {
    return (
      <SummaryDetail
        summary={open}
        onBack={() => setOpen(null)}
        onDelete={async () => {
          if (await remove(open.id)) setOpen(null);
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
        <ResponsiveTable caption="Past summaries" columns={columns} rows={summaries} rowKey={(s) => s.id} />
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
