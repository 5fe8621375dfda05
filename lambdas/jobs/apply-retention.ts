import { dynamoRetentionJobStore } from "../adapters/store/retention";
import { systemClock } from "../adapters/system";
import { applyRetention, type RetentionJobStore } from "../core/account/retention-job";
import { log, logsRequestId } from "../core/shared/log";

export interface RetentionJobEvent {
  sub?: unknown;
  jobId?: unknown;
}

export const createHandler =
  (store: RetentionJobStore, clock: { now(): Date }) =>
  /**
   * Applies a retention change to the clinician's existing records (core/account/retention-job.ts). A failure
   * throws: Lambda's retries resume from the saved cursor, and the on-failure function marks the job failed.
   */
  async (event: RetentionJobEvent): Promise<{ outcome: string }> => {
    const { sub, jobId } = event ?? {};
    if (typeof sub !== "string" || typeof jobId !== "string") {
      log("warn", "job", { job: "apply-retention", outcome: "invalid-event" });
      return { outcome: "invalid-event" };
    }
    const started = Date.now();
    const outcome = await applyRetention(store, sub, jobId, clock);
    log("info", "job", { job: "apply-retention", jobId, outcome, ms: Date.now() - started });
    return { outcome };
  };

export const handler = logsRequestId(createHandler(dynamoRetentionJobStore, systemClock));
