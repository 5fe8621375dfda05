import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";

/** Overall ratings (1-10) of the clinician's patients' feedback; answered ones only. */
export async function overallRatings(sub: string): Promise<number[]> {
  const { pk, skPrefix } = keys.feedbackOf(sub);
  const ratings: number[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
        ExpressionAttributeValues: { ":pk": pk, ":prefix": skPrefix },
        ProjectionExpression: "overallRating",
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) if (typeof item.overallRating === "number") ratings.push(item.overallRating);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ratings;
}

export async function deliveryTotals(sub: string): Promise<{ delivered: number; chatted: number }> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userTotals(sub) }));
  return { delivered: Number(Item?.delivered ?? 0), chatted: Number(Item?.chatted ?? 0) };
}

export const dynamoDashboardStore = { overallRatings, deliveryTotals };
export type DashboardStore = typeof dynamoDashboardStore;
