import "../styles/audit.css";
import { useCallback, useState } from "react";
import { AUDIT_KEPT_YEARS, type AuditEventView } from "#contracts/audit";
import { auditApi } from "../api/audit";
import { historyLine } from "./audit-lines";
import { Button } from "./ui/Button";

/**
 * A record's History (issue 24): created, edited, sent (to the address the record holds), opened by the patient,
 * deleted. Closed at first; the trail is read when the clinician opens it, so a page view costs no extra request.
 */
export default function HistoryPanel({
  kind,
  id,
  sentTo,
}: {
  kind: "summaries" | "transcriptions";
  id: string;
  sentTo?: string | null;
}) {
  const [events, setEvents] = useState<AuditEventView[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      try {
        const page = await auditApi.history(kind, id, after);
        setEvents((shown) => [...(after ? (shown ?? []) : []), ...page.events]);
        setNext(page.next);
        setFailed(false);
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [kind, id],
  );

  return (
    <details
      className="card history-panel"
      onToggle={(e) => {
        if ((e.currentTarget as HTMLDetailsElement).open && events === null && !loading) void load(null);
      }}
    >
      <summary className="history-summary">
        <h2>History</h2>
        <span className="muted small">Who opened, changed and sent it; kept {AUDIT_KEPT_YEARS} years</span>
      </summary>
      <div className="card-body">
        {loading && events === null && <p className="muted">Loading history…</p>}
        {failed && (
          <p className="muted">
            The history could not be loaded.{" "}
            <Button size="sm" onClick={() => void load(null)}>
              Try again
            </Button>
          </p>
        )}
        {events?.length === 0 && <p className="muted">No history yet.</p>}
        {events && events.length > 0 && (
          <ul className="history-list">
            {events.map((event) => (
              <li key={event.id} className={event.outcome === "failure" ? "history-failed" : undefined}>
                {historyLine(event, sentTo)}
              </li>
            ))}
          </ul>
        )}
        {next && (
          <Button size="sm" onClick={() => void load(next)} disabled={loading}>
            Load more
          </Button>
        )}
      </div>
    </details>
  );
}
