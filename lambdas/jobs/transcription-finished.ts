import { s3Audio } from "../adapters/files/audio";
import { notesJobs } from "../adapters/jobs/start-job";
import { failureReasonOf } from "../adapters/speech/engine";
import { dynamoTranscriptionStore } from "../adapters/store/transcriptions";
import { systemClock, ulidIds } from "../adapters/system";
import { log, logsRequestId } from "../core/shared/log";
import { type FinishedDeps, onSpeechFinished } from "../core/transcriptions/speech-finished";
import { parseJobStateChange, UnreadableTranscript } from "../core/transcriptions/speech-output";

export const createHandler =
  (deps: () => FinishedDeps) =>
  /**
   * The EventBridge rule's target for "Transcribe Job State Change" (aws.transcribe) in AWS; the local event bus
   * delivers the offline engine's identical event here too. A failure throws, so EventBridge's async invoke retries
   * and then leaves the event in this function's dead-letter queue; the record's deadline covers the screen.
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
    log("info", "job", { job: "transcription-finished", status: change.status, outcome, ms: Date.now() - started });
  };

export const handler = logsRequestId(
  createHandler(() => ({
    transcriptions: dynamoTranscriptionStore,
    files: s3Audio,
    notesJobs,
    failureReason: failureReasonOf,
    clock: systemClock,
    ids: ulidIds,
  })),
);
