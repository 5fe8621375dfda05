import { routeAudit } from "./core/audit/route-actions";
import { SUMMARIZE_TIMEOUT_SECONDS } from "./core/summaries/status";
import { FINISHED_TIMEOUT_SECONDS, NOTES_TIMEOUT_SECONDS } from "./core/transcriptions/status";

/**
 * THE route table. CDK builds one Lambda and one HTTP API route per entry with exactly these grants;
 * the local gateway serves the same entries. Adding a route is one line here plus its handler.
 */
export type TableVerb = "read" | "write" | "delete" | "batch-write";
/**
 * Families of table partitions, named by the first segment of `pk` (keys.ts builds them: USER#<sub>, PORTAL#<id>,
 * FEEDBACK#<hash>, CONTACT#<id>, and the one STATS partition). A scoped table grant allows its verb only on items
 * whose partition key belongs to the families named; an unscoped one allows it on any item.
 */
export type TableFamily = "USER" | "PORTAL" | "FEEDBACK" | "STATS" | "CONTACT";

/**
 * What a function may do, one verb per grant (infra/constructs/app-function.ts turns each into exactly one IAM
 * statement plus the env var it needs):
 * - table:read = GetItem, BatchGetItem, Query; table:write = PutItem, UpdateItem, ConditionCheckItem (transactions
 *   are authorised per item by these); table:delete = DeleteItem; table:batch-write = BatchWriteItem, which IAM
 *   cannot split into its puts and deletes (the store only deletes with it). Nothing gets Scan or the index.
 * - uploads:read = GetObject (also HeadObject); uploads:put = PutObject (also what a presigned POST is signed for);
 *   uploads:delete = DeleteObject (also DeleteObjects); no versions, no listing.
 * - speech:start = StartTranscriptionJob (Transcribe then reads the audio and writes its output with this function's
 *   own uploads:read and uploads:put, and the data key); speech:read = GetTranscriptionJob (a failed job's reason).
 */
export type Grant =
  | `table:${TableVerb}`
  | `table:${TableVerb}:${TableFamily}`
  | "uploads:read"
  | "uploads:put"
  | "uploads:delete"
  | "mail:send"
  /** Reads this deployment's web address (the SSM parameter the web stack writes), for links in emails. */
  | "links:web-origin"
  | "ai:invoke"
  | "jobs:summarize"
  | "jobs:transcription-notes"
  /** Amazon Translate's TranslateText with the app's custom terminology (issue 23); locally, Apertium. */
  | "translate:text"
  /** Starts the job that applies a retention change to existing records. */
  | "jobs:apply-retention"
  | "speech:start"
  | "speech:read"
  /** Creates one-time EventBridge schedules for follow-ups (and passes Scheduler its role); locally a table item. */
  | "followups:schedule"
  /** Deletes a summary's follow-up schedule (the summary was deleted or expired). */
  | "followups:cancel"
  /**
   * Issue 24: PutItem on the AUDIT# partitions only, nothing else there (no update, no delete: the trail is
   * append-only). User routes that touch patient data get it without asking (`grantsOf`).
   */
  | "audit:append"
  /** GetItem and Query on the AUDIT# partitions only (the History and Activity routes). */
  | "audit:read";

export interface RouteSpec {
  /** Stable, used for the Lambda's construct id and log group name. */
  id: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path below the API prefix, with `{param}` placeholders as in API Gateway. */
  path: string;
  /** Module under lambdas/, exporting `handler`. */
  handler: string;
  auth: "user" | "public";
  grants: Grant[];
  /** Seconds; defaults live in the app-function construct. */
  timeoutSeconds?: number;
  memoryMb?: number;
  /**
   * Public routes only: requests per minute from one address. The local gateway enforces it; in AWS the WAF
   * rate rules and the HTTP API route throttle do.
   */
  rateLimitPerMinute?: number;
  /** Largest request body in bytes; more answers 413 before the body is read. Defaults to 1 MB (local gateway). */
  maxBodyBytes?: number;
}

/** Every route is served under this prefix: CloudFront sends `/api/*` to the HTTP API. */
export const API_PREFIX = "/api";

