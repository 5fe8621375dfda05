import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { TABLE_DESIGN } from "../table-design";
import { LOCAL_CREDENTIALS } from "./bootstrap";

const PAGE_ITEMS = 250;
const PAUSE_MS = 20;

/**
 * DynamoDB Local accepts a TTL setting but never deletes anything. This does what DynamoDB's TTL does in AWS:
 * removes expired items (reads already hide them), which also emits the stream records that clean up files.
 */
export async function reapExpired(endpoint: string, tableName: string, nowMs = Date.now()): Promise<number> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: "us-east-1", credentials: LOCAL_CREDENTIALS }),
  );
  const attr = TABLE_DESIGN.ttlAttribute;
  let removed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: "#ttl <= :now",
        ExpressionAttributeNames: { "#ttl": attr },
        ExpressionAttributeValues: { ":now": Math.floor(nowMs / 1000) },
        ProjectionExpression: "pk, sk",
        ExclusiveStartKey: startKey,
        // Small pages with a pause between them: DynamoDB Local answers one request at a time, and one scan of a
        // large table would hold every API request behind it for seconds.
        Limit: PAGE_ITEMS,
      }),
    );
    const items = page.Items ?? [];
    for (let i = 0; i < items.length; i += 25) {
      const batch = items.slice(i, i + 25);
      await client.send(
        new BatchWriteCommand({
          RequestItems: {
            [tableName]: batch.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
          },
        }),
      );
      removed += batch.length;
    }
    startKey = page.LastEvaluatedKey;
    if (startKey) await new Promise((r) => setTimeout(r, PAUSE_MS));
  } while (startKey);
  return removed;
}

/** Sweeps `everyMs` after the last sweep ended, so a sweep of a large table never runs beside the next. */
export function startTtlReaper(endpoint: string, tableName: string, everyMs = 30_000): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      reapExpired(endpoint, tableName)
        .catch(() => undefined)
        .finally(next);
    }, everyMs);
    timer.unref();
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
