import type { ActivityQuery, AuditEventView, AuditPageView } from "#contracts/audit";
import { NotFound } from "../shared/errors";
import type { AuditEvent, AuditRecordType } from "./events";
import type { AuditPage, AuditReader } from "./ports";

export function toView(event: AuditEvent): AuditEventView {
  return {
    id: event.id,
    at: event.at,
    actor: event.actor.kind,
    action: event.action,
    recordType: event.recordType,
    // An id answered 404 was another clinician's or gone: the trail keeps it, the views do not show it.
    recordId: event.status === 404 ? null : (event.recordId ?? null),
    outcome: event.outcome === "0" ? "success" : "failure",
    browser: event.client?.browser ?? null,
  };
}

const pageView = (page: AuditPage): AuditPageView => ({ events: page.events.map(toView), next: page.next ?? null });

/**
 * A record's History, newest first. The trail is the caller's own partition, so another clinician's record has no
 * events here; an id with no events answers 404 unless the caller's record exists (one from before the trail).
 */
export async function recordHistory(
  deps: { audit: AuditReader; recordExists: (sub: string, id: string) => Promise<boolean> },
  sub: string,
  recordType: AuditRecordType,
  recordId: string | undefined,
  page: { limit: number; next?: string },
  notFound: string,
): Promise<AuditPageView> {
  if (!recordId) throw new NotFound(notFound);
  const found = await deps.audit.history(sub, recordType, recordId, page);
  if (found.events.length === 0 && !page.next && !(await deps.recordExists(sub, recordId)))
    throw new NotFound(notFound);
  return pageView(found);
}

/** The account's Activity, newest first, filtered by dates, action and record. */
export async function accountActivity(audit: AuditReader, sub: string, query: ActivityQuery): Promise<AuditPageView> {
  const [recordType, recordId] = (query.record ?? "").split(":") as [AuditRecordType | "", string | undefined];
  return pageView(
    await audit.activity(sub, {
      from: query.from,
      to: query.to,
      action: query.action,
      recordType: recordType || undefined,
      recordId,
      limit: query.limit,
      next: query.next,
    }),
  );
}
