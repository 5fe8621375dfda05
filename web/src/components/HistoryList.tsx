import { useCallback, useEffect, useState } from "react";
import type { AuditEventView } from "#contracts/audit-view";
import { auditApi } from "../api/audit";
import { historyLine } from "./audit-lines";
import { Button } from "./ui/Button";

/**
 * The events of a record's History panel (HistoryPanel.tsx loads this module when the clinician opens it): created,
 * edited, sent (to the address the record holds), opened by the patient, deleted; newest first, paged.
 */
export default function HistoryList({
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

  useEffect(() => {
    void load(null);
  }, [load]);

  return (
    <>
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
    </>
  );
}
