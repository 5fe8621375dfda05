import { BatchWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { conditionalWrite } from "./conditional";
import { derivedKeysOf, type Key, keys } from "./keys";

/** DynamoDB's limit per BatchWriteItem call. */
const BATCH = 25;

/** Deletes items by key (missing ones are fine), retrying what DynamoDB hands back unprocessed. */
export async function deleteItems(keys: Key[]): Promise<void> {
  // BatchWriteItem refuses a batch that names one key twice.
  const itemKeys = [...new Map(keys.map((k) => [`${k.pk}\n${k.sk}`, k])).values()];
  for (let i = 0; i < itemKeys.length; i += BATCH) {
    let requests = itemKeys.slice(i, i + BATCH).map((Key) => ({ DeleteRequest: { Key: { pk: Key.pk, sk: Key.sk } } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 5) throw new Error("Could not delete every derived item");
      const { UnprocessedItems } = await db().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
      );
      requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      if (requests.length > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
  }
}

/**
 * Everything a deleted summary leaves behind: the items it listed, and its patient link always (summaries sent
 * before links were listed do not list it).
 */
export async function deleteDerivedOf(summary: { id: string; derivedKeys?: unknown }): Promise<void> {
  await deleteItems([...derivedKeysOf(summary), keys.portalLink(summary.id)]);
}

/** Everything derived from a summary follows its expiry; a missing item (already gone) is skipped. */
export async function restampDerived(itemKeys: Key[], expiresAt: number | undefined): Promise<void> {
  for (const key of itemKeys) {
    await conditionalWrite(
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: expiresAt === undefined ? "REMOVE expiresAt" : "SET expiresAt = :e",
          ExpressionAttributeValues: expiresAt === undefined ? undefined : { ":e": expiresAt },
          ConditionExpression: "attribute_exists(pk)",
        }),
      ),
    );
  }
}
