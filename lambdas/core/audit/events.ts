/**
 * The audit trail's event (issue 24): who did what to which record, when, with what outcome, from what kind of
 * client. Deliberately nothing else: an event must be safe to keep for six years after the record it names is gone,
 * so it holds ids and codes, never a name, an address, a file name or a line of text (`assertNoContent` checks).
 */
import { AUDIT_ACTION_NAMES } from "#contracts/audit-view";

/** What happened (the list and its labels are the API's: contracts/audit.ts). Clinician actions come from the route. */
export const AUDIT_ACTIONS = AUDIT_ACTION_NAMES;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const RECORD_TYPES = ["summary", "transcription"] as const;
export type AuditRecordType = (typeof RECORD_TYPES)[number];

/** BALP's outcome codes (FHIR R4 audit-event-outcome): success, minor failure (the caller's), serious, major. */
export type AuditOutcome = "0" | "4" | "8" | "12";

export type AuditActor = { kind: "clinician"; sub: string } | { kind: "patient-link" } | { kind: "system" };

/** The stored item's fields (keys and TTL are the store's). Short names: six years of these add up. */
export interface AuditEvent {
  /** ULID: time-ordered, and the condition of the append-only put. */
  id: string;
  /** ISO 8601, UTC. */
  at: string;
  /** Whose trail it is: the clinician owning the record (also when the patient or the system acted). */
  owner: string;
  actor: AuditActor;
  action: AuditAction;
  recordType: AuditRecordType;
  /** Absent for a list, or when the path's id was malformed (nothing was found by it). */
  recordId?: string;
  outcome: AuditOutcome;
  /** The HTTP status answered, for clinician and patient requests. */
  status?: number;
  /** A keyed hash of the source address (never the address) and the browser family. */
  client?: { addressHash: string; browser: string };
  /** The route's id from routes.ts, or the job's name: which code path wrote it. */
  via: string;
}

/** FHIR's restful interaction (BALP subtype) and the AuditEvent.action code (C/R/U/D/E) of each action. */
export const BALP_CODES: Record<AuditAction, { subtype: string; code: "C" | "R" | "U" | "D" | "E" }> = {
  open: { subtype: "read", code: "R" },
  list: { subtype: "search-type", code: "E" },
  play: { subtype: "read", code: "R" },
  create: { subtype: "create", code: "C" },
  edit: { subtype: "update", code: "U" },
  regenerate: { subtype: "update", code: "U" },
  retry: { subtype: "update", code: "U" },
  restore: { subtype: "update", code: "U" },
  resolve: { subtype: "update", code: "U" },
  translate: { subtype: "update", code: "U" },
  chat: { subtype: "read", code: "E" },
  // A disclosure: the summary leaves the system for the patient (an accounting of disclosures, 45 CFR 164.528).
  send: { subtype: "operation", code: "E" },
  delete: { subtype: "delete", code: "D" },
  export: { subtype: "read", code: "R" },
  delivered: { subtype: "operation", code: "E" },
  bounced: { subtype: "operation", code: "E" },
  complained: { subtype: "operation", code: "E" },
  "portal-opened": { subtype: "read", code: "R" },
  "patient-chat": { subtype: "read", code: "E" },
  feedback: { subtype: "create", code: "C" },
  expired: { subtype: "delete", code: "D" },
  "job-failed": { subtype: "operation", code: "E" },
  // The records' expiry was to be re-stamped (an update of each) and was not.
  "retention-failed": { subtype: "update", code: "U" },
  // Issue 25: the patient's question is a new entry on the record; the clinician's reply is a disclosure to the patient.
  "care-team-question": { subtype: "create", code: "C" },
  reply: { subtype: "operation", code: "E" },
};

/** The outcome of an answered request: 2xx/3xx success, 4xx the caller's (minor), 5xx ours (major). */
export function outcomeOfStatus(status: number): AuditOutcome {
  if (status < 400) return "0";
  if (status < 500) return "4";
  return "12";
}

/**
 * A page's polls of one record are recorded at most once per this window (decision 440): the first poll's event
 * says the clinician had the record on screen from then; a record polled for five minutes has five.
 */
export const POLL_WINDOW_MS = 60_000;

