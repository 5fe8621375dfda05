import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
} from "@aws-sdk/lib-dynamodb";
import { config, required } from "#lambdas/config";
import { credentialsFor, endpointFor } from "../endpoints";
import { sdkOptions } from "../sdk-options";

let documentClient: DynamoDBDocumentClient | undefined;

/** Created once per Lambda container, on first use, so tests can set the environment first. */
export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const endpoint = endpointFor("dynamodb");
    const client = new DynamoDBClient({
      region: config().AWS_REGION,
      endpoint,
      credentials: credentialsFor(endpoint),
      ...sdkOptions("data"),
    });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return documentClient;
}

export function tableName(): string {
  return required("TABLE_NAME");
}

/** Every item a query matches, page after page (DynamoDB answers at most 1 MB per call). */
export async function queryAll(
  input: Omit<QueryCommandInput, "TableName" | "ExclusiveStartKey">,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** A BatchGet of up to 100 keys, asking again for what DynamoDB left unprocessed (it may, under load). */
export async function batchGetAll(wanted: Array<{ pk: string; sk: string }>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let pending: Array<Record<string, unknown>> | undefined = wanted;
  for (let attempt = 0; pending && pending.length > 0; attempt++) {
    if (attempt > 5) throw new Error("DynamoDB left keys unprocessed six times");
    if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
    const result: BatchGetCommandOutput = await db().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
    );
    items.push(...(result.Responses?.[tableName()] ?? []));
    pending = result.UnprocessedKeys?.[tableName()]?.Keys;
  }
  return items;
}

/** Every item of one partition whose sort key starts with `prefix`, across pages. */
export function queryPrefix(
  pk: string,
  prefix: string,
  options: { newestFirst?: boolean; projection?: string } = {},
): Promise<Record<string, unknown>[]> {
  return queryAll({
    KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
    ExpressionAttributeValues: { ":pk": pk, ":prefix": prefix },
    ScanIndexForward: !options.newestFirst,
    ProjectionExpression: options.projection,
  });
}

/**
 * A transaction item that adds to counters on one item (`ADD a :a, b :b`), e.g. the global statistics.
 * Counters only ever grow by these writes; they are never read-modify-written.
 */
export function addToCounters(key: { pk: string; sk: string }, entity: string, amounts: Record<string, number>) {
  const fields = Object.keys(amounts);
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${fields.map((_f, i) => `#c${i} :c${i}`).join(", ")} SET entity = :entity`,
      ExpressionAttributeNames: Object.fromEntries(fields.map((f, i) => [`#c${i}`, f])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(fields.map((f, i) => [`:c${i}`, amounts[f]])),
        ":entity": entity,
      },
    },
  };
}
