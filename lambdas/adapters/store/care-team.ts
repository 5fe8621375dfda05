import { GetCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { OpenQuestionsEntry } from "#core/care-team/dashboard";
import type { AddOutcome, CareTeamStore, NewQuestion, QuestionThread } from "#core/care-team/ports";
import { isLive } from "#core/records/retention";
import { db, tableName } from "./client";
import { ifConditionHolds } from "./conditional";
import { derivedKey, keys } from "./keys";

async function getThread(sub: string, summaryId: string, nowMs: number): Promise<QuestionThread | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.careTeamQuestions(sub, summaryId) }),
  );
  if (!Item || !isLive(Item as { expiresAt?: number }, nowMs)) return undefined;
  return {
    summaryId,
    questions: Array.isArray(Item.questions) ? Item.questions : [],
    day: String(Item.day ?? ""),
    dayCount: Number(Item.dayCount ?? 0),
  };
}

/**
 * One transaction: the question appended to the thread, on condition the thread is as it was read (same day and count,
 * or a new day; room left), and the summary counting one more open question and listing the thread as derived from
 * it (so deleting or expiring the summary deletes the thread), on condition the summary still exists.
 */
async function addQuestion(sub: string, input: NewQuestion): Promise<AddOutcome> {
  const threadKey = keys.careTeamQuestions(sub, input.summaryId);
  const sameDay = input.read?.day === input.today;
  const values: Record<string, unknown> = {
    ":q": [input.question],
    ":empty": [],
    ":entity": "careTeamQuestions",
    ":sid": input.summaryId,
    ":today": input.today,
    ":one": 1,
    ":room": input.maxInAll,
  };
  let set = "questions = list_append(if_not_exists(questions, :empty), :q), entity = :entity, summaryId = :sid";
  let condition: string;
  if (sameDay && input.read) {
    set += ", dayCount = dayCount + :one";
    condition = "#day = :today AND dayCount = :read AND dayCount < :perDay AND size(questions) < :room";
    values[":read"] = input.read.dayCount;
    values[":perDay"] = input.maxPerDay;
  } else {
    set += ", #day = :today, dayCount = :one";
    condition = input.read
      ? "#day = :readDay AND size(questions) = :readSize AND size(questions) < :room"
      : "attribute_not_exists(pk)";
    if (input.read) {
      values[":readDay"] = input.read.day;
      values[":readSize"] = input.read.questions.length;
    } else {
      delete values[":room"];
    }
  }
  if (input.expiresAt !== undefined) {
    set += ", expiresAt = :exp";
    values[":exp"] = input.expiresAt;
  }
  const written = await ifConditionHolds(
    db()
      .send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: threadKey,
                UpdateExpression: `SET ${set}`,
                ConditionExpression: condition,
                ExpressionAttributeNames: { "#day": "day" },
                ExpressionAttributeValues: values,
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: keys.summary(sub, input.summaryId),
                UpdateExpression:
                  "SET openQuestions = if_not_exists(openQuestions, :zero) + :one, lastQuestionAt = :at ADD derivedKeys :derived",
                ConditionExpression: "attribute_exists(pk)",
                ExpressionAttributeValues: {
                  ":zero": 0,
                  ":one": 1,
                  ":at": input.question.askedAt,
                  ":derived": new Set([derivedKey(threadKey)]),
                },
              },
            },
          ],
        }),
      )
      .then(() => "added" as const),
    false,
    false,
  );
  if (written) return written;
  // Which condition failed is not said by a cancelled transaction's return here: the summary's absence is checked.
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.summary(sub, input.summaryId), ProjectionExpression: "pk" }),
  );
  return Item ? "changed" : "summary-gone";
}

/** The reply, on condition the question at `index` is still this one and unanswered; one open question less. */
async function replyTo(
  sub: string,
  summaryId: string,
  index: number,
  questionId: string,
  reply: { text: string; at: string },
): Promise<boolean> {
  if (!Number.isInteger(index) || index < 0) return false;
  const at = `questions[${index}]`;
  const written = await ifConditionHolds(
    db()
      .send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: keys.careTeamQuestions(sub, summaryId),
                UpdateExpression: `SET ${at}.reply = :reply, ${at}.repliedAt = :at`,
                ConditionExpression: `${at}.id = :id AND attribute_not_exists(${at}.reply)`,
                ExpressionAttributeValues: { ":reply": reply.text, ":at": reply.at, ":id": questionId },
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: keys.summary(sub, summaryId),
                UpdateExpression: "SET openQuestions = openQuestions - :one",
                ConditionExpression: "attribute_exists(pk) AND openQuestions >= :one",
                ExpressionAttributeValues: { ":one": 1 },
              },
            },
          ],
        }),
      )
      .then(() => true),
    false,
    false,
  );
  return written === true;
}

/** The stream's change to the clinician's open-questions index: one summary's entry set, or removed. */
export async function applyOpenQuestions(
  sub: string,
  summaryId: string,
  entry: OpenQuestionsEntry | null,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.openQuestionsIndex(sub),
      UpdateExpression: entry ? "SET #s = :entry, entity = :entity" : "REMOVE #s",
      ExpressionAttributeNames: { "#s": `SUMMARY#${summaryId}` },
      ExpressionAttributeValues: entry ? { ":entry": entry, ":entity": "openQuestions" } : undefined,
    }),
  );
}

/** The index's entries as read with the dashboard's batch (adapters/store/dashboard.ts). */
export function openQuestionsOf(item: Record<string, unknown> | undefined): Array<OpenQuestionsEntry & { id: string }> {
  return Object.entries(item ?? {})
    .filter(([name, value]) => name.startsWith("SUMMARY#") && typeof value === "object" && value !== null)
    .map(([name, value]) => ({ ...(value as OpenQuestionsEntry), id: name.slice("SUMMARY#".length) }));
}

export const dynamoCareTeamStore: CareTeamStore = { getThread, addQuestion, replyTo };
