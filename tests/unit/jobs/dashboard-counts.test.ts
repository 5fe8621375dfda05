import { marshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { createHandler } from "#lambdas/jobs/dashboard-counts";

const SUB = "11111111-1111-4111-8111-111111111111";
const now = () => Date.parse("2026-11-21T12:00:00.000Z");
const PK = `USER#${SUB}`;

const summary = (fields: Record<string, unknown>) => ({
  pk: PK,
  sk: "SUMMARY#01jexample0000000000000000",
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

/** Records every count the handler asks for; answers that a record was counted before when told so. */
function counter(countedBefore: string[] = []) {
  const calls: Array<{ sub: string; eventId: string; deltas: unknown }> = [];
  const count = async (sub: string, eventId: string, deltas: unknown) => {
    calls.push({ sub, eventId, deltas });
    return !countedBefore.includes(eventId);
  };
  return { calls, count };
}

describe("dashboard-counts stream function", () => {
  it("counts a summary that became a draft, for its clinician, under the stream record's id", async () => {
    const { calls, count } = counter();
    const event = { Records: [record("e1", summary({ status: "processing" }), summary({}))] };

    await createHandler(count, now)(event as unknown as DynamoDBStreamEvent);

    expect(calls).toEqual([{ sub: SUB, eventId: "e1", deltas: [{ hour: "2026-11-21T09", delta: 1 }] }]);
  });

  it("counts a sent or removed draft down", async () => {
    const { calls, count } = counter();
    const event = {
      Records: [record("e1", summary({}), summary({ sentAt: "2026-11-21T10:00:00.000Z" })), record("e2", summary({}))],
    };

    await createHandler(count, now)(event as unknown as DynamoDBStreamEvent);

    expect(calls.map((c) => c.deltas)).toEqual([
      [{ hour: "2026-11-21T09", delta: -1 }],
      [{ hour: "2026-11-21T09", delta: -1 }],
    ]);
  });

  it("asks nothing for writes that change no count (edits, counters, other partitions)", async () => {
    const { calls, count } = counter();
    const event = {
      Records: [
        record("e1", summary({}), summary({ summaryContent: "Edited." })),
        record("e2", undefined, { pk: PK, sk: "STATS#UNSENT#2026-11-21T09", unsent: 1 }),
        record("e3", undefined, { pk: "PORTAL#x", sk: "LINK", entity: "summary", status: "ready", createdAt: "x" }),
      ],
    };

    await createHandler(count, now)(event as unknown as DynamoDBStreamEvent);

    expect(calls).toEqual([]);
  });

  it("goes on past a record counted before (a redelivered batch)", async () => {
    const { calls, count } = counter(["e1"]);
    const event = { Records: [record("e1", undefined, summary({})), record("e2", undefined, summary({}))] };

    await createHandler(count, now)(event as unknown as DynamoDBStreamEvent);

    expect(calls.map((c) => c.eventId)).toEqual(["e1", "e2"]);
  });

  it("leaves hours no dashboard will read again (a draft four days old, sent today)", async () => {
    const { calls, count } = counter();
    const event = { Records: [record("e1", summary({}), summary({ sentAt: "2026-11-25T13:00:00.000Z" }))] };

    await createHandler(count, () => Date.parse("2026-11-25T13:00:00.000Z"))(event as unknown as DynamoDBStreamEvent);

    expect(calls).toEqual([]);
  });
});