/** Six years (45 CFR 164.316(b)(2)): 6 x 366 days, so a leap year never makes it short. */
export const AUDIT_RETENTION_SECONDS = 6 * 366 * 24 * 3600;

/** The epoch second an event made at `at` expires (the store's TTL attribute). */
export function auditExpiry(at: string): number {
  return Math.floor(Date.parse(at) / 1000) + AUDIT_RETENTION_SECONDS;
}

/** The browser family of a user agent (coarse on purpose: no version, no platform details). */
export function browserFamily(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  if (!ua) return "unknown";
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return "Edge";
  if (/\bOPR\/|\bOpera\b/.test(ua)) return "Opera";
  if (/\bSamsungBrowser\//.test(ua)) return "Samsung Internet";
  if (/\bFirefox\/|\bFxiOS\//.test(ua)) return "Firefox";
  if (/\bHeadlessChrome\//.test(ua)) return "Headless Chrome";
  if (/\bChrome\/|\bCriOS\/|\bChromium\//.test(ua)) return "Chrome";
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return "Safari";
  if (/^curl\//.test(ua)) return "curl";
  if (/^node|undici|axios|aws-sdk/i.test(ua)) return "script";
  return "other";
}

/**
 * Fields an event may carry, and the shape of each value. Anything else (a name, an email, text) is refused before
 * it is stored: the guard is the last line against a caller passing content by mistake.
 */
const ID = /^[0-9a-z]{26}$/;
/** Record ids are ULIDs in the API (path-params.ts); older and test records have other short ids, never spaces or @. */
const RECORD_ID = /^[0-9A-Za-z_-]{1,64}$/;
const SUB = /^[0-9A-Za-z_-]{1,128}$/;
const HASH = /^[0-9a-f]{16,64}$/;
const BROWSERS = /^[A-Za-z ]{1,24}$/;
const ROUTE = /^[A-Za-z-]{1,64}$/;

export class AuditContentRefused extends Error {
  constructor(field: string) {
    super(`audit event field refused: ${field}`);
    this.name = "AuditContentRefused";
  }
}

/** Every field an audit event may hold: the guard below and the store's reader both keep to this list. */
export const AUDIT_EVENT_FIELDS = [
  "id",
  "at",
  "owner",
  "actor",
  "action",
  "recordType",
  "recordId",
  "outcome",
  "status",
  "client",
  "via",
] as const;

/** Throws unless every field is one the model knows, in the shape it knows: ids, codes and times only. */
export function assertNoContent(event: AuditEvent): void {
  const allowed = new Set<string>(AUDIT_EVENT_FIELDS);
  for (const field of Object.keys(event)) {
    if (!allowed.has(field)) throw new AuditContentRefused(field);
  }
  const check = (ok: boolean, field: string) => {
    if (!ok) throw new AuditContentRefused(field);
  };
  check(ID.test(event.id), "id");
  check(!Number.isNaN(Date.parse(event.at)) && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(event.at), "at");
  check(SUB.test(event.owner), "owner");
  const actor = event.actor as Record<string, unknown>;
  check(
    Object.keys(actor).every((k) => k === "kind" || k === "sub"),
    "actor",
  );
  check(
    actor.kind === "clinician"
      ? typeof actor.sub === "string" && SUB.test(actor.sub)
      : (actor.kind === "patient-link" || actor.kind === "system") && actor.sub === undefined,
    "actor",
  );
  check((AUDIT_ACTIONS as readonly string[]).includes(event.action), "action");
  check((RECORD_TYPES as readonly string[]).includes(event.recordType), "recordType");
  check(event.recordId === undefined || RECORD_ID.test(event.recordId), "recordId");
  check(["0", "4", "8", "12"].includes(event.outcome), "outcome");
  check(
    event.status === undefined || (Number.isInteger(event.status) && event.status >= 100 && event.status < 600),
    "status",
  );
  if (event.client !== undefined) {
    const client = event.client as Record<string, unknown>;
    check(
      Object.keys(client).every((k) => k === "addressHash" || k === "browser"),
      "client",
    );
    check(typeof client.addressHash === "string" && HASH.test(client.addressHash), "client");
    check(typeof client.browser === "string" && BROWSERS.test(client.browser), "client");
  }
  check(ROUTE.test(event.via), "via");
}
