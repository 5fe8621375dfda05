import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, UpdateCommand } from "@aws-sdk/lib-dynamodb";
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
