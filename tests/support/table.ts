import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { LOCAL_CREDENTIALS } from "../../infra/local/bootstrap";

/** Direct access to the local stack's table, for tests that move a record past its expiry. */
export function tableClient(endpoint: string) {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: "us-east-1", credentials: LOCAL_CREDENTIALS }),
  );
}

export async function expireNow(endpoint: string, tableName: string, key: { pk: string; sk: string }): Promise<void> {
  await tableClient(endpoint).send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: "SET expiresAt = :past",
      ExpressionAttributeValues: { ":past": Math.floor(Date.now() / 1000) - 1 },
    }),
  );
}

/** Every item in the table (all pages of a scan): for before/after comparisons of what a request changed. */
export async function scanAll(endpoint: string, tableName: string): Promise<Record<string, unknown>[]> {
  const client = tableClient(endpoint);
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
