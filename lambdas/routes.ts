import { SUMMARIZE_TIMEOUT_SECONDS } from "./core/summary-status";

/**
 * THE route table. CDK builds one Lambda and one HTTP API route per entry with exactly these grants;
 * the local gateway serves the same entries. Adding a route is one line here plus its handler.
 */
export type Grant =
  | "table:read"
  | "table:write"
  | "uploads:read"
  | "uploads:write"
  | "mail:send"
  | "ai:invoke"
  | "jobs:summarize";

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
    grants: ["table:read", "table:write"],
  },
  {
    id: "UpdateSettings",
    method: "PUT",
    path: "/settings",
    handler: "api/settings/update",
    auth: "user",
    grants: ["table:read", "table:write"],
  },
  {
    id: "ListTemplates",
    method: "GET",
    path: "/templates",
    handler: "api/templates/list",
    auth: "user",
    grants: ["table:read"],
  },
  {
    id: "CreateTemplate",
    method: "POST",
    path: "/templates",
    handler: "api/templates/create",
    auth: "user",
    grants: ["table:read", "table:write"],
  },
  {
    id: "DeleteTemplate",
    method: "DELETE",
    path: "/templates/{id}",
    handler: "api/templates/delete",
    auth: "user",
    grants: ["table:read", "table:write"],
  },
  {
    id: "GetDashboard",
    method: "GET",
    path: "/dashboard",
    handler: "api/dashboard/get",
    auth: "user",
    grants: ["table:read"],
  },
  {
    id: "CreateUploads",
    method: "POST",
    path: "/uploads",
    handler: "api/uploads/create",
    auth: "user",
    grants: ["uploads:write"],
  },
  {
    id: "CreateSummary",
    method: "POST",
    path: "/summaries",
    handler: "api/summaries/create",
    auth: "user",
    grants: ["table:read", "table:write", "uploads:read", "jobs:summarize"],
  },
  {
    id: "ListSummaries",
    method: "GET",
    path: "/summaries",
    handler: "api/summaries/list",
    auth: "user",
    grants: ["table:read"],
  },
  {
    id: "GetSummary",
    method: "GET",
    path: "/summaries/{id}",
    handler: "api/summaries/get",
    auth: "user",
    grants: ["table:read"],
  },
  {
    id: "DeleteSummary",
    method: "DELETE",
    path: "/summaries/{id}",
    handler: "api/summaries/delete",
    auth: "user",
    grants: ["table:read", "table:write", "uploads:write"],
  },
  {
    id: "ChatSummary",
    method: "POST",
    path: "/summaries/{id}/chat",
    handler: "api/summaries/chat",
    auth: "user",
    grants: ["table:read", "table:write", "ai:invoke"],
    timeoutSeconds: 29,
  },
  {
    id: "SendSummary",
    method: "POST",
    path: "/summaries/{id}/send",
    handler: "api/summaries/send",
    auth: "user",
    grants: ["table:read", "table:write", "mail:send"],
    timeoutSeconds: 29,
  },
  {
    id: "OpenPortal",
    method: "POST",
    path: "/portal/summary",
    handler: "api/portal/summary",
    auth: "public",
    grants: ["table:read"],
    rateLimitPerMinute: 30,
  },
  {
    id: "PortalChat",
    method: "POST",
    path: "/portal/chat",
    handler: "api/portal/chat",
    auth: "public",
    grants: ["table:read", "table:write", "ai:invoke"],
    timeoutSeconds: 29,
    rateLimitPerMinute: 20,
  },
  {
    id: "SubmitFeedback",
    method: "POST",
    path: "/feedback",
    handler: "api/feedback/create",
    auth: "public",
    grants: ["table:read", "table:write"],
    rateLimitPerMinute: 10,
  },
  {
    id: "PublicStats",
    method: "GET",
    path: "/public/stats",
    handler: "api/public/stats",
    auth: "public",
    grants: ["table:read"],
    rateLimitPerMinute: 60,
  },
];

/** Background functions, invoked asynchronously (CDK gives them a DLQ); the local gateway runs them in-process. */
export interface JobSpec {
  id: string;
  /** The name used by the local gateway's job endpoint and in logs. */
  name: string;
  handler: string;
  grants: Grant[];
  timeoutSeconds: number;
  memoryMb: number;
  /**
   * Runs when an asynchronous invocation failed on every attempt (crash, timeout, or the event grew too old): the
   * Lambda on-failure destination in AWS, the job runner locally. It receives Lambda's destination record.
   */
  onFailure?: { id: string; handler: string; grants: Grant[] };
}

export const jobs: JobSpec[] = [
  {
    id: "SummarizeDocuments",
    name: "summarize-documents",
    handler: "jobs/summarize-documents",
    grants: ["table:read", "table:write", "uploads:read", "uploads:write", "ai:invoke"],
    // Records carry a deadline derived from this timeout (core/summary-status.ts).
    timeoutSeconds: SUMMARIZE_TIMEOUT_SECONDS,
    memoryMb: 2048,
    onFailure: { id: "SummarizeFailed", handler: "jobs/summarize-failed", grants: ["table:read", "table:write"] },
  },
];

/** Functions on the table's stream (Lambda event source mapping in AWS, the local stream poller locally). */
export interface StreamHandlerSpec {
  id: string;
  handler: string;
  grants: Grant[];
  /** Only these stream events reach the function. */
  eventNames: Array<"INSERT" | "MODIFY" | "REMOVE">;
}

export const streamHandlers: StreamHandlerSpec[] = [
  { id: "RecordRemoved", handler: "jobs/record-removed", grants: ["uploads:write"], eventNames: ["REMOVE"] },
];
