import { markRetentionJobFailed } from "../adapters/store/settings";
import { log, logsRequestId } from "../core/shared/log";
import type { FailureDestinationEvent } from "./summarize-failed";

type RetentionFailureEvent = Omit<FailureDestinationEvent, "requestPayload"> & {
  requestPayload?: { sub?: unknown; jobId?: unknown };
};

export const createHandler =
  (mark: (sub: string, jobId: string) => Promise<void>) =>
  /**
   * The retention job's on-failure destination: every attempt failed. Settings then says the change was not applied
   * to every record, and saving again starts the job again. Reads already honour the new setting.
   */
  async (event: RetentionFailureEvent): Promise<void> => {
    const { sub, jobId } = event.requestPayload ?? {};
    if (typeof sub !== "string" || typeof jobId !== "string") {
      log("warn", "job", { job: "apply-retention-failed", outcome: "invalid-event" });
      return;
    }
    await mark(sub, jobId);
    log("warn", "job", { job: "apply-retention-failed", jobId, condition: event.requestContext?.condition });
  };

export const handler = logsRequestId(createHandler(markRetentionJobFailed));
