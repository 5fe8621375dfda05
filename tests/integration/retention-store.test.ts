import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { LOCAL_CREDENTIALS } from "../../infra/local/bootstrap";
import { reapExpired } from "../../infra/local/ttl-reaper";
import { newClinician } from "../support/clinicians";

const stack = inject("stack");
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.dynamodbUrl, region: "us-east-1", credentials: LOCAL_CREDENTIALS }),
);

async function putSummary(sub: string, id: string, createdAt: string, expiresAt?: number) {
  await db.send(
    new PutCommand({
      TableName: stack.tableName,
      Item: { ...keys.summary(sub, id), entity: "summary", createdAt, expiresAt },
    }),
  );
}

async function readSummary(sub: string, id: string) {
  return (await db.send(new GetCommand({ TableName: stack.tableName, Key: keys.summary(sub, id) }))).Item;
}

describe("retention in DynamoDB Local", () => {
  let clinician: Awaited<ReturnType<typeof newClinician>>;
  beforeAll(async () => {
    clinician = await newClinician(stack, "retention");
  });

  it("re-stamps existing summaries when the period changes", async () => {
    const createdAt = "2026-11-21T10:00:00.000Z";
    await putSummary(clinician.sub, "01restamp", createdAt, Date.parse(createdAt) / 1000 + 72 * 3600);

    await clinician.call("PUT", "/settings", { retentionHours: 24 });

    expect((await readSummary(clinician.sub, "01restamp"))?.expiresAt).toBe(Date.parse(createdAt) / 1000 + 24 * 3600);
  });

  it("removes the expiry when auto-delete is switched off", async () => {
    await putSummary(clinician.sub, "01keep", "2026-11-21T10:00:00.000Z", 1);

    await clinician.call("PUT", "/settings", { autoDeleteEnabled: false });

    expect((await readSummary(clinician.sub, "01keep"))?.expiresAt).toBeUndefined();
  });

  it("has the TTL reaper delete expired items and keep live ones", async () => {
    const now = Date.parse("2026-11-21T12:00:00.000Z");
    await putSummary("reaper-user", "01old", "2026-11-20T00:00:00.000Z", now / 1000 - 1);
    await putSummary("reaper-user", "01new", "2026-11-21T11:00:00.000Z", now / 1000 + 3600);

    await reapExpired(stack.dynamodbUrl, stack.tableName, now);

    expect(await readSummary("reaper-user", "01old")).toBeUndefined();
    expect(await readSummary("reaper-user", "01new")).toBeDefined();
  });
});
