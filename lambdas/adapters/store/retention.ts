import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Settings } from "#contracts/settings";
import { expiresAtFor } from "#core/records/retention";
import { db, queryPrefix, tableName } from "./client";
import { restampDerived } from "./derived";
import { derivedKey, derivedKeysOf, keys, RETAINED_PREFIXES } from "./keys";

/**
 * Applies a new retention setting to everything the user already has (docs/architecture.md, "The single table";
 * decision 7).
 */
export async function restampRetention(
  sub: string,
  settings: Pick<Settings, "retentionHours" | "autoDeleteEnabled">,
): Promise<number> {
  const { pk } = keys.profile(sub);
  let updated = 0;
  for (const prefix of RETAINED_PREFIXES) {
    for (const item of await queryPrefix(pk, prefix, { projection: "pk, sk, id, createdAt, derivedKeys" })) {
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
      // A summary's patient link, sessions, feedback and send records live exactly as long as it does.
      if (prefix === "SUMMARY#" && typeof item.id === "string") {
        const derived = new Map([keys.portalLink(item.id), ...derivedKeysOf(item)].map((k) => [derivedKey(k), k]));
        await restampDerived([...derived.values()], expiresAt);
      }
    }
  }
  return updated;
}
