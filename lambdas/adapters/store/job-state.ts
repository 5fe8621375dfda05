import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { JobStateStore, SummaryRecord } from "#core/summaries/ports";
import { db, tableName } from "./client";
import { conditionalWrite } from "./conditional";
import { keys } from "./keys";

/** Runs a conditional update; a failed condition answers false, every other error is thrown. */
function conditional(command: UpdateCommand): Promise<boolean> {
  return conditionalWrite(db().send(command));
}

function setExpression(patch: Partial<SummaryRecord>) {
  const entries = Object.entries(patch).filter(([k, v]) => v !== undefined && k !== "id");
  return {
    set: entries.map((_, i) => `#f${i} = :v${i}`).join(", "),
    names: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
    values: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
  };
}

async function finishIfProcessing(
  sub: string,
  id: string,
  patch: Partial<SummaryRecord>,
  nowMs: number,
): Promise<boolean> {
  const { set, names, values } = setExpression(patch);
  return conditional(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.summary(sub, id),
      UpdateExpression: `SET ${set}`,
      // Records from before deadlines existed have none; their readers apply the default deadline.
      ConditionExpression: "#status = :processing AND (attribute_not_exists(#deadline) OR #deadline > :now)",
      ExpressionAttributeNames: { ...names, "#status": "status", "#deadline": "deadlineAt" },
      ExpressionAttributeValues: { ...values, ":processing": "processing", ":now": nowMs },
    }),
  );
}

async function failIfProcessing(sub: string, id: string, message: string): Promise<boolean> {
  return conditional(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.summary(sub, id),
      UpdateExpression: "SET #status = :failed, #error = :message",
      ConditionExpression: "#status = :processing",
      ExpressionAttributeNames: { "#status": "status", "#error": "error" },
      ExpressionAttributeValues: { ":failed": "failed", ":message": message, ":processing": "processing" },
    }),
  );
}

/**
 * Puts a failed record back to work for a retry (decision 203): only while it is failed, or still 'processing' past
 * its deadline (reads show that as failed). False when it is anything else, or gone.
 */
async function restartIfFailed(sub: string, id: string, deadlineAt: number, nowMs: number): Promise<boolean> {
  return conditional(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.summary(sub, id),
      // Back in line (decision 366): the job sets its stage and deadline when it leaves the queue.
      UpdateExpression: "SET #status = :processing, #stage = :queued, #error = :null, #deadline = :deadline",
      ConditionExpression:
        "attribute_exists(pk) AND (#status = :failed OR (#status = :processing AND #deadline < :now))",
      ExpressionAttributeNames: {
        "#status": "status",
        "#stage": "stage",
        "#error": "error",
        "#deadline": "deadlineAt",
      },
      ExpressionAttributeValues: {
        ":processing": "processing",
        ":queued": "queued",
        ":failed": "failed",
        ":null": null,
        ":deadline": deadlineAt,
        ":now": nowMs,
      },
    }),
  );
}

export const dynamoJobState: JobStateStore = { finishIfProcessing, failIfProcessing };
export const dynamoJobRestart = { restartIfFailed };
