import { fromDeadLetters } from "../adapters/jobs/queue-events";
import { systemAudit } from "../adapters/store/audit";
import { dynamoJobState } from "../adapters/store/job-state";
import { dynamoReviewStore } from "../adapters/store/review";
import { jobFailed, type RecordAudit } from "../core/audit/writer";
import type { ReviewStore } from "../core/review/ports";
import { log, logsRequestId } from "../core/shared/log";
import type { JobStateStore } from "../core/summaries/ports";
import { GENERATION_FAILED, TIMED_OUT } from "../core/summaries/status";

/**
 * What Lambda sends an asynchronous invocation's on-failure destination once its retries are exhausted or the event
 * grew too old. Only the fields this handler reads; every one may be missing.
 */
export interface FailureDestinationEvent {
  requestPayload?: { sub?: unknown; summaryId?: unknown; regeneration?: unknown };
  requestContext?: { condition?: string; approximateInvokeCount?: number };
  responseContext?: { functionError?: string };
  responsePayload?: { errorType?: string; errorMessage?: string } | null;
}

/**
 * A run out of time: the runtime reports a timeout as "Sandbox.Timedout" (older runtimes only in the message), and an
 * event that waited past its maximum age never ran before the clinician's deadline.
 */
function timedOut(event: FailureDestinationEvent): boolean {
  const payload = event.responsePayload ?? {};
  return (
    event.requestContext?.condition === "EventAgeExceeded" ||
    payload.errorType === "Sandbox.Timedout" ||
    /Task timed out/i.test(payload.errorMessage ?? "")
  );
}

export const createHandler =
  (
    jobState: JobStateStore,
    regenerations?: Pick<ReviewStore, "failRegeneration">,
    audit: () => RecordAudit | undefined = () => undefined,
  ) =>
  /**
   * The summary job's on-failure destination: the job crashed or timed out on every attempt, so it could not record
   * its own failure. Marks the record failed, only if it is still processing, so a result the job did store stays.
   */
  async (event: FailureDestinationEvent): Promise<void> => {
    const { sub, summaryId, regeneration } = event.requestPayload ?? {};
    if (typeof sub !== "string" || typeof summaryId !== "string") {
      log("warn", "job", { job: "summarize-failed", outcome: "invalid-event" });
      return;
    }
    const message = timedOut(event) ? TIMED_OUT : GENERATION_FAILED;
    // A clinician's 'Regenerate' fails on its own record: the summary itself stays as it was (decision 194).
    const marked =
      typeof regeneration === "string" && regenerations
        ? await regenerations.failRegeneration(sub, summaryId, regeneration, message)
        : await jobState.failIfProcessing(sub, summaryId, message);
    if (marked) await audit()?.(jobFailed(sub, "summary", summaryId));
    // The error message can quote document text: only its type is logged.
    log("warn", "job", {
      job: "summarize-failed",
      summaryId,
      condition: event.requestContext?.condition,
      attempts: event.requestContext?.approximateInvokeCount,
      errorType: event.responsePayload?.errorType ?? event.responseContext?.functionError,
      outcome: marked ? "marked-failed" : "already-settled",
    });
  };

/** Reads the summary job's dead-letter queue in AWS (decision 366); the local job runner sends the record itself. */
export const handler = logsRequestId(
  fromDeadLetters(createHandler(dynamoJobState, dynamoReviewStore, () => systemAudit("summarize-failed"))),
);
