import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Settings } from "../../contracts/settings";
import { expiresAtFor } from "../../core/retention";
import { db, queryPrefix, tableName } from "./client";
import { keys, RETAINED_PREFIXES } from "./keys";

/** Applies a new retention setting to everything the user already has (DESIGN.md section 5). */
export async function restampRetention(
  sub: string,
  settings: Pick<Settings, "retentionHours" | "autoDeleteEnabled">,
): Promise<number> {
  const { pk } = keys.profile(sub);
  let updated = 0;
  for (const prefix of RETAINED_PREFIXES) {
    for (const item of await queryPrefix(pk, prefix, { projection: "pk, sk, id, createdAt" })) {
      const expiresAt = expiresAtFor(Date.parse(String(item.createdAt)), settings);
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
      // A summary's patient link lives exactly as long as the summary.
      if (prefix === "SUMMARY#" && typeof item.id === "string") await restampPortalLink(item.id, expiresAt);
    }
  }
  return updated;
}

async function restampPortalLink(summaryId: string, expiresAt: number | undefined): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.portalLink(summaryId),
        UpdateExpression: expiresAt === undefined ? "REMOVE expiresAt" : "SET expiresAt = :e",
        ExpressionAttributeValues: expiresAt === undefined ? undefined : { ":e": expiresAt },
        ConditionExpression: "attribute_exists(pk)",
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
