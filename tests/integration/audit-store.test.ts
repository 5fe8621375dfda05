import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { ulid } from "ulid";
import { describe, expect, inject, it } from "vitest";
import { AuditEventExists, dynamoAuditLog, dynamoAuditReader } from "#adapters/store/audit";
import { keys } from "#adapters/store/keys";
import { AUDIT_RETENTION_SECONDS, type AuditEvent } from "#core/audit/events";
import { resetConfigForTests } from "#lambdas/config";
import { tableClient } from "../support/table";

const stack = inject("stack");
Object.assign(process.env, { DYNAMODB_ENDPOINT: stack.dynamodbUrl, TABLE_NAME: stack.tableName });
resetConfigForTests();

const owner = `audit-${ulid().toLowerCase()}`;
const recordId = ulid().toLowerCase();

function event(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: ulid().toLowerCase(),
    at: new Date().toISOString(),
    owner,
    actor: { kind: "clinician", sub: owner },
    action: "open",
    recordType: "summary",
    recordId,
    outcome: "0",
    status: 200,
    via: "GetSummary",
    ...overrides,
  };
}

describe("the audit trail in DynamoDB Local", () => {
  it("refuses a second put of the same event id, leaving the first as it was", async () => {
    const first = event();
    await dynamoAuditLog.append(first);
    await expect(dynamoAuditLog.append({ ...first, action: "delete" })).rejects.toBeInstanceOf(AuditEventExists);
    const stored = await tableClient(stack.dynamodbUrl).send(
      new GetCommand({ TableName: stack.tableName, Key: keys.auditEvent(owner, first.id) }),
    );
    expect(stored.Item?.action).toBe("open");
  });

  it("keeps each event six years by its own expiry", async () => {
    const e = event();
    await dynamoAuditLog.append(e);
    const stored = await tableClient(stack.dynamodbUrl).send(
      new GetCommand({ TableName: stack.tableName, Key: keys.auditRecordEvent(owner, "summary", recordId, e.id) }),
    );
    expect(stored.Item?.expiresAt).toBe(Math.floor(Date.parse(e.at) / 1000) + AUDIT_RETENTION_SECONDS);
  });

  it("answers a record's history in one query, newest first, in pages", async () => {
    const id = ulid().toLowerCase();
    for (const action of ["create", "edit", "send"] as const) {
      await dynamoAuditLog.append(event({ recordId: id, action }));
    }
    const first = await dynamoAuditReader.history(owner, "summary", id, { limit: 2 });
    expect(first.events.map((e) => e.action)).toEqual(["send", "edit"]);
    const second = await dynamoAuditReader.history(owner, "summary", id, { limit: 2, next: first.next });
    expect(second.events.map((e) => e.action)).toEqual(["create"]);
    expect(second.next).toBeUndefined();
  });

  it("filters the account's activity by action and by a time range", async () => {
    const other = `audit-${ulid().toLowerCase()}`;
    const old = new Date(Date.now() - 10 * 86_400_000);
    await dynamoAuditLog.append(
      event({
        owner: other,
        actor: { kind: "system" },
        id: ulid(old.getTime()).toLowerCase(),
        at: old.toISOString(),
        action: "expired",
      }),
    );
    await dynamoAuditLog.append(event({ owner: other, actor: { kind: "clinician", sub: other }, action: "send" }));
    await dynamoAuditLog.append(event({ owner: other, actor: { kind: "clinician", sub: other }, action: "open" }));
    const sends = await dynamoAuditReader.activity(other, { action: "send", limit: 20 });
    expect(sends.events.map((e) => e.action)).toEqual(["send"]);
    const lastWeek = await dynamoAuditReader.activity(other, {
      from: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
      limit: 20,
    });
    expect(lastWeek.events.map((e) => e.action)).toEqual(["open", "send"]);
  });

  it("records a page's polls of a record once per window, with one conditional write and no read", async () => {
    const id = ulid().toLowerCase();
    const start = Date.now();
    const at = (ms: number) => ({ recordId: id, at: new Date(start + ms).toISOString() });

    const written = [
      await dynamoAuditLog.appendPoll(event(at(0)), 60_000),
      await dynamoAuditLog.appendPoll(event(at(1_000)), 60_000),
      await dynamoAuditLog.appendPoll(event(at(59_000)), 60_000),
      await dynamoAuditLog.appendPoll(event(at(61_000)), 60_000),
    ];

    expect(written).toEqual([true, false, false, true]);
    const history = await dynamoAuditReader.history(owner, "summary", id, { limit: 20 });
    expect(history.events).toHaveLength(2);
  });

  it("keeps a poll's window per record: another record's poll is recorded", async () => {
    const [first, second] = [ulid().toLowerCase(), ulid().toLowerCase()];

    expect(await dynamoAuditLog.appendPoll(event({ recordId: first }), 60_000)).toBe(true);
    expect(await dynamoAuditLog.appendPoll(event({ recordId: second }), 60_000)).toBe(true);
  });

  it("leaves no window open over a poll whose event could not be written, so the next poll records", async () => {
    const id = ulid().toLowerCase();
    const written = event({ recordId: id });
    await dynamoAuditLog.append(written);

    // The same event id again: the window opens, then the event's put fails its condition.
    await expect(dynamoAuditLog.appendPoll({ ...written }, 60_000)).rejects.toBeInstanceOf(AuditEventExists);

    expect(await dynamoAuditLog.appendPoll(event({ recordId: id }), 60_000)).toBe(true);
  });
});
