import type { Context } from "aws-lambda";
import { aiEngine } from "../adapters/ai/engine";
import { extractAll } from "../adapters/extract/extract-text";
import { s3Files } from "../adapters/files/uploads";
import { queuedJob } from "../adapters/jobs/queue-events";
import { dynamoAccountStore } from "../adapters/store/account-store";
import { systemAudit } from "../adapters/store/audit";
import { dynamoJobState } from "../adapters/store/job-state";
import { dynamoReviewStore } from "../adapters/store/review";
import { dynamoSummaryStore } from "../adapters/store/summaries";
import { systemClock } from "../adapters/system";
import { jobFailed, type RecordAudit, recordJobFailure } from "../core/audit/writer";
import { type RegenerateJobDeps, regenerateSummary } from "../core/review/regenerate";
import { log, logsRequestId } from "../core/shared/log";
import { type GenerateDeps, generateSummary, type JobOutcome } from "../core/summaries/generate";
import { TIMED_OUT } from "../core/summaries/status";

interface SummarizeEvent {
  sub: string;
  summaryId: string;
  /** A clinician's 'Regenerate' of a ready summary (core/review/regenerate.ts). */
  regeneration?: string;
}

/** Time kept back from the Lambda timeout to write the timeout down before the runtime stops the function. */
const FINAL_WRITE_MS = 10_000;

const isEvent = (event: unknown): event is SummarizeEvent =>
  typeof (event as SummarizeEvent)?.sub === "string" && typeof (event as SummarizeEvent)?.summaryId === "string";

/** Resolves "failed" once the record has been marked timed out, `ms` from now. */
function budget(deps: GenerateDeps, job: SummarizeEvent, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<JobOutcome>((resolve, reject) => {
    timer = setTimeout(() => {
      deps.jobState.failIfProcessing(job.sub, job.summaryId, TIMED_OUT).then(() => resolve("failed"), reject);
    }, ms);
  });
  return { expired, cancel: () => clearTimeout(timer) };
}

export const createHandler =
  (
    deps: () => GenerateDeps,
    regenerateDeps?: () => RegenerateJobDeps,
    audit: () => RecordAudit | undefined = () => undefined,
  ) =>
  /**
   * Invoked asynchronously by POST /summaries; the record carries progress and the outcome. The job ends within the
   * function's own time: near the timeout it marks the record timed out itself, and a crash or timeout it cannot
   * report reaches jobs/summarize-failed through the on-failure destination. A failure it marks itself (or a
   * regeneration's) is an audit event of the system's.
   */
  async (event: unknown, context?: Pick<Context, "getRemainingTimeInMillis">): Promise<void> => {
    if (!isEvent(event)) {
      log("warn", "job", { job: "summarize-documents", outcome: "invalid-event" });
      return;
    }
    const started = Date.now();
    const resolved = deps();
    const remaining = context?.getRemainingTimeInMillis?.();
    const work =
      typeof event.regeneration === "string" && regenerateDeps
        ? regenerateSummary(regenerateDeps(), event.sub, event.summaryId, event.regeneration)
        : generateSummary(resolved, event.sub, event.summaryId);
    let outcome: JobOutcome;
    if (remaining === undefined) {
      outcome = await work;
    } else {
      const limit = budget(resolved, event, Math.max(0, remaining - FINAL_WRITE_MS));
      try {
        outcome = await Promise.race([work, limit.expired]);
      } finally {
        limit.cancel();
      }
    }
    if (outcome === "failed") {
      await recordJobFailure(audit(), jobFailed(event.sub, "summary", event.summaryId), "summarize-documents");
    }
    log("info", "job", { job: "summarize-documents", summaryId: event.summaryId, outcome, ms: Date.now() - started });
  };

const jobDeps = () => ({
  summaries: dynamoSummaryStore,
  jobState: dynamoJobState,
  review: dynamoReviewStore,
  accounts: dynamoAccountStore,
  files: s3Files,
  extract: extractAll,
  ai: aiEngine(),
  clock: systemClock,
});

/** Its queue's event source in AWS (decision 366); the local job runner calls it with the payload itself. */
export const handler = logsRequestId(
  queuedJob(createHandler(jobDeps, jobDeps, () => systemAudit("summarize-documents"))),
);
