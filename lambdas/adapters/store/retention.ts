import { QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Settings } from "../../contracts/settings";
import { expiresAtFor } from "../../core/retention";
import { db, tableName } from "./client";
import { keys, RETAINED_PREFIXES } from "./keys";

/** Applies a new retention setting to everything the user already has (DESIGN.md section 5). */
export async function restampRetention(
  sub: string,
  settings: Pick<Settings, "retentionHours" | "autoDeleteEnabled">,
): Promise<number> {
  const { pk } = keys.profile(sub);
  let updated = 0;
  for (const prefix of RETAINED_PREFIXES) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
          ExpressionAttributeValues: { ":pk": pk, ":prefix": prefix },
          ProjectionExpression: "pk, sk, createdAt",
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        const expiresAt = expiresAtFor(Date.parse(item.createdAt), settings);
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: expiresAt === undefined ? "REMOVE expiresAt" : "SET expiresAt = :e",
            ExpressionAttributeValues: expiresAt === undefined ? undefined : { ":e": expiresAt },
            ConditionExpression: "attribute_exists(pk)",
          }),
        );
        updated++;
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return updated;
}
