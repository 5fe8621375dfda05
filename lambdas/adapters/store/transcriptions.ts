import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { isLive } from "#core/records/retention";
import type { StoredFile } from "#core/summaries/ports";
import {
  TRANSCRIPTION_LIST_FIELDS,
  type TranscriptionListRecord,
  type TranscriptionPage,
  type TranscriptionRecord,
  type TranscriptionStore,
} from "#core/transcriptions/ports";
import type { JobState } from "#core/transcriptions/status";
import { addToCounters, db, tableName } from "./client";
import { conditionalWrite, ifConditionHolds } from "./conditional";
import { keys } from "./keys";
import { livePage } from "./live-lists";
import { retentionCutoff } from "./retention";

const STORE_ONLY = new Set(["pk", "sk", "entity", "gsi1pk", "gsi1sk"]);

const toRecord = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !STORE_ONLY.has(k))) as unknown as TranscriptionRecord;

/** SET for the defined fields, REMOVE for those explicitly null-ed out of the record's optional keys. */
function updateExpression(patch: Partial<TranscriptionRecord>) {
  const entries = Object.entries(patch).filter(([k, v]) => v !== undefined && k !== "id");
  return {
    set: entries.map((_, i) => `#f${i} = :v${i}`).join(", "),
    names: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])) as Record<string, string>,
    values: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])) as Record<string, unknown>,
    empty: entries.length === 0,
  };
}

async function createTranscription(sub: string, record: TranscriptionRecord, month: string): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.transcription(sub, record.id), entity: "transcription", ...record },
            ConditionExpression: "attribute_not_exists(pk)",
          },
        },
        addToCounters(keys.monthStats(sub, month), "monthStats", { transcriptions: 1 }),
      ],
    }),
  );
}

async function getTranscription(sub: string, id: string, nowMs: number): Promise<TranscriptionRecord | undefined> {
  const [{ Item }, cutoff] = await Promise.all([
    db().send(new GetCommand({ TableName: tableName(), Key: keys.transcription(sub, id) })),
    retentionCutoff(sub, nowMs),
  ]);
  if (!Item || !isLive(Item as { expiresAt?: number }, nowMs)) return undefined;
  // Past the retention setting, even before the retention job re-stamps it (core/account/retention-job.ts).
  if (Date.parse(String(Item.createdAt)) < cutoff) return undefined;
  return toRecord(Item);
}

