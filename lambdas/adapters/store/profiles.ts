import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { Profile } from "../../contracts/settings";
import { addToCounters, db, tableName } from "./client";
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

/** A clinician's first visit creates the profile and counts one more provider using the product, atomically. */
export async function putProfileIfAbsent(sub: string, profile: Profile): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.profile(sub), entity: "profile", ...profile },
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
          addToCounters(keys.globalCounters(), "globalCounters", { providers: 1 }),
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
  }
}
