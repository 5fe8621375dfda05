import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { ulid } from "ulid";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { LOCAL_CREDENTIALS } from "../../infra/local/bootstrap";
import { reapExpired } from "../../infra/local/ttl-reaper";
import { type Clinician, newClinician } from "../support/clinicians";

const stack = inject("stack");
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.dynamodbUrl, region: "us-east-1", credentials: LOCAL_CREDENTIALS }),
);
const HOUR = 3600 * 1000;
const JOB_WAIT = { timeout: 20_000, interval: 200 };

async function putSummary(sub: string, id: string, createdAt: string, extra: Record<string, unknown> = {}) {
  await db.send(
    new PutCommand({
      TableName: stack.tableName,
      Item: {
        ...keys.summary(sub, id),
        entity: "summary",
        id,
        status: "ready",
        patientName: "Test Patient",
        createdAt,
        expiresAt: Math.floor(Date.parse(createdAt) / 1000) + 72 * 3600,
        ...extra,
      },
    }),
  );
}

async function readSummary(sub: string, id: string) {
  return (await db.send(new GetCommand({ TableName: stack.tableName, Key: keys.summary(sub, id) }))).Item;
}

const retentionState = (clinician: Clinician) => async () => (await clinician.call("GET", "/me")).body.retention?.state;

describe("retention changes in DynamoDB Local", () => {
  let clinician: Clinician;
  beforeAll(async () => {
    clinician = await newClinician(stack, "retention");
  });

  it("answers at once that the change is being applied, and re-stamps existing summaries in the background", async () => {
    const createdAt = new Date(Math.floor((Date.now() - HOUR) / 1000) * 1000).toISOString();
    await putSummary(clinician.sub, "01restamp", createdAt);

    const saved = await clinician.call("PUT", "/settings", { retentionHours: 24 });

    expect(saved.body.retention).toEqual({ state: "applying", done: 0, total: null });
    await expect.poll(retentionState(clinician), JOB_WAIT).toBe("done");
    expect((await readSummary(clinician.sub, "01restamp"))?.expiresAt).toBe(Date.parse(createdAt) / 1000 + 24 * 3600);
    expect((await clinician.call("GET", "/me")).body.retention).toMatchObject({ done: 1, total: 1 });
  });

  it("removes the expiry of live summaries when auto-delete is switched off", async () => {
    await putSummary(clinician.sub, "01keep", new Date(Date.now() - HOUR).toISOString());

    await clinician.call("PUT", "/settings", { autoDeleteEnabled: false });

    await expect.poll(async () => (await readSummary(clinician.sub, "01keep"))?.expiresAt, JOB_WAIT).toBeUndefined();
  });

  it("never brings back a summary that had already expired", async () => {
    const other = await newClinician(stack, "retention-expired");
    const expiredAt = Math.floor(Date.now() / 1000) - 60;
    await putSummary(other.sub, "01gone", new Date(Date.now() - 2 * HOUR).toISOString(), { expiresAt: expiredAt });

    await other.call("PUT", "/settings", { autoDeleteEnabled: false });

    await expect.poll(retentionState(other), JOB_WAIT).toBe("done");
    expect((await readSummary(other.sub, "01gone"))?.expiresAt).toBe(expiredAt);
  });

  it("hides a summary past the new period at once, before the job has re-stamped it", async () => {
    const other = await newClinician(stack, "retention-at-once");
    const createdMs = Date.now() - 30 * HOUR;
    const id = ulid(createdMs).toLowerCase();
    // Stamped by a job later than any this test starts, so the new job leaves it as it is.
    await putSummary(other.sub, id, new Date(createdMs).toISOString(), { retentionJobId: "~" });
    const before = await other.call("GET", `/summaries/${id}`);

    await other.call("PUT", "/settings", { retentionHours: 24 });

    expect(before.status).toBe(200);
    expect((await other.call("GET", `/summaries/${id}`)).status).toBe(404);
    expect((await other.call("GET", "/summaries")).body.summaries).toEqual([]);
    expect((await readSummary(other.sub, id))?.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it("has the TTL reaper delete expired items and keep live ones", async () => {
    const now = Date.parse("2026-11-21T12:00:00.000Z");
    await putSummary("reaper-user", "01old", "2026-11-20T00:00:00.000Z", { expiresAt: now / 1000 - 1 });
    await putSummary("reaper-user", "01new", "2026-11-21T11:00:00.000Z", { expiresAt: now / 1000 + 3600 });

    await reapExpired(stack.dynamodbUrl, stack.tableName, now);

    expect(await readSummary("reaper-user", "01old")).toBeUndefined();
    expect(await readSummary("reaper-user", "01new")).toBeDefined();
  });
});
