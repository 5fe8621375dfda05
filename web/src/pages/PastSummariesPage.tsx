import "../styles/past-summaries.css";
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from "react";
import type { SummaryListItem, SummaryView } from "#contracts/summaries";
import { DeleteSummaryDialog } from "../components/DeleteSummaryDialog";
import { LoadErrorNotice } from "../components/LoadErrorNotice";
import { usePageTitle } from "../components/public/page-meta";
import { Spinner } from "../components/Spinner";
import { SummaryTable } from "../components/SummaryTable";
import { ClassicButton } from "../components/ui/ClassicButton";
import { useSummaries } from "../hooks/useSummaries";
import { useLocation, useMatch, useNavigate } from "../routing";

const LIST = "/dashboard/summaries";
const SummaryDetail = lazy(() => import("./PastSummaryDetail"));

function SummaryList({ list, onView }: { list: ReturnType<typeof useSummaries>; onView: (id: string) => void }) {
  const navigate = useNavigate();
  const { summaries, error, hasMore, loading, loadingMore, loadMore, reload } = list;
  const [deleting, setDeleting] = useState<SummaryListItem | null>(null);
  usePageTitle("Past Summaries");

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
        <SummaryTable summaries={summaries} onView={onView} onDelete={setDeleting} />
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
      <Suspense fallback={<Spinner label="Loading summary" />}>
        <SummaryDetail
          key={id}
          id={id}
          onChange={onChange}
          // Opened from the list: back in history (the list as it was); opened by its address: to the list.
          onBack={() => ((location.state as { fromList?: boolean } | null)?.fromList ? navigate(-1) : navigate(LIST))}
          onDeleted={(deleted: string) => {
            forget(deleted);
            navigate(LIST, { replace: true });
          }}
        />
      </Suspense>
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
