import "../styles/past-summaries.css";
import { Fragment, useCallback, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useMatch, useNavigate } from "react-router";
import { formatLong, formatShort } from "#contracts/format-date";
import type { SummaryListItem, SummaryView } from "#contracts/summaries";
import { ChatPanel } from "../components/ChatPanel";
import { DeleteSummaryDialog } from "../components/DeleteSummaryDialog";
import { EmailPanel } from "../components/EmailPanel";
import { LoadErrorNotice } from "../components/LoadErrorNotice";
import { usePageTitle } from "../components/public/page-meta";
import { ToCheckBadge } from "../components/review/ToCheckBadge";
import { SampleBadge } from "../components/SampleBadge";
import { Spinner } from "../components/Spinner";
import { SummaryBody } from "../components/SummaryBody";
import { Button } from "../components/ui/Button";
import { ClassicButton } from "../components/ui/ClassicButton";
import { type Column, ResponsiveTable } from "../components/ui/ResponsiveTable";
import { SummaryStatusBadge } from "../components/ui/SummaryStatusBadge";
import { useSummaries } from "../hooks/useSummaries";
import { useSummaryChat } from "../hooks/useSummaryChat";
import { useSummaryDetail } from "../hooks/useSummaryDetail";
import { useSummaryReview } from "../hooks/useSummaryReview";

const LIST = "/dashboard/summaries";

/** Where the scheduled feedback request stands (decision 200): spec section 4 allows 'will be sent' and 'sent'. */
function followUpLine(summary: SummaryView): string | null {
  if (!summary.sentAt || !summary.followUpRequested) return null;
  if (summary.followUpSent) return `Sent on ${formatLong(summary.followUpSentAt ?? summary.sentAt)}`;
  if (summary.followUpDueAt) return `Will be sent on ${formatLong(summary.followUpDueAt)}`;
  return "Could not be sent";
}

/**
 * An address in a narrow column wraps where a reader would break it (before the @ and each dot of the domain), and
 * only a part longer than the column is broken inside; the title holds it whole (decision 206).
 */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  const local = at > 0 ? address.slice(0, at) : address;
  const domain = at > 0 ? address.slice(at + 1).split(".") : [];
  return (
    <span className="email-address" title={address}>
      <span className="email-part">{local}</span>
      {domain.length > 0 && (
        <>
          <wbr />@
          {domain.map((part, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order, never reordered
            <Fragment key={i}>
              {i > 0 && (
                <>
                  <wbr />.
                </>
              )}
              <span className="email-part">{part}</span>
            </Fragment>
          ))}
        </>
      )}
    </span>
  );
}

/** A failed generation: the reason, and what the clinician can do about it (decision 202). */
function FailedCard({
  summary,
  retrying,
  onRetry,
  onDelete,
}: {
  summary: SummaryView;
  retrying: boolean;
  onRetry: () => void;
  onDelete: () => void;
}) {
  return (
    <section className="card failed-card" aria-label="Generation failed">
      <div className="card-body">
        <h2>This summary could not be generated</h2>
        <p>{summary.error ?? "Failed to generate summary. Please try again."}</p>
        <div className="actions">
          <ClassicButton variant="primary" onClick={onRetry} loading={retrying} loadingText="Retrying">
            Retry
          </ClassicButton>
          <ClassicButton variant="danger" onClick={onDelete}>
            Delete
          </ClassicButton>
        </div>
      </div>
    </section>
  );
}

function SummaryDetail({
  id,
  onBack,
  onDeleted,
  onChange,
}: {
  id: string;
  onBack: () => void;
  onDeleted: (id: string) => void;
  onChange: (summary: SummaryView) => void;
}) {
  const { summary, state, retrying, retry, reload, replace } = useSummaryDetail(id, onChange);
  const chat = useSummaryChat(id);
  const review = useSummaryReview(summary, replace);
  const [confirming, setConfirming] = useState(false);
  // No patient name in the title: tab titles end up in browser history and shared screens.
  usePageTitle("Summary details");
  // A detail opens at its top, wherever the list was scrolled to.
  // Braces: effects must return nothing, and newer Chromium's scroll methods return a promise.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (state === "loading") return <Spinner label="Loading summary" />;
  if (!summary) {
    return (
      <div className="page wide">
        <div className="card empty">
          <div className="card-body">
            <h1>Summary not found</h1>
            <p className="muted">It may have been deleted, or its retention period has ended.</p>
            <ClassicButton onClick={onBack}>Back to List</ClassicButton>
          </div>
        </div>
      </div>
    );
  }
  const failed = summary.status === "failed";
  const followUp = followUpLine(summary);

  return (
    <div className="page wide">
      <div className="page-title">
        <ClassicButton onClick={onBack}>Back to List</ClassicButton>
        <ClassicButton variant="danger" onClick={() => setConfirming(true)}>
          Delete
        </ClassicButton>
      </div>
      <div className="two-columns">
        <div className="stack">
          {failed ? (
            <FailedCard summary={summary} retrying={retrying} onRetry={retry} onDelete={() => setConfirming(true)} />
          ) : (
            <SummaryBody summary={summary} review={review} fallback="This summary is still being written." />
          )}
          {!summary.sentAt && summary.status === "ready" && (
            <EmailPanel
              summaryId={summary.id}
              onSent={reload}
              blocked={review.sendBlocked}
              onRefused={() => void review.reload()}
            />
          )}
          {summary.summaryContent && !failed && <ChatPanel initial={summary.chatHistory} {...chat} />}
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
                  <dd>
                    <EmailAddress address={summary.patientEmail} />
                  </dd>
                </>
              )}
              {summary.sentAt && (
                <>
                  <dt>Delivered At</dt>
                  <dd>{formatLong(summary.sentAt)}</dd>
                </>
              )}
              {followUp && (
                <>
                  <dt>Feedback Request</dt>
                  <dd>{followUp}</dd>
                </>
              )}
              <dt>Status</dt>
              <dd className="status-with-flags">
                <SummaryStatusBadge status={summary.status} sentAt={summary.sentAt} />
                {!summary.sentAt && <ToCheckBadge count={review.openFlags.length} />}
              </dd>
            </dl>
          </div>
        </aside>
      </div>
      <DeleteSummaryDialog
        summary={confirming ? summary : null}
        onCancel={() => setConfirming(false)}
        onDeleted={() => {
          setConfirming(false);
          onDeleted(summary.id);
        }}
      />
    </div>
  );
}

