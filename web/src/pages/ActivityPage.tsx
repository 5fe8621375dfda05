import "../styles/audit.css";
import { useCallback, useMemo, useState } from "react";
import { AUDIT_ACTION_LABELS, AUDIT_ACTION_NAMES, AUDIT_KEPT_YEARS, type AuditEventView } from "#contracts/audit-view";
import { formatShort } from "#contracts/format-date";
import { type ActivityFilters, auditApi } from "../api/audit";
import { activityCsv, actorLabel } from "../components/audit-lines";
import { LoadErrorNotice } from "../components/LoadErrorNotice";
import { usePageTitle } from "../components/public/page-meta";
import { Spinner } from "../components/Spinner";
import { ClassicButton } from "../components/ui/ClassicButton";
import { type Column, ResponsiveTable } from "../components/ui/ResponsiveTable";
import { usePagedList } from "../hooks/usePagedList";
import { notify } from "../hooks/useToast";
import { Link } from "../routing";

/** The CSV takes every page of the filtered activity, up to this many rows (a practice's year is far fewer). */
const CSV_MAX_ROWS = 10_000;

function recordLink(event: AuditEventView) {
  if (!event.recordId) return event.recordType === "summary" ? "Summaries" : "Transcriptions";
  const to =
    event.recordType === "summary"
      ? `/dashboard/summaries/${event.recordId}`
      : `/dashboard/transcriptions/${event.recordId}`;
  // Only the id: the trail holds no patient name. A deleted record's link says it is gone.
  return (
    <Link to={to}>
      {event.recordType === "summary" ? "Summary" : "Transcription"} …{event.recordId.slice(-6)}
    </Link>
  );
}

const columns: Column<AuditEventView>[] = [
  { header: "When", cell: (e) => formatShort(e.at) },
  { header: "Action", cell: (e) => AUDIT_ACTION_LABELS[e.action] },
  { header: "Record", cell: recordLink },
  { header: "Who", cell: actorLabel },
  { header: "Outcome", cell: (e) => (e.outcome === "success" ? "Success" : "Refused or failed") },
  { header: "Browser", cell: (e) => e.browser ?? "—" },
];

function saveCsv(text: string, from?: string, to?: string) {
  const blob = new Blob([text], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `activity${from ? `-from-${from}` : ""}${to ? `-to-${to}` : ""}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The account's Activity (issue 24): every access to and change of the clinician's records, the patient's visits and
 * the system's deletions, newest first, filtered by dates, action and record type, paged like the lists, and saved
 * as CSV for an accounting of disclosures.
 */
export default function ActivityPage() {
  usePageTitle("Activity");
  const [draft, setDraft] = useState<ActivityFilters>({});
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [exporting, setExporting] = useState(false);
  const fetchPage = useCallback(
    async (next?: string | null) => {
      const page = await auditApi.activity(filters, next);
      return { items: page.events, next: page.next };
    },
    [filters],
  );
  const list = usePagedList(fetchPage, "activity");
  const invalidRange = Boolean(draft.from && draft.to && draft.from > draft.to);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: AuditEventView[] = [];
      let next: string | null = null;
      do {
        const page = await auditApi.activity(filters, next, 100);
        rows.push(...page.events);
        next = page.next;
      } while (next && rows.length < CSV_MAX_ROWS);
      saveCsv(activityCsv(rows.slice(0, CSV_MAX_ROWS)), filters.from, filters.to);
    } catch {
      notify.error("Export Failed", "The activity could not be read. Please try again.");
    } finally {
      setExporting(false);
    }
  };

  const set = (name: keyof ActivityFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: e.target.value || undefined }));
  const actions = useMemo(() => AUDIT_ACTION_NAMES.filter((a) => a !== "list"), []);

  return (
    <div className="page wide">
      <div className="page-title">
        <div>
          <h1>Activity</h1>
          <p className="muted">
            Who opened, changed, sent and deleted your records, and when patients opened them. Kept {AUDIT_KEPT_YEARS}{" "}
            years, also after a record is deleted.
          </p>
        </div>
        <span className="activity-export">
          <ClassicButton onClick={() => void exportCsv()} loading={exporting} loadingText="Exporting">
            Export CSV
          </ClassicButton>
        </span>
      </div>
      <form
        className="activity-filters"
        aria-label="Filter activity"
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalidRange) setFilters(draft);
        }}
      >
        <label>
          From
          <input type="date" value={draft.from ?? ""} onChange={set("from")} />
        </label>
        <label>
          To
          <input type="date" value={draft.to ?? ""} onChange={set("to")} />
        </label>
        <label>
          Action
          <select value={draft.action ?? ""} onChange={set("action")}>
            <option value="">All actions</option>
            {actions.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Record
          <select value={draft.record ?? ""} onChange={set("record")}>
            <option value="">All records</option>
            <option value="summary">Summaries</option>
            <option value="transcription">Transcriptions</option>
          </select>
        </label>
        <ClassicButton type="submit" variant="primary" disabled={invalidRange}>
          Apply
        </ClassicButton>
        {invalidRange && <p className="muted small">The start date is after the end date.</p>}
      </form>
      {list.loading ? (
        <Spinner label="Loading activity" />
      ) : list.error ? (
        <LoadErrorNotice kind={"activity"} error={list.error} onRetry={list.reload} />
      ) : list.items.length === 0 ? (
        <div className="card empty">
          <div className="card-body">
            <h2>No Activity Found</h2>
            <p className="muted">Nothing matches these filters.</p>
          </div>
        </div>
      ) : (
        <ResponsiveTable caption="Activity" columns={columns} rows={list.items} rowKey={(e) => e.id} />
      )}
      {list.hasMore && (
        <div className="activity-more">
          <ClassicButton onClick={list.loadMore} loading={list.loadingMore} loadingText="Loading">
            Load more
          </ClassicButton>
        </div>
      )}
    </div>
  );
}
