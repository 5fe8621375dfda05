import "../styles/audit.css";
import { lazy, Suspense, useState } from "react";
import { AUDIT_KEPT_YEARS } from "#contracts/audit-view";

/** The list and its API calls: fetched when the clinician first opens the panel, so a page view costs nothing more. */
const HistoryList = lazy(() => import("./HistoryList"));

/**
 * A record's History (issue 24), closed at first: created, edited, sent (to the address the record holds), opened
 * by the patient, deleted.
 */
export function HistoryPanel({
  kind,
  id,
  sentTo,
}: {
  kind: "summaries" | "transcriptions";
  id: string;
  sentTo?: string | null;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="card history-panel"
      onToggle={(e) => {
        if ((e.currentTarget as HTMLDetailsElement).open) setOpened(true);
      }}
    >
      <summary className="history-summary">
        <h2>History</h2>
        <span className="muted small">Who opened, changed and sent it; kept {AUDIT_KEPT_YEARS} years</span>
      </summary>
      <div className="card-body">
        {opened && (
          <Suspense fallback={<p className="muted">Loading history…</p>}>
            <HistoryList kind={kind} id={id} sentTo={sentTo} />
          </Suspense>
        )}
      </div>
    </details>
  );
}
