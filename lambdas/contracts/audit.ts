import * as z from "zod/mini";
import { LIST_PAGE_DEFAULT, LIST_PAGE_MAX } from "./list-page";

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
};

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

const limit = () =>
  z._default(
    z.coerce
      .number()
      .check(
        z.int("limit must be a whole number."),
        z.gte(1, "limit must be at least 1."),
        z.lte(LIST_PAGE_MAX, `limit must be at most ${LIST_PAGE_MAX}.`),
      ),
    LIST_PAGE_DEFAULT,
  );
const cursor = () => z.optional(z.string().check(z.maxLength(200)));
const day = (name: string) =>
  z.optional(z.string().check(z.regex(/^\d{4}-\d\d-\d\d$/, `${name} must be a date (YYYY-MM-DD).`)));

export const historyQuerySchema = z.lazy(() => z.object({ limit: limit(), next: cursor() }));

export const activityQuerySchema = z.lazy(() =>
  z.object({
    limit: limit(),
    next: cursor(),
    from: day("from"),
    to: day("to"),
    action: z.optional(z.enum(AUDIT_ACTION_NAMES, "action is not one the trail records.")),
    /** "summary" or "transcription", or one record as "summary:<id>". */
    record: z.optional(
      z
        .string()
        .check(
          z.regex(/^(summary|transcription)(:[0-9a-z]{26})?$/, "record must be summary, transcription or type:id."),
        ),
    ),
  }),
);
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