export const routes: RouteSpec[] = [
  {
    id: "GetMe",
    method: "GET",
    path: "/me",
    handler: "api/me/get",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "table:write:STATS"],
  },
  {
    id: "UpdateProfile",
    method: "PUT",
    path: "/profile",
    handler: "api/profile/update",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "table:write:STATS"],
  },
  {
    id: "UpdateSettings",
    method: "PUT",
    path: "/settings",
    handler: "api/settings/update",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "jobs:apply-retention"],
  },
  {
    id: "ListTemplates",
    method: "GET",
    path: "/templates",
    handler: "api/templates/list",
    auth: "user",
    grants: ["table:read:USER"],
  },
  {
    id: "CreateTemplate",
    method: "POST",
    path: "/templates",
    handler: "api/templates/create",
    auth: "user",
    grants: ["table:write:USER"],
  },
  {
    id: "DeleteTemplate",
    method: "DELETE",
    path: "/templates/{id}",
    handler: "api/templates/delete",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "table:delete:USER"],
  },
  {
    id: "GetDashboard",
    method: "GET",
    path: "/dashboard",
    handler: "api/dashboard/get",
    auth: "user",
    grants: ["table:read:USER"],
  },
  {
    id: "CreateUploads",
    method: "POST",
    path: "/uploads",
    handler: "api/uploads/create",
    auth: "user",
    grants: ["uploads:put"],
  },
  {
    id: "CreateSummary",
    method: "POST",
    path: "/summaries",
    handler: "api/summaries/create",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "table:write:STATS", "uploads:read", "jobs:summarize"],
  },
  {
    id: "ListSummaries",
    method: "GET",
    path: "/summaries",
    handler: "api/summaries/list",
    auth: "user",
    grants: ["table:read:USER"],
  },
  {
    id: "GetSummary",
    method: "GET",
    path: "/summaries/{id}",
    handler: "api/summaries/get",
    auth: "user",
    grants: ["table:read:USER"],
  },
  {
    id: "DeleteSummary",
    method: "DELETE",
    path: "/summaries/{id}",
    handler: "api/summaries/delete",
    auth: "user",
    grants: [
      "table:read:USER",
      "table:delete:USER",
      "table:batch-write:USER",
      "table:batch-write:PORTAL",
      "table:batch-write:FEEDBACK",
      "uploads:delete",
      "followups:cancel",
    ],
  },
  {
    // Decision 203: a failed generation runs again for the same files.
    id: "RetrySummary",
    method: "POST",
    path: "/summaries/{id}/retry",
    handler: "api/summaries/retry",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "uploads:read", "jobs:summarize"],
  },
  {
    id: "ChatSummary",
    method: "POST",
    path: "/summaries/{id}/chat",
    handler: "api/summaries/chat",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "uploads:read", "ai:invoke"],
    timeoutSeconds: 29,
  },
  {
    id: "SendSummary",
    method: "POST",
    path: "/summaries/{id}/send",
    handler: "api/summaries/send",
    auth: "user",
    grants: [
      "table:read:USER",
      "table:write:USER",
      "table:write:PORTAL",
      "table:write:FEEDBACK",
      "table:write:STATS",
      "mail:send",
      "links:web-origin",
      "followups:schedule",
    ],
    timeoutSeconds: 29,
  },
  // Clinician review before sending (issue 10, decisions 190-199).
  {
    id: "EditSummaryContent",
    method: "PUT",
    path: "/summaries/{id}/content",
    handler: "api/summaries/content",
    auth: "user",
    // The replaced text is archived under the record's prefix; versions past the cap are deleted. The source is
    // read to check the edited text's claims again.
    grants: ["table:read:USER", "table:write:USER", "uploads:read", "uploads:put", "uploads:delete"],
  },
  {
    id: "ConfirmSummaryFlags",
    method: "POST",
    path: "/summaries/{id}/flags/confirm",
    handler: "api/summaries/confirm-flags",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER"],
  },
  {
    // Issue 23: the summary in the patient's language, checked by translating it back (Apertium locally).
    id: "TranslateSummary",
    method: "POST",
    path: "/summaries/{id}/translation",
    handler: "api/summaries/translation",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "translate:text"],
    timeoutSeconds: 29,
  },
  {
    id: "EditTranslation",
    method: "PUT",
    path: "/summaries/{id}/translation",
    handler: "api/summaries/translation-edit",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "translate:text"],
    timeoutSeconds: 29,
  },
  {
    // Confirming translates nothing: no Translate grant.
    id: "ConfirmTranslationFlags",
    method: "POST",
    path: "/summaries/{id}/translation/flags/confirm",
    handler: "api/summaries/translation-confirm",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER"],
  },
  {
    // Decision 381: a qualified interpreter will check the translation (asked for where machine translation is weaker).
    id: "ConfirmTranslationInterpreter",
    method: "POST",
    path: "/summaries/{id}/translation/interpreter",
    handler: "api/summaries/translation-interpreter",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER"],
  },
  {
    // Decision 380: the language last chosen for a patient's address (sent in the body, stored as a hash).
    id: "LookupPatientLanguage",
    method: "POST",
    path: "/patient-language/lookup",
    handler: "api/patient-language/lookup",
    auth: "user",
    grants: ["table:read:USER"],
  },
  {
    id: "RememberPatientLanguage",
    method: "PUT",
    path: "/patient-language",
    handler: "api/patient-language/remember",
    auth: "user",
    // The guard's loser reads the item kept.
    grants: ["table:read:USER", "table:write:USER"],
  },
  {
    id: "RegenerateSummary",
    method: "POST",
    path: "/summaries/{id}/regenerate",
    handler: "api/summaries/regenerate",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "jobs:summarize"],
  },
  {
    id: "ExportSummaryFhir",
    method: "GET",
    path: "/summaries/{id}/fhir",
    handler: "api/summaries/fhir",
    auth: "user",
    // Reads the summary, the clinician's profile (the Practitioner's name) and the record's History (its
    // AuditEvents); writes nothing but its own audit event (issue 24).
    grants: ["table:read:USER", "audit:read"],
  },
  {
    id: "ListSummaryVersions",
    method: "GET",
    path: "/summaries/{id}/versions",
    handler: "api/summaries/versions",
    auth: "user",
    grants: ["table:read:USER", "uploads:read"],
  },
  {
    id: "RestoreSummaryVersion",
    method: "POST",
    path: "/summaries/{id}/restore",
    handler: "api/summaries/restore",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "uploads:read", "uploads:put", "uploads:delete"],
  },
  // Sample records for a newcomer (issue 19, item 11): replaces the samples only, never a real record.
  {
    id: "RestoreSamples",
    method: "POST",
    path: "/samples/restore",
    handler: "api/samples/restore",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "table:delete:USER", "uploads:put"],
  },
  // Transcriptions (issue 9; contract and route list in contracts/transcriptions.ts).
  {
    id: "CreateTranscription",
    method: "POST",
    path: "/transcriptions",
    handler: "api/transcriptions/create",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "uploads:put"],
  },
  {
    id: "ListTranscriptions",
    method: "GET",
    path: "/transcriptions",
    handler: "api/transcriptions/list",
    auth: "user",
    grants: ["table:read:USER"],
  },
  {
    id: "GetTranscription",
    method: "GET",
    path: "/transcriptions/{id}",
    handler: "api/transcriptions/get",
    auth: "user",
    // Past a transcribing record's deadline: asks Transcribe whether the job still waits in its queue, and moves the
    // deadline to count from the job's start (core/transcriptions/status.ts queuedJobDeadline).
    grants: ["table:read:USER", "table:write:USER", "uploads:read", "speech:read"],
  },
  {
    id: "StartTranscription",
    method: "POST",
    path: "/transcriptions/{id}/start",
    handler: "api/transcriptions/start",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "uploads:read", "uploads:put", "uploads:delete", "speech:start"],
  },
  {
    // Issue 19, item 13: a failed or stalled recording runs again (notes only when its transcript is stored).
    id: "RetryTranscription",
    method: "POST",
    path: "/transcriptions/{id}/retry",
    handler: "api/transcriptions/retry",
    auth: "user",
    grants: [
      "table:read:USER",
      "table:write:USER",
      "uploads:read",
      "uploads:put",
      "speech:start",
      "jobs:transcription-notes",
    ],
  },
  {
    id: "GetTranscriptionAudio",
    method: "GET",
    path: "/transcriptions/{id}/audio",
    handler: "api/transcriptions/audio",
    auth: "user",
    grants: ["table:read:USER", "uploads:read"],
  },
  {
    id: "ExportTranscriptionFhir",
    method: "GET",
    path: "/transcriptions/{id}/fhir",
    handler: "api/transcriptions/fhir",
    auth: "user",
    // The notes live in S3 under the record's prefix (decision 395 says why this read is needed); the History is
    // exported as AuditEvents.
    grants: ["table:read:USER", "uploads:read", "audit:read"],
  },
  {
    id: "CorrectTranscript",
    method: "PUT",
    path: "/transcriptions/{id}/transcript",
    handler: "api/transcriptions/transcript",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "uploads:read", "uploads:put", "uploads:delete"],
  },
  {
    // Issue 20: rename or swap the transcript's speakers (a new transcript version, like a correction).
    id: "UpdateTranscriptSpeakers",
    method: "PUT",
    path: "/transcriptions/{id}/speakers",
    handler: "api/transcriptions/speakers",
    auth: "user",
    // Delete: the replaced transcript version, and a lost race's own object.
    grants: ["table:read:USER", "table:write:USER", "uploads:read", "uploads:put", "uploads:delete"],
  },
  {
    id: "RegenerateTranscription",
    method: "POST",
    path: "/transcriptions/{id}/regenerate",
    handler: "api/transcriptions/regenerate",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "uploads:read", "jobs:transcription-notes"],
  },
  {
    id: "EditTranscriptionNotes",
    method: "PUT",
    path: "/transcriptions/{id}/notes",
    handler: "api/transcriptions/notes",
    auth: "user",
    grants: ["table:read:USER", "uploads:read", "uploads:put"],
  },
  {
    id: "EditTranscriptionSummary",
    method: "PUT",
    path: "/transcriptions/{id}/summary",
    handler: "api/transcriptions/summary",
    auth: "user",
    grants: ["table:read:USER", "table:write:USER", "uploads:read"],
  },
  {
    id: "ConfirmTranscriptionFlags",
    method: "POST",
    path: "/transcriptions/{id}/flags/confirm",
    handler: "api/transcriptions/confirm-flags",
    auth: "user",
    // Reads the transcript and notes to answer the detail view.
    grants: ["table:read:USER", "table:write:USER", "uploads:read"],
  },
  {
    id: "SendTranscription",
    method: "POST",
    path: "/transcriptions/{id}/send",
    handler: "api/transcriptions/send",
    auth: "user",
    grants: [
      "table:read:USER",
      "table:write:USER",
      "table:delete:USER",
      "table:write:PORTAL",
      "table:write:FEEDBACK",
      "table:write:STATS",
      "mail:send",
      "links:web-origin",
      "followups:schedule",
    ],
    timeoutSeconds: 29,
  },
  {
    // Decision 382: a transcription's translation lives on the summaries row it is sent as (made here if need be).
    id: "TranslateTranscription",
    method: "POST",
    path: "/transcriptions/{id}/translation",
    handler: "api/transcriptions/translation",
    auth: "user",
    // Making the row counts it (STATS) and a row that lost the race to record itself is deleted, as when sending.
    grants: ["table:read:USER", "table:write:USER", "table:delete:USER", "table:write:STATS", "translate:text"],
    timeoutSeconds: 29,
  },
  {
    id: "DeleteTranscription",
    method: "DELETE",
    path: "/transcriptions/{id}",
    handler: "api/transcriptions/delete",
    auth: "user",
    grants: ["table:read:USER", "table:delete:USER", "uploads:delete"],
  },
  // Patient questions to the care team (issue 25, part 3): read beside the summary, replied to once each.
  {
    id: "ListSummaryQuestions",
    method: "GET",
    path: "/summaries/{id}/questions",
    handler: "api/summaries/questions",
    auth: "user",
    grants: ["table:read:USER"],
  },
  {
    id: "ReplySummaryQuestion",
    method: "POST",
    path: "/summaries/{id}/questions/reply",
    handler: "api/summaries/questions-reply",
    auth: "user",
    // The reply and the summary's open count in one transaction; the patient is emailed that there is a reply.
    grants: ["table:read:USER", "table:write:USER", "mail:send"],
  },
  // The audit trail (issue 24): a record's History and the account's Activity read the AUDIT# partitions only, plus
  // the record itself to tell an own record with no events yet from another clinician's id (404).
  {
    id: "GetSummaryHistory",
    method: "GET",
    path: "/summaries/{id}/history",
    handler: "api/summaries/history",
    auth: "user",
    grants: ["audit:read", "table:read:USER"],
  },
  {
    id: "GetTranscriptionHistory",
    method: "GET",
    path: "/transcriptions/{id}/history",
    handler: "api/transcriptions/history",
    auth: "user",
    grants: ["audit:read", "table:read:USER"],
  },
  {
    id: "ListActivity",
    method: "GET",
    path: "/activity",
    handler: "api/activity/list",
    auth: "user",
    grants: ["audit:read"],
  },
  {
    id: "OpenPortal",
    method: "POST",
    path: "/portal/summary",
    handler: "api/portal/summary",
    auth: "public",
    grants: ["table:read:PORTAL", "table:read:USER", "audit:append"],
    rateLimitPerMinute: 30,
  },
  {
    id: "PortalChat",
    method: "POST",
    path: "/portal/chat",
    handler: "api/portal/chat",
    auth: "public",
    grants: ["table:read:PORTAL", "table:read:USER", "table:write:USER", "uploads:read", "ai:invoke", "audit:append"],
    timeoutSeconds: 29,
    rateLimitPerMinute: 20,
  },
  {
    // Issue 25: a question the summary cannot answer, sent to the care team (5 a summary a day, 30 in all).
    id: "AskCareTeam",
    method: "POST",
    path: "/portal/questions",
    handler: "api/portal/questions-ask",
    auth: "public",
    // The question and the summary's open count in one transaction; the clinician is emailed a notice with a link.
    grants: [
      "table:read:PORTAL",
      "table:read:USER",
      "table:write:USER",
      "mail:send",
      "links:web-origin",
      "audit:append",
    ],
    rateLimitPerMinute: 10,
  },
  {
    id: "SubmitFeedback",
    method: "POST",
    path: "/feedback",
    handler: "api/feedback/create",
    auth: "public",
    grants: ["table:read:FEEDBACK", "table:write:FEEDBACK", "table:write:USER", "table:write:STATS", "audit:append"],
    rateLimitPerMinute: 10,
  },
  {
    id: "CheckFeedbackSession",
    method: "POST",
    path: "/feedback/session",
    handler: "api/feedback/session",
    auth: "public",
    grants: ["table:read:FEEDBACK", "table:read:USER"],
    rateLimitPerMinute: 30,
  },
  {
    id: "PublicStats",
    method: "GET",
    path: "/public/stats",
    handler: "api/public/stats",
    auth: "public",
    grants: ["table:read:STATS"],
    rateLimitPerMinute: 60,
  },
  {
    // Decision 11: website enquiries are stored (own 90-day retention) and emailed to the operator.
    id: "SubmitContact",
    method: "POST",
    path: "/contact",
    handler: "api/contact/create",
    auth: "public",
    grants: ["table:write:CONTACT", "mail:send"],
    rateLimitPerMinute: 5,
  },
];

