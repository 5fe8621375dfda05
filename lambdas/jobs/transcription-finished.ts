import { s3Audio } from "../adapters/files/audio";
import { notesJobs } from "../adapters/jobs/start-job";
import { failureReasonOf } from "../adapters/speech/engine";
import { systemAudit } from "../adapters/store/audit";
import { dynamoTranscriptionStore } from "../adapters/store/transcriptions";
import { systemClock, ulidIds } from "../adapters/system";
import { jobFailed, type RecordAudit, recordJobFailure } from "../core/audit/writer";
import { log, logsRequestId } from "../core/shared/log";
import { type FinishedDeps, type FinishedOutcome, onSpeechFinished } from "../core/transcriptions/speech-finished";
import { parseJobStateChange, UnreadableTranscript } from "../core/transcriptions/speech-output";
import { recordOfJob } from "../core/transcriptions/transcriptions";

/** Outcomes that left the record failed: the system's failure, or the recording's own (no speech, too long). */
const FAILED: Partial<Record<FinishedOutcome, "4" | "12">> = { failed: "12", "no-speech": "4", "too-long": "4" };

export const createHandler =
  (deps: () => FinishedDeps, audit: () => RecordAudit | undefined = () => undefined) =>
  /**
   * The EventBridge rule's target for "Transcribe Job State Change" (aws.transcribe) in AWS; the local event bus
   * delivers the offline engine's identical event here too. A failure throws, so EventBridge's async invoke retries
   * and then leaves the event in this function's dead-letter queue; the record's deadline covers the screen. A
   * recording it marks failed is an audit event of the system's.
   */
  async (event: unknown): Promise<void> => {
    let change: ReturnType<typeof parseJobStateChange>;
    try {
      change = parseJobStateChange(event);
    } catch (error) {
      if (!(error instanceof UnreadableTranscript)) throw error;
      log("warn", "job", { job: "transcription-finished", outcome: "invalid-event" });
      return;
    }
    const started = Date.now();
    const outcome = await onSpeechFinished(deps(), change);
    const failure = FAILED[outcome];
    const owner = recordOfJob(change.jobName);
    if (failure && owner) {
      await recordJobFailure(
        audit(),
        jobFailed(owner.sub, "transcription", owner.id, failure),
        "transcription-finished",
      );
    }
    log("info", "job", { job: "transcription-finished", status: change.status, outcome, ms: Date.now() - started });
  };

export const handler = logsRequestId(
  createHandler(
    () => ({
      transcriptions: dynamoTranscriptionStore,
      files: s3Audio,
      notesJobs,
      failureReason: failureReasonOf,
      clock: systemClock,
      ids: ulidIds,
    }),
    () => systemAudit("transcription-finished"),
  ),
);
