import { marshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { describe, expect, it } from "vitest";
import type { RecentChange } from "#adapters/store/recent-records";
import { createHandler } from "#lambdas/jobs/dashboard-counts";

const SUB = "11111111-1111-4111-8111-111111111111";
const now = () => Date.parse("2026-11-21T12:00:00.000Z");
const PK = `USER#${SUB}`;

const SK = "SUMMARY#01jexample0000000000000000";
const CREATED_MS = Date.parse("2026-11-21T09:41:12.345Z");

const summary = (fields: Record<string, unknown>) => ({
  pk: PK,
  sk: SK,
  entity: "summary",
  status: "ready",
  sentAt: null,
  createdAt: "2026-11-21T09:41:12.345Z",
  ...fields,
});

const record = (eventID: string, before?: Record<string, unknown>, after?: Record<string, unknown>) => ({
  eventID,
  eventName: before && after ? "MODIFY" : after ? "INSERT" : "REMOVE",
  dynamodb: {
    ...(before ? { OldImage: marshall(before, { removeUndefinedValues: true }) } : {}),
    ...(after ? { NewImage: marshall(after, { removeUndefinedValues: true }) } : {}),
  },
});

/** Records every change the handler asks for; answers that a record was counted before when told so. */
function counter(countedBefore: string[] = []) {
  const calls: Array<{ sub: string; eventId: string; changes: unknown }> = [];
  const count = async (sub: string, eventId: string, changes: unknown) => {
    calls.push({ sub, eventId, changes });
    return !countedBefore.includes(eventId);
  };
  return { calls, count };
}

/** Records the recent-row changes handed over, per clinician. */
function recentRecorder() {
  const calls: Array<{ sub: string; changes: RecentChange[] }> = [];
  const apply = async (sub: string, changes: RecentChange[]) => {
    calls.push({ sub, changes });
    return true;
  };
  return { calls, apply };
}

const handlerWith = (count: ReturnType<typeof counter>["count"], clock = now, recent = recentRecorder()) =>
  createHandler({ apply: count, applyQuestions: async () => undefined, applyRecent: recent.apply, now: clock });

describe("dashboard-counts stream function", () => {
  it("keeps the creation time of a summary that became a draft, for its clinician, under the stream record's id", async () => {
    const { calls, count } = counter();
    const event = { Records: [record("e1", summary({ status: "processing" }), summary({}))] };

    await handlerWith(count)(event as unknown as DynamoDBStreamEvent);

    expect(calls).toEqual([
      { sub: SUB, eventId: "e1", changes: [{ day: "2026-11-21", name: SK, createdMs: CREATED_MS }] },
    ]);
  });

  it("lets a sent or removed draft go", async () => {
    const { calls, count } = counter();
    const event = {
      Records: [record("e1", summary({}), summary({ sentAt: "2026-11-21T10:00:00.000Z" })), record("e2", summary({}))],
    };

    await handlerWith(count)(event as unknown as DynamoDBStreamEvent);

    expect(calls.map((c) => c.changes)).toEqual([
      [{ day: "2026-11-21", name: SK, createdMs: null }],
      [{ day: "2026-11-21", name: SK, createdMs: null }],
    ]);
  });

  it("asks nothing for writes that change no draft (edits, its own day items, other partitions)", async () => {
    const { calls, count } = counter();
    const event = {
      Records: [
        record("e1", summary({}), summary({ summaryContent: "Edited." })),
        record("e2", undefined, { pk: PK, sk: "STATS#DRAFTS#2026-11-21", entity: "unsentDrafts", [SK]: CREATED_MS }),
        record("e3", undefined, { pk: "PORTAL#x", sk: "LINK", entity: "summary", status: "ready", createdAt: "x" }),
      ],
    };

    await handlerWith(count)(event as unknown as DynamoDBStreamEvent);

    expect(calls).toEqual([]);
  });

  it("goes on past a record counted before (a redelivered batch)", async () => {
    const { calls, count } = counter(["e1"]);
    const event = { Records: [record("e1", undefined, summary({})), record("e2", undefined, summary({}))] };

    await handlerWith(count)(event as unknown as DynamoDBStreamEvent);

    expect(calls.map((c) => c.eventId)).toEqual(["e1", "e2"]);
  });

  it("leaves days no dashboard will read again (a draft five days old, sent today)", async () => {
    const { calls, count } = counter();
    const event = { Records: [record("e1", summary({}), summary({ sentAt: "2026-11-26T13:00:00.000Z" }))] };

    await handlerWith(count, () => Date.parse("2026-11-26T13:00:00.000Z"))(event as unknown as DynamoDBStreamEvent);

    expect(calls).toEqual([]);
  });

  it("hands a clinician's list-row changes over once per batch, in stream order, the removal as no row", async () => {
    const recent = recentRecorder();
    const other = { ...summary({ id: "b" }), pk: "USER#someone-else", sk: "SUMMARY#b" };
    const event = {
      Records: [
        record("e1", undefined, summary({ id: "a", status: "processing" })),
        record("e2", undefined, other),
        record("e3", summary({ id: "a", status: "processing" }), summary({ id: "a" })),
        record("e4", summary({ id: "a" })),
      ],
    };

    await handlerWith(counter().count, now, recent)(event as unknown as DynamoDBStreamEvent);

    expect(recent.calls.map((c) => [c.sub, c.changes.map((x) => [x.id, x.after?.status ?? "gone"])])).toEqual([
      [
        SUB,
        [
          ["a", "processing"],
          ["a", "ready"],
          ["a", "gone"],
        ],
      ],
      ["someone-else", [["b", "ready"]]],
    ]);
  });

  it("hands over no change a list row does not show (the text edited, its day items)", async () => {
    const recent = recentRecorder();
    const event = {
      Records: [
        record("e1", summary({ id: "a" }), summary({ id: "a", summaryContent: "Edited." })),
        record("e2", undefined, { pk: PK, sk: "STATS#DRAFTS#2026-11-21", entity: "unsentDrafts", [SK]: CREATED_MS }),
      ],
    };

    await handlerWith(counter().count, now, recent)(event as unknown as DynamoDBStreamEvent);

    expect(recent.calls).toEqual([]);
  });

  it("hands over a list row with the list's fields only, never the text", async () => {
    const recent = recentRecorder();
    const event = { Records: [record("e1", undefined, summary({ id: "a", summaryContent: "Take aspirin." }))] };

    await handlerWith(counter().count, now, recent)(event as unknown as DynamoDBStreamEvent);

    expect(recent.calls[0].changes[0].after).toEqual({
      id: "a",
      status: "ready",
      sentAt: null,
      createdAt: "2026-11-21T09:41:12.345Z",
    });
  });
});
