import type { AuditAction, AuditRecordType } from "./events";

/**
 * Which audit event a clinician route writes, derived from its method and path (routes.ts), so a new route is
 * audited without new code: the first path segment names the record type, the method and the last segment the
 * action, and a small table names the segments that mean something else than "edit".
 */
export interface RouteAudit {
  action: AuditAction;
  recordType: AuditRecordType;
  /** The record's id comes from the path (`{id}`) or, for a create, from the answer's body. */
  idFrom: "path" | "answer" | "none";
}

const COLLECTIONS: Record<string, AuditRecordType> = { summaries: "summary", transcriptions: "transcription" };

/** A trailing path segment (after `{id}`) that names its own action, whatever the method. */
export const SEGMENT_ACTIONS: Record<string, AuditAction> = {
  send: "send",
  fhir: "export",
  restore: "restore",
  confirm: "resolve",
  regenerate: "regenerate",
  retry: "retry",
  chat: "chat",
  audio: "play",
  versions: "open",
  // The clinician confirms a qualified interpreter will check the translation (decision 381): a check resolved.
  interpreter: "resolve",
  // Issue 25: the clinician's reply to a patient's question goes to the patient, as a send does.
  reply: "reply",
};

/**
 * User routes that touch no patient data, each with the reason (the generated test checks every other user route
 * writes an event). The History and Activity routes read the audit trail itself: ids and codes, no patient content.
 */
export const NOT_PATIENT_DATA: Record<string, string> = {
  "GET /me": "the clinician's own profile",
  "PUT /profile": "the clinician's own profile",
  "PUT /settings": "the clinician's settings",
  "GET /templates": "templates hold no patient data",
  "POST /templates": "templates hold no patient data",
  "DELETE /templates/{id}": "templates hold no patient data",
  "POST /uploads": "signs an upload; the record it becomes is audited when created",
  "POST /samples/restore": "sample records are invented, not a patient's",
  "POST /patient-language/lookup":
    "reads a language preference kept under a hash of an address, no record; the send that uses it is audited",
  "PUT /patient-language":
    "keeps a language preference under a hash of an address, no record; the send that uses it is audited",
  "GET /activity": "reads the audit trail (ids and codes only)",
  "GET /summaries/{id}/history": "reads the audit trail (ids and codes only)",
  "GET /transcriptions/{id}/history": "reads the audit trail (ids and codes only)",
};

/** The dashboard lists recent records with the patient's name: a list of summaries and transcriptions. */
const LISTS: Record<string, AuditRecordType> = { "/dashboard": "summary" };

/**
 * The audit a user route writes, or null for one that touches no patient data. Throws for a route it cannot place
 * (a new collection): someone must say what it is, here, before it is deployed (the generated test fails first).
 */
export function routeAudit(method: string, path: string): RouteAudit | null {
  if (Object.hasOwn(NOT_PATIENT_DATA, `${method} ${path}`)) return null;
  if (Object.hasOwn(LISTS, path) && method === "GET")
    return { action: "list", recordType: LISTS[path], idFrom: "none" };
  const [collection, id, ...rest] = path.split("/").filter(Boolean);
  const recordType = Object.hasOwn(COLLECTIONS, collection) ? COLLECTIONS[collection] : undefined;
  if (!recordType) throw new Error(`route ${method} ${path}: say in route-actions.ts what it audits`);
  if (id === undefined) {
    return method === "GET"
      ? { action: "list", recordType, idFrom: "none" }
      : { action: "create", recordType, idFrom: "answer" };
  }
  const last = rest.at(-1);
  if (last !== undefined && Object.hasOwn(SEGMENT_ACTIONS, last)) {
    return { action: SEGMENT_ACTIONS[last], recordType, idFrom: "path" };
  }
  // The translation is made by a POST and edited by a PUT (issue 23).
  if (last === "translation" && method === "POST") return { action: "translate", recordType, idFrom: "path" };
  if (method === "GET") return { action: "open", recordType, idFrom: "path" };
  if (method === "DELETE") return { action: "delete", recordType, idFrom: "path" };
  return { action: "edit", recordType, idFrom: "path" };
}

/** The method and path of an API Gateway route key ("GET /api/summaries/{id}"), without the API prefix. */
export function routeOfKey(routeKey: string | undefined, prefix: string): { method: string; path: string } | undefined {
  const match = /^([A-Z]+) (\S+)$/.exec(routeKey ?? "");
  if (!match) return undefined;
  const path = match[2].startsWith(prefix) ? match[2].slice(prefix.length) : match[2];
  return { method: match[1], path };
}
