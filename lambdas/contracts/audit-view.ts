/**
 * The audit trail as the clinician reads it (issue 24): a record's History and the account's Activity. Events hold
 * ids and codes only; the web adds what it knows (the patient's address from the summary while it exists).
 */
export const AUDIT_ACTION_NAMES = [
  "open",
  "list",
  "play",
  "create",
  "edit",
  "regenerate",
  "retry",
  "restore",
  "resolve",
  "translate",
  "chat",
  "send",
  "delete",
  "export",
  "delivered",
  "bounced",
  "complained",
  "portal-opened",
  "patient-chat",
  "feedback",
  "expired",
  "job-failed",
  "retention-failed",
  "care-team-question",
  "reply",
] as const;
export type AuditActionName = (typeof AUDIT_ACTION_NAMES)[number];

/** What each action reads as in the History panel, the Activity page and its CSV. */
export const AUDIT_ACTION_LABELS: Record<AuditActionName, string> = {
  open: "Opened",
  list: "Listed",
  play: "Played audio",
  create: "Created",
  edit: "Edited",
  regenerate: "Regenerated",
  retry: "Retried",
  restore: "Restored a version",
  resolve: "Resolved flags",
  translate: "Translated",
  chat: "Asked the assistant",
  send: "Sent to the patient",
  delete: "Deleted",
  export: "Exported for EHR",
  delivered: "Email delivered",
  bounced: "Email bounced",
  complained: "Email marked as spam",
  "portal-opened": "Opened by the patient",
  "patient-chat": "Patient asked a question",
  feedback: "Patient gave feedback",
  expired: "Deleted by retention",
  "job-failed": "Processing failed",
  "retention-failed": "Retention change not applied",
  "care-team-question": "Patient sent a question to the care team",
  reply: "Replied to the patient",
};

/**
 * The header a page sends on its automatic re-reads of a record it shows (polling a summary being written, a
 * transcription being processed): such reads are recorded once a minute per record (decision 440), not each time.
 */
export const AUDIT_POLL_HEADER = "x-poll";

/** How long the trail is kept, as the delete confirmation says it (core/audit/events.ts AUDIT_RETENTION_SECONDS). */
export const AUDIT_KEPT_YEARS = 6;

export interface AuditEventView {
  id: string;
  at: string;
  /** Who acted: the signed-in clinician ("clinician"), the patient through their link, or the system. */
  actor: "clinician" | "patient-link" | "system";
  action: AuditActionName;
  recordType: "summary" | "transcription";
  recordId: string | null;
  /** "success", or "failure" for a refused request or a failed job. */
  outcome: "success" | "failure";
  browser: string | null;
}

export interface AuditPageView {
  events: AuditEventView[];
  next: string | null;
}
