import { QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { RetainedRecord, RetentionJob, RetentionJobStore, RetentionSettings } from "#core/account/retention-job";
import { retentionCutoffMs } from "#core/account/retention-job";
import { expiresAtFor } from "#core/records/retention";
import { batchGetAll, db, tableName } from "./client";
import { conditionalWrite, ifConditionHolds } from "./conditional";
import { restampDerived } from "./derived";
import { derivedKey, derivedKeysOf, keys, RETAINED_PREFIXES } from "./keys";
import { getRetentionJob } from "./settings";

/**
 * Updates in flight at once while stamping a page: one at a time took seconds per thousand records; more than a few
 * gain nothing on the local stack, whose DynamoDB answers one request at a time, and slow every API request there.
 */
const PARALLEL = 4;
/**
 * A pause after each page, so the job leaves room for the clinicians' own requests (all of a practice's writes go
 * to one partition; locally, to one DynamoDB process). 10,000 records still take about a minute.
 */
const PAGE_PAUSE_MS = 100;

async function countRecords(sub: string, stop: () => Promise<boolean>): Promise<number | undefined> {
  const { pk } = keys.profile(sub);
  let total = 0;
  for (const prefix of RETAINED_PREFIXES) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
          ExpressionAttributeValues: { ":pk": pk, ":prefix": prefix },
          Select: "COUNT",
          ExclusiveStartKey: startKey,
        }),
      );
      total += page.Count ?? 0;
      startKey = page.LastEvaluatedKey;
      if (startKey && (await stop())) return undefined;
    } while (startKey);
  }
  return total;
}

/** The retained families in key order; the cursor (a sort key) says which one the job is in. */
async function recordsAfter(sub: string, cursor: string | null, limit: number): Promise<RetainedRecord[]> {
  const { pk } = keys.profile(sub);
  const records: RetainedRecord[] = [];
  const current = cursor ? RETAINED_PREFIXES.findIndex((p) => cursor.startsWith(p)) : 0;
  for (let i = Math.max(current, 0); i < RETAINED_PREFIXES.length && records.length < limit; i++) {
    const prefix = RETAINED_PREFIXES[i];
    let startKey = i === current && cursor ? { pk, sk: cursor } : undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
          ExpressionAttributeValues: { ":pk": pk, ":prefix": prefix },
          ProjectionExpression: "sk, createdAt",
          ExclusiveStartKey: startKey,
          Limit: limit - records.length,
        }),
      );
      for (const item of page.Items ?? []) records.push({ sk: String(item.sk), createdAt: String(item.createdAt) });
      startKey = page.LastEvaluatedKey as typeof startKey;
    } while (startKey && records.length < limit);
  }
  return records;
}

/**
 * One record's stamp: only while it is live (an expired record is never brought back) and only if no later job
 * stamped it (a job replaced mid-page must not undo its successor's work). Then what derives from a summary.
 */
async function stampRecord(sub: string, job: RetentionJob, record: RetainedRecord, nowMs: number): Promise<void> {
  const expiresAt = expiresAtFor(Date.parse(record.createdAt), job);
  const stamp =
    expiresAt === undefined
      ? "REMOVE expiresAt SET retentionJobId = :job"
      : "SET expiresAt = :e, retentionJobId = :job";
  const { pk } = keys.profile(sub);
  const result = await ifConditionHolds(
    db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk, sk: record.sk },
          UpdateExpression: stamp,
          ConditionExpression:
            "attribute_exists(pk) AND (attribute_not_exists(expiresAt) OR expiresAt > :now) AND " +
            "(attribute_not_exists(retentionJobId) OR retentionJobId <= :job)",
          ExpressionAttributeValues: {
            ":job": job.jobId,
            ":now": Math.floor(nowMs / 1000),
            ...(expiresAt === undefined ? {} : { ":e": expiresAt }),
          },
          ReturnValues: "ALL_NEW",
        }),
      )
      .then((r) => r.Attributes),
  );
  // A summary's patient link, sessions, feedback and send records live exactly as long as it does.
  if (result?.entity === "summary" && typeof result.id === "string") {
    const derived = new Map([keys.portalLink(result.id), ...derivedKeysOf(result)].map((k) => [derivedKey(k), k]));
    await restampDerived([...derived.values()], expiresAt);
  }
}

async function stampRecords(sub: string, job: RetentionJob, records: RetainedRecord[], nowMs: number): Promise<void> {
  for (let i = 0; i < records.length; i += PARALLEL) {
    await Promise.all(records.slice(i, i + PARALLEL).map((r) => stampRecord(sub, job, r, nowMs)));
  }
  await new Promise((r) => setTimeout(r, PAGE_PAUSE_MS));
}

async function saveProgress(
  sub: string,
  jobId: string,
  progress: Partial<Pick<RetentionJob, "total" | "done" | "cursor" | "state">>,
): Promise<boolean> {
  const fields = Object.entries(progress);
  return conditionalWrite(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.retentionJob(sub),
        UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :f${i}`).join(", ")}`,
        ConditionExpression: "jobId = :job",
        ExpressionAttributeNames: Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
        ExpressionAttributeValues: {
          ":job": jobId,
          ...Object.fromEntries(fields.map(([, value], i) => [`:f${i}`, value])),
        },
      }),
    ),
  );
}

export const dynamoRetentionJobStore: RetentionJobStore = {
  getJob: getRetentionJob,
  countRecords,
  recordsAfter,
  stampRecords,
  saveProgress,
};

/**
 * The defaults of core/account/settings.ts for a clinician who never saved settings (not imported: that module
 * brings the template presets into every function that reads a record).
 */
const DEFAULT_RETENTION: RetentionSettings = { retentionHours: 72, autoDeleteEnabled: true };

export const retentionOf = (item: Record<string, unknown> | undefined): RetentionSettings =>
  item
    ? {
        retentionHours: (item.retentionHours as RetentionSettings["retentionHours"] | undefined) ?? null,
        autoDeleteEnabled: item.autoDeleteEnabled !== false,
      }
    : DEFAULT_RETENTION;

/**
 * Records of `sub` created before this time are not shown at `nowMs` (core/account/retention-job.ts), in one read of
 * the settings and the retention job.
 */
export async function retentionCutoff(sub: string, nowMs: number): Promise<number> {
  const wanted = [keys.settings(sub), keys.retentionJob(sub)];
  const items = await batchGetAll(wanted);
  const settings = items.find((i) => i.sk === keys.settings(sub).sk);
  const job = items.find((i) => i.sk === keys.retentionJob(sub).sk) as RetentionJob | undefined;
  return retentionCutoffMs(retentionOf(settings), job, nowMs);
}
