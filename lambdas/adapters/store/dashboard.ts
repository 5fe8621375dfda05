import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { db, queryPrefix, tableName } from "./client";
import { keys } from "./keys";

/** Overall ratings (1-10) of the clinician's patients' feedback; answered ones only. */
export async function overallRatings(sub: string): Promise<number[]> {
  const { pk, skPrefix } = keys.feedbackOf(sub);
  const items = await queryPrefix(pk, skPrefix, { projection: "overallRating" });
  return items.map((i) => i.overallRating).filter((r): r is number => typeof r === "number");
}

export async function deliveryTotals(sub: string): Promise<{ delivered: number; chatted: number }> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userTotals(sub) }));
  return { delivered: Number(Item?.delivered ?? 0), chatted: Number(Item?.chatted ?? 0) };
}

export const dynamoDashboardStore = { overallRatings, deliveryTotals };
export type DashboardStore = typeof dynamoDashboardStore;
