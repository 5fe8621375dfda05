import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { DashboardCounters, DashboardStore } from "#core/dashboard/ports";
import { COUNTED_HOURS_MS } from "#core/dashboard/unsent";
import type { SummaryListRecord } from "#core/summaries/ports";
import { addToCounters, batchGetAll, db, queryAll, tableName } from "./client";
import { conditionalWrite } from "./conditional";
import { keys } from "./keys";
import { liveRange, timeRange } from "./live-lists";
import { retentionOf } from "./retention";
import { SUMMARY_LIST_FIELDS } from "./summaries";

const DAY_SECONDS = 24 * 3600;
/** An hour's count lives as long as a stream record may still change it (core/dashboard/unsent.ts). */
const UNSENT_HOUR_KEPT_SECONDS = COUNTED_HOURS_MS / 1000;
/** Lambda keeps a stream's records for 24 hours, so a redelivery can come no later than that. */
const COUNTED_MARK_KEPT_SECONDS = 2 * DAY_SECONDS;

/** The month counters, the delivery and rating totals and the retention setting, in one read. */
export async function counters(sub: string, months: string[]): Promise<DashboardCounters> {
  const items = await batchGetAll([
    ...months.map((m) => keys.monthStats(sub, m)),
    keys.userTotals(sub),
    keys.settings(sub),
    keys.retentionJob(sub),
  ]);
  const find = (key: { sk: string }) => items.find((i) => i.sk === key.sk);
  const totals = find(keys.userTotals(sub));
  const job = find(keys.retentionJob(sub));
  return {
    months: Object.fromEntries(
      months.map((m) => {
        const item = find(keys.monthStats(sub, m));
        return [m, { summaries: Number(item?.summaries ?? 0), transcriptions: Number(item?.transcriptions ?? 0) }];
      }),
    ),
    delivered: Number(totals?.delivered ?? 0),
    chatted: Number(totals?.chatted ?? 0),
    ratings: { sum: Number(totals?.ratingSum ?? 0), count: Number(totals?.ratingCount ?? 0) },
    retention: { ...retentionOf(find(keys.settings(sub))), floorMs: Number(job?.floorMs ?? 0) },
  };
}

/** The sum of the hourly unsent-draft counts from one hour to another (at most 73 small items). */
export async function unsentInHours(sub: string, fromHour: string, toHour: string): Promise<number> {
  const range = keys.unsentHours(sub, fromHour, toHour);
  const items = await queryAll({
    KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
    ExpressionAttributeValues: { ":pk": range.pk, ":from": range.from, ":to": range.to },
    ProjectionExpression: "#n",
    ExpressionAttributeNames: { "#n": "unsent" },
  });
  return items.reduce((total, item) => total + Number(item.unsent ?? 0), 0);
}

/**
 * The live summaries whose ids fall between two times (ids are ULIDs), newest first, as list projections: the query
 * reads only those items.
 */
export function summariesBetween(
  sub: string,
  nowMs: number,
  fromMs: number,
  toMs: number,
): Promise<SummaryListRecord[]> {
  return liveRange<SummaryListRecord>(timeRange(keys.summariesOf(sub), fromMs, toMs), SUMMARY_LIST_FIELDS, nowMs);
}

/**
 * Applies one stream record's changes to the hourly counts, once: the mark that it was counted is written in the
 * same transaction, on condition it is not there yet, so a redelivered record changes nothing.
 * Answers false when the record had been counted already.
 */
export async function countUnsentChange(
  sub: string,
  eventId: string,
  deltas: Array<{ hour: string; delta: number }>,
  nowMs: number,
): Promise<boolean> {
  const nowSec = Math.floor(nowMs / 1000);
  const mark = {
    ...keys.streamRecordCounted(sub, eventId),
    entity: "counted",
    expiresAt: nowSec + COUNTED_MARK_KEPT_SECONDS,
  };
  return conditionalWrite(
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: mark, ConditionExpression: "attribute_not_exists(pk)" } },
          ...deltas.map(({ hour, delta }) => {
            const add = addToCounters(keys.unsentHour(sub, hour), "unsentHour", { unsent: delta });
            const hourSec = Math.floor(Date.parse(`${hour}:00:00.000Z`) / 1000);
            add.Update.UpdateExpression += ", expiresAt = :kept";
            Object.assign(add.Update.ExpressionAttributeValues, { ":kept": hourSec + UNSENT_HOUR_KEPT_SECONDS });
            return add;
          }),
        ],
      }),
    ),
  );
}

export const dynamoDashboardStore: DashboardStore = { counters, unsentInHours, summariesBetween };