function SummaryList({ list, onView }: { list: ReturnType<typeof useSummaries>; onView: (id: string) => void }) {
  const navigate = useNavigate();
  const { summaries, error, hasMore, loading, loadingMore, loadMore, reload } = list;
  const [deleting, setDeleting] = useState<SummaryListItem | null>(null);
  usePageTitle("Past Summaries");

  const columns: Column<SummaryListItem>[] = [
    {
      header: "Patient",
      cell: (s) => (
        <>
          {s.patientName} <SampleBadge sample={s.sample} />
        </>
      ),
    },
    { header: "Original File", cell: (s) => s.originalFilename, kind: "truncate" },
    {
      header: "Status",
      cell: (s) => (
        <span className="status-with-flags">
          <SummaryStatusBadge status={s.status} sentAt={s.sentAt} />
          {!s.sentAt && <ToCheckBadge count={s.openFlags} />}
        </span>
      ),
    },
    { header: "Created", cell: (s) => formatShort(s.createdAt) },
    {
      header: "Actions",
      kind: "actions",
      cell: (s) => (
        <>
          <Button size="sm" onClick={() => onView(s.id)}>
            View
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting(s)}>
            Delete
          </Button>
        </>
      ),
    },
  ];

  if (loading) return <Spinner label="Loading summaries" />;
  // Not read is not empty: no count and no 'No Summaries Found' until the list has been read.
  if (error) {
    return (
      <div className="page wide">
        <div className="page-title">
          <h1>Past Summaries</h1>
        </div>
        <LoadErrorNotice kind="summaries" error={error} onRetry={reload} />
      </div>
    );
  }

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
        <ClassicButton onClick={reload}>Refresh</ClassicButton>
      </div>
      {summaries.length === 0 ? (
        <div className="card empty">
          <div className="card-body">
            <h2>No Summaries Found</h2>
            <p className="muted">You haven't generated any summaries recently.</p>
            <ClassicButton variant="primary" onClick={() => navigate("/dashboard/new-summary")}>
              Create your first summary
            </ClassicButton>
          </div>
        </div>
      ) : (
        <ResponsiveTable caption="Past summaries" columns={columns} rows={summaries} rowKey={(s) => s.id} />
      )}
      {hasMore && (
        <div style={{ display: "flex", justifyContent: "center", marginTop: "1rem" }}>
          <ClassicButton onClick={loadMore} loading={loadingMore} loadingText="Loading">
            Load more
          </ClassicButton>
        </div>
      )}
      <DeleteSummaryDialog
        summary={deleting}
        onCancel={() => setDeleting(null)}
        onDeleted={(id) => {
          list.forget(id);
          setDeleting(null);
        }}
      />
    </div>
  );
}

/**
 * Past Summaries (decision 205): the list at /dashboard/summaries and each summary at /dashboard/summaries/:id.
 * The list (its loaded pages and scroll position) lives here, above both, so Back returns to it as it was; a detail
 * address works on its own too (a bookmark, a link, after signing in).
 */
export default function PastSummariesPage() {
  const id = useMatch(`${LIST}/:id`)?.params.id;
  const navigate = useNavigate();
  const location = useLocation();
  const list = useSummaries();
  const listScroll = useRef(0);
  const { updateRow, forget } = list;

  // Back on the list: where it was scrolled to, once its rows are there.
  useLayoutEffect(() => {
    if (!id && !list.loading) window.scrollTo(0, listScroll.current);
  }, [id, list.loading]);

  const onChange = useCallback((summary: SummaryView) => updateRow(summary), [updateRow]);

  if (id) {
    return (
      <SummaryDetail
        key={id}
        id={id}
        onChange={onChange}
        // Opened from the list: back in history (the list as it was); opened by its address: to the list.
        onBack={() => (location.state?.fromList ? navigate(-1) : navigate(LIST))}
        onDeleted={(deleted) => {
          forget(deleted);
          navigate(LIST, { replace: true });
        }}
      />
    );
  }
  return (
    <SummaryList
      list={list}
      onView={(summaryId) => {
        listScroll.current = window.scrollY;
        navigate(`${LIST}/${summaryId}`, { state: { fromList: true } });
      }}
    />
  );
}