/**
 * A route's grants as deployed: its own, plus "audit:append" for a user route that touches patient data, so a new
 * route is audited (http/preset.ts writes the event) without asking for the grant.
 */
export function grantsOf(route: RouteSpec): Grant[] {
  const audited = route.auth === "user" && routeAudit(route.method, route.path) !== null;
  return audited && !route.grants.includes("audit:append") ? [...route.grants, "audit:append"] : route.grants;
}

/** Background functions, invoked asynchronously (CDK gives them a DLQ); the local gateway runs them in-process. */
export interface JobSpec {
  id: string;
  /** The name used by the local gateway's job endpoint and in logs. */
  name: string;
  handler: string;
  grants: Grant[];
  timeoutSeconds: number;
  memoryMb: number;
  /** Lambda's asynchronous retries after a failed run; absent: none locally (the deployed setting is api-stack's). */
  retryAttempts?: number;
  /**
   * The job waits in line in a queue of its own (decision 366, docs/scale.md): starting it sends a message, and at
   * most `jobQueueConcurrency[name]` (cdk.json) run at once, first in, first out. A run that fails gives the message
   * back; after `receives` receives it goes to the dead-letter queue, whose message reaches `onFailure` with the
   * same destination record an asynchronous invoke's would. Locally the job runner keeps the same line.
   */
  queue?: { receives: number };
  /**
   * Runs when an asynchronous invocation has failed every attempt or grown too old (in AWS: the invoke's on-failure
   * destination; locally: the job runner). It receives Lambda's destination record: `{ requestPayload, requestContext:
   * { condition, approximateInvokeCount }, responseContext: { functionError } }`.
   */
  onFailure?: { id: string; handler: string; grants: Grant[] };
}

