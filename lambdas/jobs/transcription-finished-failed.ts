import { systemAudit } from "../adapters/store/audit";
import { dynamoTranscriptionStore } from "../adapters/store/transcriptions";
import { jobFailed, type RecordAudit } from "../core/audit/writer";
import { log, logsRequestId } from "../core/shared/log";
import type { TranscriptionStore } from "../core/transcriptions/ports";
import { TRANSCRIPTION_FAILED, TRANSCRIPTION_TIMED_OUT } from "../core/transcriptions/status";
import { recordOfJob } from "../core/transcriptions/transcriptions";
import type { FailureDestinationEvent } from "./summarize-failed";

type FinishedFailureEvent = Omit<FailureDestinationEvent, "requestPayload"> & {
  requestPayload?: { detail?: { TranscriptionJobName?: unknown } };
};

const timedOut = (event: FinishedFailureEvent) =>
  event.requestContext?.condition === "EventAgeExceeded" ||
  event.responsePayload?.errorType === "Sandbox.Timedout" ||
  /Task timed out/i.test(event.responsePayload?.errorMessage ?? "");

export const createHandler =
  (store: Pick<TranscriptionStore, "transition">, audit: () => RecordAudit | undefined = () => undefined) =>
  /**
   * The transcription-finished function's on-failure destination: every run of it failed (a frozen store, a crash,
   * a timeout), so the transcript was never stored. Marks the record failed with the reason, only while it is still
   * transcribing, so the clinician sees Processing Error and Retry now instead of "processing" until the deadline.
   */
  async (event: FinishedFailureEvent): Promise<void> => {
    const jobName = event.requestPayload?.detail?.TranscriptionJobName;
    const owner = typeof jobName === "string" ? recordOfJob(jobName) : undefined;
    if (!owner) {
      log("warn", "job", { job: "transcription-finished-failed", outcome: "invalid-event" });
      return;
    }
    const error = timedOut(event) ? TRANSCRIPTION_TIMED_OUT : TRANSCRIPTION_FAILED;
    const marked = await store.transition(owner.sub, owner.id, ["transcribing"], {
      job: "failed",
      stage: "done",
      error,
    });
    if (marked) await audit()?.(jobFailed(owner.sub, "transcription", owner.id));
    log("warn", "job", {
      job: "transcription-finished-failed",
      transcriptionId: owner.id,
      attempts: event.requestContext?.approximateInvokeCount,
      errorType: event.responsePayload?.errorType ?? event.responseContext?.functionError,
      outcome: marked ? "marked-failed" : "already-settled",
    });
  };

export const handler = logsRequestId(
  createHandler(dynamoTranscriptionStore, () => systemAudit("transcription-finished-failed")),
);
