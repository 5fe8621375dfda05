import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { ulid } from "ulid";
import { describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { applyRecentChanges } from "#adapters/store/recent-records";
import { resetConfigForTests } from "#lambdas/config";
import { newClinician } from "../support/clinicians";
import { seedSummaries } from "../support/seed-summaries";
import { tableClient } from "../support/table";

const stack = inject("stack");
Object.assign(process.env, { DYNAMODB_ENDPOINT: stack.dynamodbUrl, TABLE_NAME: stack.tableName });
resetConfigForTests();

const db = tableClient(stack.dynamodbUrl);
/** The local stack reads the table's stream every half second, as Lambda's event source mapping polls it. */
const STREAM_WAIT = { timeout: 15_000, interval: 250 };
const HOUR = 3600 * 1000;

const keptItem = async (sub: string) =>
  (await db.send(new GetCommand({ TableName: stack.tableName, Key: keys.recentRecords(sub), ConsistentRead: true })))
    .Item;
const keptIds = (sub: string) => async () =>
  ((await keptItem(sub))?.summaries as Array<{ id: string }> | undefined)?.map((row) => row.id);

describe("the dashboard's recent rows, kept by the table's stream", () => {
  it("keeps the newest summaries' list rows, without their text or chat", async () => {
    const clinician = await newClinician(stack, "recent-kept");
    const seeded = await seedSummaries(db, stack.tableName, clinician.sub, {
      count: 14,
      newestMs: Date.now() - HOUR,
      spacingMs: HOUR,
      chatMessages: 2,
    });

    await expect.poll(keptIds(clinician.sub), STREAM_WAIT).toEqual(seeded.slice(0, 10).map((s) => s.id));
    const item = await keptItem(clinician.sub);
    expect(JSON.stringify(item)).not.toMatch(/chatHistory|summaryContent/);
  });

  it("shows the next newest summary once the newest is deleted", async () => {
    const clinician = await newClinician(stack, "recent-delete");
    const seeded = await seedSummaries(db, stack.tableName, clinician.sub, {
      count: 12,
      newestMs: Date.now() - HOUR,
      spacingMs: HOUR,
    });
    await expect.poll(keptIds(clinician.sub), STREAM_WAIT).toHaveLength(10);

    const deleted = await clinician.call("DELETE", `/summaries/${seeded[0].id}`);

    expect(deleted.status).toBe(204);
    await expect.poll(keptIds(clinician.sub), STREAM_WAIT).toEqual(seeded.slice(1, 11).map((s) => s.id));
    const dashboard = await clinician.call("GET", "/dashboard");
    expect(dashboard.body.recent.map((r: { id: string }) => r.id)).toEqual(seeded.slice(1, 4).map((s) => s.id));
  });

  it("is removed with the clinician's last record", async () => {
    const clinician = await newClinician(stack, "recent-last");
    const [only] = await seedSummaries(db, stack.tableName, clinician.sub, {
      count: 1,
      newestMs: Date.now() - HOUR,
      spacingMs: HOUR,
    });
    await expect.poll(keptIds(clinician.sub), STREAM_WAIT).toEqual([only.id]);

    await clinician.call("DELETE", `/summaries/${only.id}`);

    await expect.poll(() => keptItem(clinician.sub), STREAM_WAIT).toBeUndefined();
  });

  it("applies two concurrent batches both, the second reading again after the first wrote", async () => {
    const sub = `recent-${ulid().toLowerCase()}`;
    const row = (id: string) => ({ id, createdAt: new Date().toISOString(), status: "ready" });
    const [a, b] = [ulid(Date.now() - 1000), ulid()];
    for (const id of [a, b]) {
      await db.send(
        new PutCommand({
          TableName: stack.tableName,
          Item: { ...keys.summary(sub, id), entity: "other-test-record", ...row(id) },
        }),
      );
    }

    await Promise.all([
      applyRecentChanges(sub, [{ kind: "summaries", id: a, after: row(a) }], Date.now()),
      applyRecentChanges(sub, [{ kind: "summaries", id: b, after: { ...row(b), sentAt: "now" } }], Date.now()),
    ]);

    const rows = ((await keptItem(sub))?.summaries ?? []) as Array<{ id: string; sentAt?: string }>;
    expect(rows.map((r) => [r.id, r.sentAt])).toEqual([
      [b, "now"],
      [a, undefined],
    ]);
  });
});
