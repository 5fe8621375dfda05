import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { DEFAULT_EMERGENCY_NUMBER, DEFAULT_FOLLOW_UP_DELAY, type Settings, settingsSchema } from "#contracts/settings";
import type { RetentionJob } from "#core/account/retention-job";
import { db, tableName } from "./client";
import { conditionalWrite } from "./conditional";
import { keys } from "./keys";

export async function getSettings(sub: string): Promise<Settings | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.settings(sub) }));
  if (!Item) return undefined;
  // Settings saved before the follow-up choice or the portal's phone numbers existed get their defaults.
  return settingsSchema.parse({
    ...Item,
    retentionHours: Item.retentionHours ?? null,
    followUpDelay: Item.followUpDelay ?? DEFAULT_FOLLOW_UP_DELAY,
    practicePhone: Item.practicePhone ?? null,
    emergencyNumber: Item.emergencyNumber ?? DEFAULT_EMERGENCY_NUMBER,
  });
}

/** The settings as they were read: absent, or saved at `updatedAt` (every save sets it). */
function unchangedSince(read: Settings | undefined) {
  if (!read) return { ConditionExpression: "attribute_not_exists(pk)" };
  if (read.updatedAt === null) return { ConditionExpression: "attribute_not_exists(updatedAt)" };
  return { ConditionExpression: "updatedAt = :read", ExpressionAttributeValues: { ":read": read.updatedAt } };
}

export async function putSettings(
  sub: string,
  settings: Settings,
  read: Settings | undefined,
  job?: RetentionJob,
): Promise<boolean> {
  const put = {
    TableName: tableName(),
    Item: { ...keys.settings(sub), entity: "settings", ...settings },
    ...unchangedSince(read),
  };
  if (!job) return conditionalWrite(db().send(new PutCommand(put)));
  return conditionalWrite(
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: put },
          { Put: { TableName: tableName(), Item: { ...keys.retentionJob(sub), entity: "retentionJob", ...job } } },
        ],
      }),
    ),
  );
}

export async function getRetentionJob(sub: string): Promise<RetentionJob | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.retentionJob(sub) }));
  return Item as RetentionJob | undefined;
}

export async function markRetentionJobFailed(sub: string, jobId: string): Promise<boolean> {
  return conditionalWrite(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.retentionJob(sub),
        UpdateExpression: "SET #state = :failed",
        ConditionExpression: "jobId = :job AND #state = :applying",
        ExpressionAttributeNames: { "#state": "state" },
        ExpressionAttributeValues: { ":failed": "failed", ":applying": "applying", ":job": jobId },
      }),
    ),
  );
}
