import { BatchGetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { encodeTime } from "ulid";
import { isLive } from "../../core/retention";
import { db, queryPrefix, tableName } from "./client";
import { keys } from "./keys";
import { projectionOf, SUMMARY_LIST_FIELDS } from "./summaries";
import type { SummaryListRecord } from "./summary-port";

export interface MonthActivity {
  summaries: number;
  transcriptions: number;
}

export interface DashboardCounters {
  months: Record<string, MonthActivity>;
  delivered: number;
  chatted: number;
}

/** The month counters and the delivery totals in one read. */
export async function counters(sub: string, months: string[]): Promise<DashboardCounters> {
  const wanted = [...months.map((m) => keys.monthStats(sub, m)), keys.userTotals(sub)];
  const { Responses } = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted } } }));
  const items = Responses?.[tableName()] ?? [];
  const find = (key: { sk: string }) => items.find((i) => i.sk === key.sk);
  const totals = find(keys.userTotals(sub));
  return {
    months: Object.fromEntries(
      months.map((m) => {
        const item = find(keys.monthStats(sub, m));
        return [m, { summaries: Number(item?.summaries ?? 0), transcriptions: Number(item?.transcriptions ?? 0) }];
      }),
    ),
    delivered: Number(totals?.delivered ?? 0),
    chatted: Number(totals?.chatted ?? 0),
  };
}

/**
 * The live summaries created since `sinceMs`, newest first, as list projections. Ids are ULIDs, so the window is a
 * key range: the query reads only those items, never older ones.
 */
export async function summariesSince(sub: string, nowMs: number, sinceMs: number): Promise<SummaryListRecord[]> {
  const { pk, from, to } = keys.summariesFrom(sub, encodeTime(sinceMs, 10).toLowerCase());
  const { ProjectionExpression, names } = projectionOf(SUMMARY_LIST_FIELDS);
  const items: SummaryListRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
        ExpressionAttributeValues: { ":pk": pk, ":from": from, ":to": to },
        ExpressionAttributeNames: names,
        ProjectionExpression,
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (isLive(item as { expiresAt?: number }, nowMs)) items.push(item as SummaryListRecord);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Overall ratings (1-10) of the clinician's patients' feedback; answered ones only. */
export async function overallRatings(sub: string): Promise<number[]> {
  const { pk, skPrefix } = keys.feedbackOf(sub);
  const items = await queryPrefix(pk, skPrefix, { projection: "overallRating" });
  return items.map((i) => i.overallRating).filter((r): r is number => typeof r === "number");
}

export const dynamoDashboardStore = { counters, summariesSince, overallRatings };
export type DashboardStore = typeof dynamoDashboardStore;