/**
 * Receives of an AI job's message before it goes to the dead-letter queue: a first run, one retry of a run that
 * failed, and room for Bedrock throttling to give the message back three times (each give-back is a receive).
 */
export const AI_JOB_RECEIVES = 5;

export const jobs: JobSpec[] = [
  {
    id: "SummarizeDocuments",
    name: "summarize-documents",
    handler: "jobs/summarize-documents",
    grants: [
      "table:read:USER",
      "table:write:USER",
      "uploads:read",
      "uploads:put",
      "uploads:delete",
      "ai:invoke",
      "audit:append",
    ],
    // Records carry a deadline derived from this timeout (core/summaries/status.ts).
    timeoutSeconds: SUMMARIZE_TIMEOUT_SECONDS,
    memoryMb: 2048,
    queue: { receives: AI_JOB_RECEIVES },
    onFailure: {
      id: "SummarizeFailed",
      handler: "jobs/summarize-failed",
      grants: ["table:read:USER", "table:write:USER", "audit:append"],
    },
  },
  {
    id: "TranscriptionNotes",
    name: "transcription-notes",
    handler: "jobs/transcription-notes",
    grants: ["table:read:USER", "table:write:USER", "uploads:read", "uploads:put", "ai:invoke", "audit:append"],
    // Records carry a deadline derived from this timeout (core/transcriptions/status.ts).
    timeoutSeconds: NOTES_TIMEOUT_SECONDS,
    memoryMb: 1024,
    queue: { receives: AI_JOB_RECEIVES },
    onFailure: {
      id: "TranscriptionNotesFailed",
      handler: "jobs/transcription-notes-failed",
      grants: ["table:write:USER", "audit:append"],
    },
  },
  {
    // Started by PUT /settings when the retention changes (core/account/retention-job.ts). Pages through the
    // clinician's records: 10,000 take well under a minute, so one run of the maximum timeout covers any practice.
    id: "ApplyRetention",
    name: "apply-retention",
    handler: "jobs/apply-retention",
    grants: ["table:read:USER", "table:write:USER", "table:write:PORTAL", "table:write:FEEDBACK"],
    timeoutSeconds: 900,
    memoryMb: 512,
    retryAttempts: 2,
    onFailure: {
      id: "ApplyRetentionFailed",
      handler: "jobs/apply-retention-failed",
      grants: ["table:write:USER", "audit:append"],
    },
  },
  {
    // Fired by the follow-up's one-time schedule (EventBridge Scheduler; the local stack's scheduler), decision 201.
    id: "SendFollowUp",
    name: "send-follow-up",
    handler: "jobs/send-follow-up",
    grants: ["table:read:USER", "table:write:USER", "table:write:FEEDBACK", "mail:send", "links:web-origin"],
    timeoutSeconds: 29,
    memoryMb: 512,
  },
];

