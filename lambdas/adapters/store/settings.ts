import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { DEFAULT_FOLLOW_UP_DELAY, type Settings, settingsSchema } from "#contracts/settings";
import { db, tableName } from "./client";
import { keys } from "./keys";

export async function getSettings(sub: string): Promise<Settings | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.settings(sub) }));
  if (!Item) return undefined;
  // Settings saved before the follow-up choice existed get its default.
  return settingsSchema.parse({
    ...Item,
    retentionHours: Item.retentionHours ?? null,
    followUpDelay: Item.followUpDelay ?? DEFAULT_FOLLOW_UP_DELAY,
  });
}

export async function putSettings(sub: string, settings: Settings): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.settings(sub), entity: "settings", ...settings } }),
  );
}
