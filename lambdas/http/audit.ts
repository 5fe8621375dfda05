import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { dynamoAuditLog } from "#adapters/store/audit";
import { systemClock, ulidIds } from "#adapters/system";
import { auditClient } from "#core/audit/client";
import { type AuditEvent, outcomeOfStatus } from "#core/audit/events";
import type { AuditLog } from "#core/audit/ports";
import { routeAudit, routeOfKey } from "#core/audit/route-actions";
import { config } from "#lambdas/config";
import { API_PREFIX } from "#lambdas/routes";

/** Where clinician routes append their events; tests may put another log in its place. */
let auditLog: AuditLog = dynamoAuditLog;
export function useAuditLog(log: AuditLog): AuditLog {
  const previous = auditLog;
  auditLog = log;
  return previous;
}

/**
 * The event a clinician request writes, once its status is known: derived from the route key (every user route
 * passes here, so a new route is audited without code of its own), or undefined for a route with no patient data.
 */
export function requestAudit(event: APIGatewayProxyEventV2, sub: string) {
  const route = routeOfKey(event.routeKey, API_PREFIX);
  if (!route) return undefined;
  const audit = routeAudit(route.method, route.path);
  if (!audit) return undefined;
  const http = (event.requestContext as { http?: { sourceIp?: string; userAgent?: string } } | undefined)?.http;
  const via = (event.routeKey ?? "")
    .replace(/[^A-Za-z]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 64);
  return (status: number, pathId: string | undefined, answer: unknown): Promise<void> => {
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
      client: auditClient(http?.sourceIp, http?.userAgent, config().AUDIT_CLIENT_KEY),
      via,
    };
    return auditLog.append(entry);
  };
}

/** A create answers the new record (`{ summary: { id } }`, `{ transcription: { id } }`); its id is what is audited. */
function createdIdOf(answer: unknown, recordType: string): string | undefined {
  const body = answer as Record<string, { id?: unknown } | undefined> | undefined;
  const id = body?.[recordType]?.id;
  return typeof id === "string" && /^[0-9a-z]{26}$/.test(id) ? id : undefined;
}