async function conditionalUpdate(
  sub: string,
  id: string,
  patch: Partial<TranscriptionRecord>,
  condition: string,
  names: Record<string, string> = {},
  values: Record<string, unknown> = {},
): Promise<boolean> {
  const update = updateExpression(patch);
  if (update.empty) return true;
  return conditionalWrite(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.transcription(sub, id),
        UpdateExpression: `SET ${update.set}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: { ...update.names, ...names },
        ExpressionAttributeValues: { ...update.values, ...values },
      }),
    ),
  );
}

function updateTranscription(sub: string, id: string, patch: Partial<TranscriptionRecord>): Promise<boolean> {
  return conditionalUpdate(sub, id, patch, "attribute_exists(pk)");
}

function transition(
  sub: string,
  id: string,
  from: JobState[],
  patch: Partial<TranscriptionRecord>,
  options: { run?: string; nowMs?: number; jobName?: string } = {},
): Promise<boolean> {
  const names: Record<string, string> = { "#job": "job" };
  const values: Record<string, unknown> = Object.fromEntries(from.map((state, i) => [`:from${i}`, state]));
  let condition = `attribute_exists(pk) AND #job IN (${from.map((_, i) => `:from${i}`).join(", ")})`;
  if (options.run !== undefined) {
    names["#run"] = "notesRun";
    values[":run"] = options.run;
    condition += " AND #run = :run";
  }
  if (options.jobName !== undefined) {
    names["#jobName"] = "jobName";
    values[":jobName"] = options.jobName;
    condition += " AND #jobName = :jobName";
  }
  if (options.nowMs !== undefined) {
    names["#deadline"] = "deadlineAt";
    values[":now"] = options.nowMs;
    condition += " AND (attribute_not_exists(#deadline) OR #deadline > :now)";
  }
  return conditionalUpdate(sub, id, patch, condition, names, values);
}

/**
 * A review edit of a finished record, guarded by one of its revision counters: it applies only to the revision it was
 * made on (a record saved before the counter existed is at 0), and counts one more. `also` adds to the condition.
 */
function revisedUpdate(
  sub: string,
  id: string,
  revision: "summaryRevision" | "transcriptRevision",
  expected: number,
  patch: Partial<TranscriptionRecord>,
  also: { condition?: string; names?: Record<string, string>; values?: Record<string, unknown> } = {},
): Promise<boolean> {
  return conditionalUpdate(
    sub,
    id,
    { ...patch, [revision]: expected + 1 },
    `attribute_exists(pk) AND #job IN (:done, :failed) AND ${also.condition ?? ""}` +
      "(#rev = :rev OR (attribute_not_exists(#rev) AND :rev = :zero))",
    { "#job": "job", ...also.names, "#rev": revision },
    { ":done": "done", ":failed": "failed", ...also.values, ":rev": expected, ":zero": 0 },
  );
}

function reviewSummary(
  sub: string,
  id: string,
  expected: number,
  patch: Partial<TranscriptionRecord>,
): Promise<boolean> {
  return revisedUpdate(sub, id, "summaryRevision", expected, patch, {
    condition: "(attribute_not_exists(#sent) OR #sent = :null) AND ",
    names: { "#sent": "patientSummarySentAt" },
    values: { ":null": null },
  });
}

function correctTranscript(
  sub: string,
  id: string,
  expected: number,
  patch: Partial<TranscriptionRecord>,
): Promise<boolean> {
  return revisedUpdate(sub, id, "transcriptRevision", expected, patch);
}

async function addFiles(sub: string, id: string, files: StoredFile[]): Promise<void> {
  if (files.length === 0) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.transcription(sub, id),
      UpdateExpression: "SET #files = list_append(if_not_exists(#files, :empty), :files)",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeNames: { "#files": "files" },
      ExpressionAttributeValues: { ":empty": [], ":files": files },
    }),
  );
}

async function listTranscriptions(
  sub: string,
  nowMs: number,
  page: { limit: number; after?: string; cutoffByCaller?: boolean },
): Promise<TranscriptionPage> {
  const after = page.after ? { ...keys.transcription(sub, page.after) } : undefined;
  return livePage<TranscriptionListRecord>(keys.transcriptionsOf(sub), TRANSCRIPTION_LIST_FIELDS, nowMs, page, after);
}

async function deleteTranscription(sub: string, id: string): Promise<TranscriptionRecord | undefined> {
  const deleted = await ifConditionHolds(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.transcription(sub, id),
        ConditionExpression: "attribute_exists(pk)",
        ReturnValues: "ALL_OLD",
      }),
    ),
  );
  return deleted?.Attributes ? toRecord(deleted.Attributes) : undefined;
}

function claimSendSummary(sub: string, id: string, summaryId: string, expected: string | null): Promise<boolean> {
  return conditionalUpdate(
    sub,
    id,
    { summaryId },
    expected === null
      ? "attribute_exists(pk) AND (attribute_not_exists(#sid) OR #sid = :null)"
      : "attribute_exists(pk) AND #sid = :expected",
    { "#sid": "summaryId" },
    expected === null ? { ":null": null } : { ":expected": expected },
  );
}

export const dynamoTranscriptionStore: TranscriptionStore = {
  createTranscription,
  getTranscription,
  updateTranscription,
  transition,
  reviewSummary,
  correctTranscript,
  addFiles,
  listTranscriptions,
  deleteTranscription,
  claimSendSummary,
};
