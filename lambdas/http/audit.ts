import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { auditLog } from "#adapters/store/audit";
import { systemClock, ulidIds } from "#adapters/system";
import { AUDIT_POLL_HEADER } from "#contracts/audit-view";
import { auditClient } from "#core/audit/client";
import { type AuditEvent, outcomeOfStatus, POLL_WINDOW_MS } from "#core/audit/events";
import { routeAudit, routeOfKey } from "#core/audit/route-actions";
import { auditWriter, type RecordAudit } from "#core/audit/writer";
import { config } from "#lambdas/config";
import { API_PREFIX } from "#lambdas/routes";

/**
 * The event a clinician request writes, once its status is known: derived from the route key (every user route
 * passes here, so a new route is audited without code of its own), or undefined for a route with no patient data.
 */
export function requestAudit(event: APIGatewayProxyEventV2, sub: string) {
  const route = routeOfKey(event.routeKey, API_PREFIX);
  if (!route) return undefined;
  const audit = routeAudit(route.method, route.path);
  if (!audit) return undefined;
  const via = viaOf(event);
  const poll = audit.action === "open" && isPoll(event);
  return async (status: number, pathId: string | undefined, answer: unknown): Promise<void> => {
    const recordId =
      audit.idFrom === "path" ? pathId : audit.idFrom === "answer" ? createdIdOf(answer, audit.recordType) : undefined;
    const entry: AuditEvent = {
      id: ulidIds.next(),
      at: systemClock.now().toISOString(),
      owner: sub,
      actor: { kind: "clinician", sub },
      action: audit.action,
      recordType: audit.recordType,
      ...(recordId ? { recordId } : {}),
      outcome: outcomeOfStatus(status),
      status,
      client: clientOf(event),
      via,
    };
    // A page's poll that read the record is recorded once per window; a refused one, like every other read, each time.
    if (poll && status === 200) await auditLog().appendPoll(entry, POLL_WINDOW_MS);
    else await auditLog().append(entry);
  };
}

/**
 * The page marks its automatic re-reads (decision 440). The mark is the client's word, so it can only thin the
 * record of reads the same clinician already has on screen: a poll still writes the first event of its window, and
 * a read without the mark (opening the page, a reload) is recorded every time.
 */
function isPoll(event: APIGatewayProxyEventV2): boolean {
  // API Gateway (and the local gateway) hand the headers over with lower-case names.
  return event.headers?.[AUDIT_POLL_HEADER] === "1";
}

/** A create answers the new record (`{ summary: { id } }`, `{ transcription: { id } }`); its id is what is audited. */
function createdIdOf(answer: unknown, recordType: string): string | undefined {
  const body = answer as Record<string, { id?: unknown } | undefined> | undefined;
  const id = body?.[recordType]?.id;
  return typeof id === "string" && /^[0-9a-z]{26}$/.test(id) ? id : undefined;
}

const viaOf = (event: APIGatewayProxyEventV2) =>
  (event.routeKey ?? "")
    .replace(/[^A-Za-z]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 64) || "unknown";

function clientOf(event: APIGatewayProxyEventV2) {
  const http = (event.requestContext as { http?: { sourceIp?: string; userAgent?: string } } | undefined)?.http;
  return auditClient(http?.sourceIp, http?.userAgent, config().AUDIT_CLIENT_KEY);
}

/**
 * The patient's events on a public route (portal opened, chat, feedback): the route cannot know whose record it is
 * until the link is verified, so its core logic records the event with this, once it knows the owner.
 */
export function patientAudit(event: APIGatewayProxyEventV2): RecordAudit {
  return auditWriter(
    auditLog(),
    { ids: ulidIds, clock: systemClock },
    { actor: { kind: "patient-link" }, via: viaOf(event), client: clientOf(event) },
  );
}
