import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { type Settings, settingsSchema } from "../../contracts/settings";
import { db, tableName } from "./client";
import { keys } from "./keys";

export async function getSettings(sub: string): Promise<Settings | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.settings(sub) }));
  if (!Item) return undefined;
  return settingsSchema.parse({ ...Item, retentionHours: Item.retentionHours ?? null });
}

export async function putSettings(sub: string, settings: Settings): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.settings(sub), entity: "settings", ...settings } }),
  );
}
