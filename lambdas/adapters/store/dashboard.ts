import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { encodeTime } from "ulid";
import type { DashboardCounters, DashboardStore } from "#core/dashboard/ports";
import type { SummaryListRecord } from "#core/summaries/ports";
import { db, queryPrefix, tableName } from "./client";
import { keys } from "./keys";
import { liveRange } from "./live-lists";
import { SUMMARY_LIST_FIELDS } from "./summaries";

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
export function summariesSince(sub: string, nowMs: number, sinceMs: number): Promise<SummaryListRecord[]> {
  const range = keys.summariesFrom(sub, encodeTime(sinceMs, 10).toLowerCase());
  return liveRange<SummaryListRecord>(range, SUMMARY_LIST_FIELDS, nowMs);
}

/** Overall ratings (1-10) of the clinician's patients' feedback; answered ones only. */
export async function overallRatings(sub: string): Promise<number[]> {
  const { pk, skPrefix } = keys.feedbackOf(sub);
  const items = await queryPrefix(pk, skPrefix, { projection: "overallRating" });
  return items.map((i) => i.overallRating).filter((r): r is number => typeof r === "number");
}

export const dynamoDashboardStore: DashboardStore = { counters, summariesSince, overallRatings };
