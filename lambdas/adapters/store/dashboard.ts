import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { DashboardCounters, DashboardStore } from "#core/dashboard/ports";
import { COUNTED_DAYS_MS, type DraftChange } from "#core/dashboard/unsent";
import { openQuestionsOf } from "./care-team";
import { batchGetAll, db, tableName } from "./client";
import { conditionalWrite } from "./conditional";
import { keys, RETAINED_PREFIXES } from "./keys";
import { recentListsOf } from "./recent-records";
import { retentionOf } from "./retention";

const DAY_SECONDS = 24 * 3600;
/** A day's entries live as long as a stream record may still change them (core/dashboard/unsent.ts). */
const DRAFTS_DAY_KEPT_SECONDS = COUNTED_DAYS_MS / 1000 + DAY_SECONDS;
/** Lambda keeps a stream's records for 24 hours, so a redelivery can come no later than that. */
const COUNTED_MARK_KEPT_SECONDS = 2 * DAY_SECONDS;

const isDraftName = (name: string) => RETAINED_PREFIXES.some((prefix) => name.startsWith(prefix));

/**
 * The month counters, the delivery and rating totals, the retention setting, the creation times of the unsent
 * drafts of `days` and the newest records' list rows, in one read.
 */
export async function counters(sub: string, months: string[], days: string[]): Promise<DashboardCounters> {
  const items = await batchGetAll([
    ...months.map((m) => keys.monthStats(sub, m)),
    keys.userTotals(sub),
    keys.settings(sub),
    keys.retentionJob(sub),
    ...days.map((d) => keys.unsentDraftsOn(sub, d)),
    keys.openQuestionsIndex(sub),
    keys.recentRecords(sub),
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
    draftsCreatedMs: days.flatMap((d) =>
      Object.entries(find(keys.unsentDraftsOn(sub, d)) ?? {})
        .filter(([name]) => isDraftName(name))
        .map(([, createdMs]) => Number(createdMs)),
    ),
    openQuestions: openQuestionsOf(find(keys.openQuestionsIndex(sub))),
    recent: recentListsOf(find(keys.recentRecords(sub))) as DashboardCounters["recent"],
  };
}

/** One day item's change: keep a draft's creation time under its record's sort key, or remove it. */
function draftUpdate(sub: string, change: DraftChange) {
  const keptUntil = Math.floor(Date.parse(`${change.day}T00:00:00.000Z`) / 1000) + DRAFTS_DAY_KEPT_SECONDS;
  const values: Record<string, unknown> = { ":entity": "unsentDrafts", ":kept": keptUntil };
  if (change.createdMs !== null) values[":created"] = change.createdMs;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.unsentDraftsOn(sub, change.day),
      UpdateExpression:
        change.createdMs === null
          ? "SET entity = :entity, expiresAt = :kept REMOVE #draft"
          : "SET #draft = :created, entity = :entity, expiresAt = :kept",
      ExpressionAttributeNames: { "#draft": change.name },
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Applies one stream record's changes to the day items, once: the mark that it was applied is written in the same
 * transaction, on condition it is not there yet, so a redelivered record changes nothing. Setting and removing an
 * entry are idempotent too, so the mark only saves the writes. Answers false when the record had been applied already.
 */
export async function applyDraftChanges(
  sub: string,
  eventId: string,
  changes: DraftChange[],
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
          ...changes.map((change) => draftUpdate(sub, change)),
        ],
      }),
    ),
  );
}

export const dynamoDashboardStore: DashboardStore = { counters };
