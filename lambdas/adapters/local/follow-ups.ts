import { DeleteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { FollowUpScheduler } from "#core/delivery/ports";
import { db, tableName } from "../store/client";
import { keys } from "../store/keys";

/**
 * The table index only the local follow-up scheduler reads (infra/local/follow-up-scheduler.ts). The AWS table has
 * no index: EventBridge Scheduler holds follow-ups there, so nothing deployed would read it (decision 322).
 */
export const FOLLOW_UP_INDEX = { name: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" } as const;

/** A waiting follow-up's place on the index: one partition, ordered by due time. */
export const dueOnIndex = (dueAt: string) => ({
  [FOLLOW_UP_INDEX.partitionKey]: "FOLLOWUP#DUE",
  [FOLLOW_UP_INDEX.sortKey]: dueAt,
});

/**
 * The local stack: the follow-up waits as an item in the table (so a restart keeps it), under the clinician and
 * listed on the summary (so it goes with it); the gateway process's scheduler (infra/local/follow-up-scheduler.ts)
 * finds due ones by the index and runs the same send-follow-up handler.
 */
export const tableFollowUps: FollowUpScheduler = {
  async schedule(job) {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.followUpSchedule(job.sub, job.summaryId),
          ...dueOnIndex(job.dueAt),
          entity: "followUpSchedule",
          sub: job.sub,
          summaryId: job.summaryId,
          dueAt: job.dueAt,
          expiresAt: job.expiresAt,
        },
      }),
    );
  },
  async cancel(job) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.followUpSchedule(job.sub, job.summaryId) }));
  },
};
