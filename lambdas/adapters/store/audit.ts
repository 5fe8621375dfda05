import { PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { encodeTime } from "ulid";
import { AUDIT_EVENT_FIELDS, type AuditEvent, assertNoContent, auditExpiry } from "#core/audit/events";
import type { ActivityFilter, AuditLog, AuditPage, AuditReader } from "#core/audit/ports";
import { auditWriter, type RecordAudit } from "#core/audit/writer";
import { systemClock, ulidIds } from "../system";
import { db, tableName } from "./client";
import { keys } from "./keys";

/** A second put of the same event id: the trail is append-only, so it is refused, never overwritten. */
export class AuditEventExists extends Error {
  constructor() {
    super("audit event already written");
    this.name = "AuditEventExists";
  }
}

/** The stored item's fields beside the keys (the event as it is, plus its own TTL: six years, whatever the retention). */
function itemOf(event: AuditEvent) {
  return { entity: "audit", ...event, expiresAt: auditExpiry(event.at) };
}

function put(item: Record<string, unknown>): Promise<unknown> {
  return db()
    .send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    )
    .catch((error: { name?: string }) => {
      if (error?.name === "ConditionalCheckFailedException") throw new AuditEventExists();
      throw error;
    });
}

/**
 * Each event twice: in the account's trail and, when it names a record, in that record's history, each a conditional
 * put that only creates. Two puts, not a transaction: a transaction costs twice the write units, and a half-written
 * event (the second put failing) still fails the request, which the client retries with a new event.
 */
export const dynamoAuditLog: AuditLog = {
  async append(event) {
    assertNoContent(event);
    await Promise.all(auditItemsOf(event).map((item) => put(item)));
  },
  async appendPoll(event, windowMs) {
    assertNoContent(event);
    if (!event.recordId) {
      await dynamoAuditLog.append(event);
      return true;
    }
    const window = keys.auditPollWindow(event.owner, event.recordType, event.recordId, event.action);
    const at = Date.parse(event.at);
    if (!(await openWindow(window, at, at + windowMs))) return false;
    try {
      await dynamoAuditLog.append(event);
    } catch (error) {
      // The window must not stay open over an event that was not written: the next poll records instead.
      await openWindow(window, 0, 0, true).catch(() => undefined);
      throw error;
    }
    return true;
  },
};

/**
 * Opens a poll window until `until` (epoch ms) with one conditional put: it holds only when no window is open at
 * `at` (none yet, or the last one ended), so the polls inside a window fail the condition and write nothing more.
 * A ConditionalCheckFailed costs one write unit and no read. The item (the audit family's: entity "audit") names
 * only the record and holds no content; DynamoDB's TTL removes it a day after it ends. `force` closes a window
 * (until 0) whatever it was.
 */
async function openWindow(key: { pk: string; sk: string }, at: number, until: number, force = false): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, entity: "audit", until, expiresAt: Math.floor(Math.max(until, at) / 1000) + 86_400 },
        ...(force
          ? {}
          : {
              ConditionExpression: "attribute_not_exists(pk) OR #until <= :at",
              ExpressionAttributeNames: { "#until": "until" },
              ExpressionAttributeValues: { ":at": at },
            }),
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string })?.name === "ConditionalCheckFailedException") return false;
    throw error;
  }
}

/**
 * The items one event is stored as: the account's trail, and the record's history when it names one. A request
 * answered 404 named no record of the caller's (another clinician's id, one long deleted): the id tried stays in the
 * caller's trail, but no history is started for it, so it never becomes a History the caller can read (decision 401).
 */
export function auditItemsOf(event: AuditEvent): Array<Record<string, unknown> & { pk: string; sk: string }> {
  const items = [{ ...keys.auditEvent(event.owner, event.id), ...itemOf(event) }];
  if (event.recordId && event.status !== 404) {
    items.push({ ...keys.auditRecordEvent(event.owner, event.recordType, event.recordId, event.id), ...itemOf(event) });
  }
  return items;
}

/** Where events are appended; tests may put another log in its place (and give the previous back). */
let currentLog: AuditLog = dynamoAuditLog;
export const auditLog = (): AuditLog => currentLog;
export function useAuditLog(log: AuditLog): AuditLog {
  const previous = currentLog;
  currentLog = log;
  return previous;
}

