import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ChatMessage } from "#contracts/summaries";
import { isLive } from "#core/records/retention";
import { ChatFull, SendInProgress } from "#core/shared/store-errors";
import type {
  SummaryListRecord,
  SummaryPage,
  SummaryPageRequest,
  SummaryRecord,
  SummaryStore,
} from "#core/summaries/ports";
import { addToCounters, db, tableName } from "./client";
import { ifConditionHolds } from "./conditional";
import { keys } from "./keys";
import { livePage } from "./live-lists";
import { retentionCutoff } from "./retention";

const STORE_ONLY = new Set(["pk", "sk", "entity", "gsi1pk", "gsi1sk"]);

function toRecord(item: Record<string, unknown>): SummaryRecord {
  const record = Object.fromEntries(Object.entries(item).filter(([k]) => !STORE_ONLY.has(k)));
  return record as unknown as SummaryRecord;
}

async function createSummary(sub: string, record: SummaryRecord, month: string): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.summary(sub, record.id), entity: "summary", ...record },
            ConditionExpression: "attribute_not_exists(pk)",
          },
        },
        addToCounters(keys.monthStats(sub, month), "monthStats", { summaries: 1 }),
        addToCounters(keys.globalCounters(), "globalCounters", { totalSummaries: 1 }),
      ],
    }),
  );
}

async function getSummary(sub: string, id: string, nowMs: number): Promise<SummaryRecord | undefined> {
  const [{ Item }, cutoff] = await Promise.all([
    db().send(new GetCommand({ TableName: tableName(), Key: keys.summary(sub, id) })),
    retentionCutoff(sub, nowMs),
  ]);
  if (!Item || !isLive(Item as { expiresAt?: number }, nowMs)) return undefined;
  // Past the retention setting, even before the retention job re-stamps it (core/account/retention-job.ts).
  if (Date.parse(String(Item.createdAt)) < cutoff) return undefined;
  return toRecord(Item);
}

async function updateSummary(sub: string, id: string, patch: Partial<SummaryRecord>): Promise<void> {
  const entries = Object.entries(patch).filter(([k, v]) => v !== undefined && k !== "id");
  if (entries.length === 0) return;
  const names = Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k]));
  const values = Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v]));
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.summary(sub, id),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(", ")}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ConditionExpression: "attribute_exists(pk)",
    }),
  );
}

/**
 * What a list row shows and what the status rule (core toView, withDeadline) reads: never the text, chat, flags,
 * notices or files. A field the status rule starts reading belongs here too.
 */
export const SUMMARY_LIST_FIELDS = [
  "id",
  "patientName",
  "originalFilename",
  "status",
  "stage",
  "error",
  "sentAt",
  "createdAt",
  "expiresAt",
  "deadlineAt",
  "openFlags",
  "sample",
] as const;

async function listSummaries(sub: string, nowMs: number, page: SummaryPageRequest): Promise<SummaryPage> {
  const after = page.after ? { ...keys.summary(sub, page.after) } : undefined;
  return livePage<SummaryListRecord>(keys.summariesOf(sub), SUMMARY_LIST_FIELDS, nowMs, page, after);
}

async function deleteSummary(sub: string, id: string, nowMs: number): Promise<SummaryRecord | undefined> {
  const deleted = await ifConditionHolds(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.summary(sub, id),
        ConditionExpression: "attribute_exists(pk) AND (attribute_not_exists(#send) OR #send.leaseUntil < :now)",
        ExpressionAttributeNames: { "#send": "send" },
        ExpressionAttributeValues: { ":now": nowMs },
        ReturnValues: "ALL_OLD",
      }),
    ),
  );
  if (deleted) return deleted.Attributes ? toRecord(deleted.Attributes) : undefined;
  // The condition failed: a send holds the summary, or it is already gone.
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.summary(sub, id) }));
  if (Item) throw new SendInProgress();
  return undefined;
}

async function appendChat(
  sub: string,
  id: string,
  messages: ChatMessage[],
  maxMessages: number,
): Promise<ChatMessage[]> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, id),
        UpdateExpression: "SET chatHistory = list_append(if_not_exists(chatHistory, :empty), :messages)",
        ExpressionAttributeValues: { ":empty": [], ":messages": messages, ":room": maxMessages - messages.length },
        ConditionExpression:
          "attribute_exists(pk) AND (attribute_not_exists(chatHistory) OR size(chatHistory) <= :room)",
        ReturnValues: "ALL_NEW",
      }),
    );
    return (Attributes?.chatHistory as ChatMessage[]) ?? messages;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.summary(sub, id) }));
    if (Item) throw new ChatFull();
    throw error;
  }
}

export const dynamoSummaryStore: SummaryStore = {
  createSummary,
  getSummary,
  updateSummary,
  listSummaries,
  deleteSummary,
  appendChat,
};
