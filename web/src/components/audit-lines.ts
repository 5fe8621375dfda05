import { AUDIT_ACTION_LABELS, type AuditEventView } from "#contracts/audit-view";
import { formatLong } from "#contracts/format-date";

/** Who acted, as the History panel, the Activity page and its CSV say it. */
export function actorLabel(event: AuditEventView): string {
  if (event.actor === "patient-link") return "Patient (link)";
  if (event.actor === "system") return "System";
  return "You";
}

/**
 * One History line. The trail keeps no address: "Sent to the patient" names the address the record holds now
 * (`sentTo`), while the record exists.
 */
export function historyLine(event: AuditEventView, sentTo?: string | null): string {
  const when = formatLong(event.at);
  // A clinician's or patient's request that failed was refused; the system's failures say so in their label.
  const failed = event.outcome === "failure" && event.actor !== "system" ? " (refused)" : "";
  if (event.action === "send" && event.outcome === "success" && sentTo) return `Sent to ${sentTo} on ${when}`;
  if (event.action === "portal-opened") return `Opened by the patient on ${when}`;
  return `${AUDIT_ACTION_LABELS[event.action]}${failed} · ${actorLabel(event)} · ${when}`;
}

const CSV_HEADER = ["Time (UTC)", "Action", "Who", "Record type", "Record id", "Outcome", "Browser"];

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; a leading = + - @ is defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function activityCsv(events: AuditEventView[]): string {
  const rows = events.map((e) => [
    e.at,
    AUDIT_ACTION_LABELS[e.action],
    actorLabel(e),
    e.recordType,
    e.recordId ?? "",
    e.outcome,
    e.browser ?? "",
  ]);
  return `${[CSV_HEADER, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