/** A job's or stream function's events (email outcomes, retention deletion, a failed job). */
export function systemAudit(via: string): RecordAudit {
  return auditWriter(auditLog(), { ids: ulidIds, clock: systemClock }, { actor: { kind: "system" }, via });
}

const FIELDS = AUDIT_EVENT_FIELDS;

function eventOf(item: Record<string, unknown>): AuditEvent {
  return Object.fromEntries(
    FIELDS.filter((f) => item[f] !== undefined).map((f) => [f, item[f]]),
  ) as unknown as AuditEvent;
}

const cursorOf = (sk: unknown) => (typeof sk === "string" ? Buffer.from(sk, "utf8").toString("base64url") : undefined);
function skOfCursor(next: string | undefined): string | undefined {
  if (!next) return undefined;
  const sk = Buffer.from(next, "base64url").toString("utf8");
  return /^EVENT#[0-9a-z]{26}$/.test(sk) ? sk : undefined;
}

/** The sort key bounds of a time range: a ULID starts with its time, so the range is a key condition, not a filter. */
function boundsOf(from: string | undefined, to: string | undefined): { low: string; high: string } {
  const ms = (value: string | undefined, end: boolean) => {
    if (!value) return undefined;
    const dateOnly = /^\d{4}-\d\d-\d\d$/.test(value);
    const t = Date.parse(dateOnly ? `${value}T00:00:00.000Z` : value);
    if (Number.isNaN(t)) return undefined;
    return end && dateOnly ? t + 86_400_000 - 1 : t;
  };
  const low = ms(from, false);
  const high = ms(to, true);
  return {
    low: low === undefined ? "EVENT#" : `EVENT#${encodeTime(Math.max(0, low), 10).toLowerCase()}`,
    high: high === undefined ? "EVENT#~" : `EVENT#${encodeTime(high, 10).toLowerCase()}~`,
  };
}

/**
 * Newest first, `limit` events after the cursor. A filter on action or record type is applied by DynamoDB after
 * reading, so a page is read on until it is full or the range ends (at most a few pages: the account's own events).
 */
async function page(
  pk: string,
  range: { low: string; high: string },
  limit: number,
  next: string | undefined,
  filter: { action?: string; recordType?: string },
): Promise<AuditPage> {
  const events: AuditEvent[] = [];
  const after = skOfCursor(next);
  let startKey: Record<string, unknown> | undefined = after ? { pk, sk: after } : undefined;
  const conditions: string[] = [];
  const values: Record<string, unknown> = { ":pk": pk, ":low": range.low, ":high": range.high };
  if (filter.action) {
    conditions.push("#action = :action");
    values[":action"] = filter.action;
  }
  if (filter.recordType) {
    conditions.push("recordType = :recordType");
    values[":recordType"] = filter.recordType;
  }
  for (let reads = 0; reads < 10; reads++) {
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :low AND :high",
        FilterExpression: conditions.length ? conditions.join(" AND ") : undefined,
        ExpressionAttributeNames: filter.action ? { "#action": "action" } : undefined,
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: conditions.length ? 200 : limit - events.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) {
      if (events.length === limit) return { events, next: cursorOf(events.at(-1) && `EVENT#${events.at(-1)?.id}`) };
      events.push(eventOf(item));
    }
    startKey = result.LastEvaluatedKey;
    if (!startKey) return { events };
    if (events.length === limit) return { events, next: cursorOf(startKey.sk) };
  }
  return { events, next: events.length ? cursorOf(`EVENT#${events.at(-1)?.id}`) : undefined };
}

export const dynamoAuditReader: AuditReader = {
  history(owner, recordType, recordId, { limit, next }) {
    const { pk } = keys.auditRecordEventsOf(owner, recordType, recordId);
    return page(pk, boundsOf(undefined, undefined), limit, next, {});
  },
  activity(owner, filter: ActivityFilter) {
    const { pk } = filter.recordId
      ? keys.auditRecordEventsOf(owner, filter.recordType ?? "summary", filter.recordId)
      : keys.auditEventsOf(owner);
    return page(pk, boundsOf(filter.from, filter.to), filter.limit, filter.next, {
      action: filter.action,
      recordType: filter.recordType,
    });
  },
};
