import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { Profile } from "../../contracts/settings";
import { db, tableName } from "./client";
import { keys } from "./keys";

export async function getProfile(sub: string): Promise<Profile | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.profile(sub) }));
  if (!Item) return undefined;
  return {
    email: Item.email,
    firstName: Item.firstName ?? null,
    lastName: Item.lastName ?? null,
    fullName: Item.fullName ?? null,
  };
}

export async function putProfileIfAbsent(sub: string, profile: Profile): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.profile(sub), entity: "profile", ...profile },
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
