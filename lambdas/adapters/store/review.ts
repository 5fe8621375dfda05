import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ReviewStore } from "#core/review/ports";
import type { RegenerationRecord, SummaryRecord } from "#core/summaries/ports";
import { db, tableName } from "./client";
import { ifConditionHolds } from "./conditional";
import { keys } from "./keys";

const NOT_SENT = "(attribute_not_exists(sentAt) OR attribute_type(sentAt, :nullType))";
const LIVE = "(attribute_not_exists(expiresAt) OR expiresAt > :nowSec)";
/** A send that holds the summary (or emailed someone) keeps its text; one that died before emailing does not. */
const NO_LIVE_SEND =
  "(attribute_not_exists(#send) OR (#send.leaseUntil < :nowMs AND attribute_not_exists(#send.emailedAt)))";
const NO_LIVE_REGENERATION =
  "(attribute_not_exists(#regen) OR #regen.#regenStatus <> :processing OR #regen.deadlineAt < :nowMs)";

function revisionIs(expected: number): string {
  // Records from before review carry no revision: they are at version 1.
  return expected === 1 ? "(attribute_not_exists(#revision) OR #revision = :revision)" : "#revision = :revision";
}

function setPart(patch: Partial<SummaryRecord>) {
  const entries = Object.entries(patch).filter(([k, v]) => v !== undefined && k !== "id");
  return {
    set: entries.map((_, i) => `#f${i} = :v${i}`).join(", "),
    names: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
    values: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
  };
}

const STORE_ONLY = new Set(["pk", "sk", "entity", "gsi1pk", "gsi1sk"]);
export const toRecord = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !STORE_ONLY.has(k))) as unknown as SummaryRecord;

export function guarded(nowMs: number, expectedRevision: number) {
  return {
    condition: [
      "attribute_exists(pk)",
      "#status = :ready",
      NOT_SENT,
      LIVE,
      NO_LIVE_SEND,
      NO_LIVE_REGENERATION,
      revisionIs(expectedRevision),
    ].join(" AND "),
    names: {
      "#status": "status",
      "#send": "send",
      "#regen": "regeneration",
      "#regenStatus": "status",
      "#revision": "revision",
    },
    values: {
      ":ready": "ready",
      ":nullType": "NULL",
      ":nowSec": Math.floor(nowMs / 1000),
      ":nowMs": nowMs,
      ":processing": "processing",
      ":revision": expectedRevision,
    },
  };
}

async function conditional(command: UpdateCommand): Promise<Record<string, unknown> | undefined> {
  const written = await ifConditionHolds(db().send(command));
  return written && (written.Attributes ?? {});
}

async function applyReview(
  sub: string,
  id: string,
  expectedRevision: number,
  patch: Partial<SummaryRecord>,
  nowMs: number,
): Promise<SummaryRecord | undefined> {
  const { set, names, values } = setPart(patch);
  const guard = guarded(nowMs, expectedRevision);
  const item = await conditional(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.summary(sub, id),
      // An abandoned send that emailed nobody, the version it pinned and a finished regeneration go with the change.
      UpdateExpression: `SET ${set} REMOVE #send, sentRevision, #regen`,
      ConditionExpression: guard.condition,
      ExpressionAttributeNames: { ...names, ...guard.names },
      ExpressionAttributeValues: { ...values, ...guard.values },
      ReturnValues: "ALL_NEW",
    }),
  );
  return item && toRecord(item);
}

async function startRegeneration(
  sub: string,
  id: string,
  expectedRevision: number,
  regeneration: RegenerationRecord,
  nowMs: number,
): Promise<SummaryRecord | undefined> {
  const guard = guarded(nowMs, expectedRevision);
  const item = await conditional(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.summary(sub, id),
      UpdateExpression: "SET #regen = :regeneration REMOVE #send, sentRevision",
      ConditionExpression: guard.condition,
      ExpressionAttributeNames: guard.names,
      ExpressionAttributeValues: { ...guard.values, ":regeneration": regeneration },
      ReturnValues: "ALL_NEW",
    }),
  );
  return item && toRecord(item);
}

async function finishRegeneration(
  sub: string,
  id: string,
  regenerationId: string,
  expectedRevision: number,
  patch: Partial<SummaryRecord>,
  nowMs: number,
): Promise<boolean> {
  const { set, names, values } = setPart(patch);
  const item = await conditional(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.summary(sub, id),
      UpdateExpression: `SET ${set} REMOVE #regen`,
      ConditionExpression: [
        "#regen.#regenId = :regenerationId",
        "#regen.#regenStatus = :processing",
        "#regen.deadlineAt > :nowMs",
        NOT_SENT,
        "attribute_not_exists(#send)",
        revisionIs(expectedRevision),
      ].join(" AND "),
      ExpressionAttributeNames: {
        ...names,
        "#regen": "regeneration",
        "#regenId": "id",
        "#regenStatus": "status",
        "#send": "send",
        "#revision": "revision",
      },
      ExpressionAttributeValues: {
        ...values,
        ":regenerationId": regenerationId,
        ":processing": "processing",
        ":nowMs": nowMs,
        ":nullType": "NULL",
        ":revision": expectedRevision,
      },
    }),
  );
  return item !== undefined;
}

async function failRegeneration(sub: string, id: string, regenerationId: string, message: string): Promise<boolean> {
  const item = await conditional(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.summary(sub, id),
      UpdateExpression: "SET #regen.#regenStatus = :failed, #regen.#error = :message",
      ConditionExpression: "#regen.#regenId = :regenerationId AND #regen.#regenStatus = :processing",
      ExpressionAttributeNames: {
        "#regen": "regeneration",
        "#regenId": "id",
        "#regenStatus": "status",
        "#error": "error",
      },
      ExpressionAttributeValues: {
        ":regenerationId": regenerationId,
        ":processing": "processing",
        ":failed": "failed",
        ":message": message,
      },
    }),
  );
  return item !== undefined;
}

export const dynamoReviewStore: ReviewStore = {
  applyReview,
  startRegeneration,
  finishRegeneration,
  failRegeneration,
};