/**
 * Functions an EventBridge rule invokes (asynchronously, with a DLQ). In AWS the rule matches `pattern` on the
 * default bus; locally the gateway's event bus delivers matching events (the offline speech engine's) the same way.
 */
export interface EventHandlerSpec {
  id: string;
  name: string;
  handler: string;
  grants: Grant[];
  timeoutSeconds: number;
  memoryMb: number;
  pattern: { source: string[]; detailType: string[]; detail?: Record<string, string[]> };
  /** Lambda's asynchronous retries after a failed run (AWS's default is 2); the local job runner makes as many. */
  retryAttempts: number;
  /** Runs once every attempt failed, with Lambda's destination record (as JobSpec's `onFailure`). */
  onFailure?: JobSpec["onFailure"];
}

export const eventHandlers: EventHandlerSpec[] = [
  {
    id: "TranscriptionFinished",
    name: "transcription-finished",
    handler: "jobs/transcription-finished",
    grants: [
      "table:read:USER",
      "table:write:USER",
      "uploads:read",
      "uploads:put",
      "speech:read",
      "jobs:transcription-notes",
      "audit:append",
    ],
    timeoutSeconds: FINISHED_TIMEOUT_SECONDS,
    memoryMb: 1024,
    pattern: {
      source: ["aws.transcribe"],
      detailType: ["Transcribe Job State Change"],
      detail: { TranscriptionJobStatus: ["COMPLETED", "FAILED"] },
    },
    // A run that died (a frozen store, a timeout) runs again; after the last, the record is marked failed at once
    // instead of reading "processing" until its deadline (issue 19, item 13).
    retryAttempts: 2,
    onFailure: {
      id: "TranscriptionFinishedFailed",
      handler: "jobs/transcription-finished-failed",
      grants: ["table:write:USER", "audit:append"],
    },
  },
  {
    // Issue 19, item 14: audio written for a record that is gone (a late presigned POST, an upload that finished
    // during a delete) is removed. The uploads bucket sends its events to EventBridge (data stack).
    id: "ObjectCreated",
    name: "object-created",
    handler: "jobs/object-created",
    grants: ["table:read:USER", "uploads:delete"],
    timeoutSeconds: 30,
    memoryMb: 512,
    pattern: { source: ["aws.s3"], detailType: ["Object Created"] },
    retryAttempts: 2,
  },
  {
    // Issue 22, part 4: what SES reported for a patient's summary email (the configuration set publishes delivery,
    // bounce and complaint events to the default bus, email stack), recorded on the summary and its transcription.
    id: "EmailOutcome",
    name: "email-outcome",
    handler: "jobs/email-outcome",
    grants: ["table:write:USER", "audit:append"],
    timeoutSeconds: 30,
    memoryMb: 512,
    pattern: {
      source: ["aws.ses"],
      detailType: ["Email Delivered", "Email Bounced", "Email Complaint Received"],
    },
    retryAttempts: 2,
  },
];

