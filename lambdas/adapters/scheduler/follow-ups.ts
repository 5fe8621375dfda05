import type { SchedulerClient } from "@aws-sdk/client-scheduler";
import type { FollowUpJob, FollowUpScheduler } from "#core/delivery/ports";
import { config, required } from "#lambdas/config";
import { tableFollowUps } from "../local/follow-ups";
import { sdkOptions } from "../sdk-options";

/** Schedule names allow 64 of [0-9a-zA-Z-_.]; summary ids are 26-character ULIDs. */
export const scheduleNameOf = (summaryId: string) => `follow-up-${summaryId}`;

/** EventBridge Scheduler's `at()` takes a local date-time without zone or milliseconds; the zone is set to UTC. */
export const atExpression = (dueAt: string) => `at(${new Date(dueAt).toISOString().slice(0, 19)})`;

let scheduler: Promise<{ sdk: typeof import("@aws-sdk/client-scheduler"); client: SchedulerClient }> | undefined;
function client() {
  // Loaded on first use, not at import (cold start budget, decision 89); the local stack never loads it.
  scheduler ??= import("@aws-sdk/client-scheduler").then((sdk) => ({
    sdk,
    client: new sdk.SchedulerClient({ region: config().AWS_REGION, ...sdkOptions("data") }),
  }));
  return scheduler;
}

/**
 * AWS: one one-time schedule per send in the app's group, targeting the send-follow-up function with Scheduler's own
 * role; it deletes itself after it fires, and deleting or expiring the summary deletes it (decision 201).
 */
export const eventBridgeFollowUps: FollowUpScheduler = {
  async schedule(job) {
    const { sdk, client: scheduler } = await client();
    try {
      await scheduler.send(
        new sdk.CreateScheduleCommand({
          Name: scheduleNameOf(job.summaryId),
          GroupName: required("FOLLOW_UP_SCHEDULE_GROUP"),
          ScheduleExpression: atExpression(job.dueAt),
          ScheduleExpressionTimezone: "UTC",
          FlexibleTimeWindow: { Mode: "OFF" },
          ActionAfterCompletion: "DELETE",
          Target: {
            Arn: required("FOLLOW_UP_TARGET_ARN"),
            RoleArn: required("FOLLOW_UP_ROLE_ARN"),
            Input: JSON.stringify({ sub: job.sub, summaryId: job.summaryId } satisfies FollowUpJob),
            RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
          },
        }),
      );
    } catch (error) {
      // A retried send finds its own schedule already made.
      if (!(error instanceof sdk.ConflictException)) throw error;
    }
  },
  async cancel(job) {
    const { sdk, client: scheduler } = await client();
    try {
      await scheduler.send(
        new sdk.DeleteScheduleCommand({
          Name: scheduleNameOf(job.summaryId),
          GroupName: required("FOLLOW_UP_SCHEDULE_GROUP"),
        }),
      );
    } catch (error) {
      if (!(error instanceof sdk.ResourceNotFoundException)) throw error;
    }
  },
};

/**
 * EventBridge Scheduler where the stack configured a group (AWS), the table otherwise (local stack). Deployed bundles
 * define CLEARNOTE_BUNDLE as "aws" (infra/constructs/app-function.ts): the condition folds to a constant there and
 * the local table scheduler stays out of them.
 */
function chosen(): FollowUpScheduler {
  return process.env.CLEARNOTE_BUNDLE === "aws" || config().FOLLOW_UP_SCHEDULE_GROUP
    ? eventBridgeFollowUps
    : tableFollowUps;
}

export const followUpScheduler: FollowUpScheduler = {
  schedule: (job) => chosen().schedule(job),
  cancel: (job) => chosen().cancel(job),
};
