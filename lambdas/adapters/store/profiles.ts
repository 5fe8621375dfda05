import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { GetCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Profile } from "#contracts/settings";
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
    displayName: Item.displayName ?? null,
    practiceName: Item.practiceName ?? null,
  };
}

/** Sets the names patients see; an empty value removes it. The profile exists: the first visit created it. */
export async function updateProfileNames(
  sub: string,
  names: { displayName?: string | null; practiceName?: string | null },
): Promise<void> {
  const entries = Object.entries(names).filter(([, v]) => v !== undefined);
  const set = entries.filter(([, v]) => v);
  const remove = entries.filter(([, v]) => !v);
  const clauses = [
    set.length ? `SET ${set.map(([k]) => `${k} = :${k}`).join(", ")}` : "",
    remove.length ? `REMOVE ${remove.map(([k]) => k).join(", ")}` : "",
  ].filter(Boolean);
  if (clauses.length === 0) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(sub),
      UpdateExpression: clauses.join(" "),
      ExpressionAttributeValues: set.length ? Object.fromEntries(set.map(([k, v]) => [`:${k}`, v])) : undefined,
      ConditionExpression: "attribute_exists(pk)",
    }),
  );
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