/** Whether an event matches a handler's pattern (exact values, as EventBridge compares these fields). */
export function matchesPattern(pattern: EventHandlerSpec["pattern"], event: unknown): boolean {
  const e = event as { source?: unknown; "detail-type"?: unknown; detail?: Record<string, unknown> };
  if (!pattern.source.includes(String(e?.source))) return false;
  if (!pattern.detailType.includes(String(e?.["detail-type"]))) return false;
  return Object.entries(pattern.detail ?? {}).every(([field, values]) => values.includes(String(e.detail?.[field])));
}

/** Functions on the table's stream (Lambda event source mapping in AWS, the local stream poller locally). */
export interface StreamHandlerSpec {
  id: string;
  handler: string;
  grants: Grant[];
  /** Only these stream events reach the function. */
  eventNames: Array<"INSERT" | "MODIFY" | "REMOVE">;
}

export const streamHandlers: StreamHandlerSpec[] = [
  {
    id: "RecordRemoved",
    handler: "jobs/record-removed",
    grants: [
      "table:batch-write:USER",
      "table:batch-write:PORTAL",
      "table:batch-write:FEEDBACK",
      "uploads:delete",
      "followups:cancel",
      "audit:append",
    ],
    eventNames: ["REMOVE"],
  },
  {
    id: "DashboardCounts",
    handler: "jobs/dashboard-counts",
    // Reads and deletes too: the recent rows are refilled from a query and removed with the last record (decision 451).
    grants: ["table:read:USER", "table:write:USER", "table:delete:USER"],
    eventNames: ["INSERT", "MODIFY", "REMOVE"],
  },
];
