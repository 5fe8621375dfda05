import { systemAudit } from "../adapters/store/audit";
import { markRetentionJobFailed } from "../adapters/store/settings";
import { RECORD_TYPES } from "../core/audit/events";
import { type RecordAudit, recordJobFailure } from "../core/audit/writer";
import { log, logsRequestId } from "../core/shared/log";
import type { FailureDestinationEvent } from "./summarize-failed";

type RetentionFailureEvent = Omit<FailureDestinationEvent, "requestPayload"> & {
  requestPayload?: { sub?: unknown; jobId?: unknown };
};

export const createHandler =
  (mark: (sub: string, jobId: string) => Promise<boolean>, audit: () => RecordAudit | undefined = () => undefined) =>
  /**
   * The retention job's on-failure destination: every attempt failed. Settings then says the change was not applied
   * to every record, and saving again starts the job again. Reads already honour the new setting. The trail says so
   * for each kind of record the job re-stamps, by the system, as a failure: which records kept their old expiry is
   * not known, so no record is named.
   */
  async (event: RetentionFailureEvent): Promise<void> => {
    const { sub, jobId } = event.requestPayload ?? {};
    if (typeof sub !== "string" || typeof jobId !== "string") {
      log("warn", "job", { job: "apply-retention-failed", outcome: "invalid-event" });
      return;
    }
    // A job a later change replaced, or one that ended after all, failed nothing the clinician relies on.
    const marked = await mark(sub, jobId);
    for (const recordType of marked ? RECORD_TYPES : []) {
      await recordJobFailure(
        audit(),
        { owner: sub, action: "retention-failed", recordType, outcome: "12" },
        "apply-retention-failed",
      );
    }
    log("warn", "job", {
      job: "apply-retention-failed",
      jobId,
      condition: event.requestContext?.condition,
      outcome: marked ? "marked-failed" : "already-settled",
    });
  };

export const handler = logsRequestId(
  createHandler(markRetentionJobFailed, () => systemAudit("apply-retention-failed")),
);
