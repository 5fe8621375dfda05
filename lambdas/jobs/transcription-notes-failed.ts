import { fromDeadLetters } from "../adapters/jobs/queue-events";
import { systemAudit } from "../adapters/store/audit";
import { dynamoTranscriptionStore } from "../adapters/store/transcriptions";
import { jobFailed, type RecordAudit } from "../core/audit/writer";
import { log, logsRequestId } from "../core/shared/log";
import type { TranscriptionStore } from "../core/transcriptions/ports";
import { NOTES_FAILED } from "../core/transcriptions/speech-finished";
import { NOTES_TIMED_OUT } from "../core/transcriptions/status";
import type { FailureDestinationEvent } from "./summarize-failed";

type NotesFailureEvent = Omit<FailureDestinationEvent, "requestPayload"> & {
  requestPayload?: { sub?: unknown; transcriptionId?: unknown; run?: unknown };
};

const timedOut = (event: NotesFailureEvent) =>
  event.requestContext?.condition === "EventAgeExceeded" ||
  event.responsePayload?.errorType === "Sandbox.Timedout" ||
  /Task timed out/i.test(event.responsePayload?.errorMessage ?? "");

export const createHandler =
  (store: TranscriptionStore, audit: () => RecordAudit | undefined = () => undefined) =>
  /**
   * The notes job's on-failure destination: it crashed or timed out on every attempt. Marks that run failed, only
   * while it is still the record's current run and still writing, so a finished or newer run stays.
   */
  async (event: NotesFailureEvent): Promise<void> => {
    const { sub, transcriptionId, run } = event.requestPayload ?? {};
    if (typeof sub !== "string" || typeof transcriptionId !== "string" || typeof run !== "string") {
      log("warn", "job", { job: "transcription-notes-failed", outcome: "invalid-event" });
      return;
    }
    const error = timedOut(event) ? NOTES_TIMED_OUT : NOTES_FAILED;
    const marked = await store.transition(
      sub,
      transcriptionId,
      ["writing"],
      { job: "failed", stage: "done", error },
      { run },
    );
    if (marked) await audit()?.(jobFailed(sub, "transcription", transcriptionId));
    log("warn", "job", {
      job: "transcription-notes-failed",
      transcriptionId,
      condition: event.requestContext?.condition,
      errorType: event.responsePayload?.errorType ?? event.responseContext?.functionError,
      outcome: marked ? "marked-failed" : "already-settled",
    });
  };

/** Reads the notes job's dead-letter queue in AWS (decision 366); the local job runner sends the record itself. */
export const handler = logsRequestId(
  fromDeadLetters(createHandler(dynamoTranscriptionStore, () => systemAudit("transcription-notes-failed"))),
);
