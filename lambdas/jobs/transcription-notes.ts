import type { Context } from "aws-lambda";
import { aiEngine } from "../adapters/ai/engine";
import { s3Audio } from "../adapters/files/audio";
import { queuedJob } from "../adapters/jobs/queue-events";
import { dynamoAccountStore } from "../adapters/store/account-store";
import { systemAudit } from "../adapters/store/audit";
import { dynamoTranscriptionStore } from "../adapters/store/transcriptions";
import { systemClock } from "../adapters/system";
import { jobFailed, type RecordAudit, recordJobFailure } from "../core/audit/writer";
import { log, logsRequestId } from "../core/shared/log";
import { type NotesDeps, type NotesOutcome, writeNotes } from "../core/transcriptions/jobs";
import type { NotesJob } from "../core/transcriptions/speech-finished";
import { NOTES_TIMED_OUT } from "../core/transcriptions/status";

/** Time kept back from the Lambda timeout to write the timeout down before the runtime stops the function. */
const FINAL_WRITE_MS = 10_000;

const isJob = (event: unknown): event is NotesJob =>
  typeof (event as NotesJob)?.sub === "string" &&
  typeof (event as NotesJob)?.transcriptionId === "string" &&
  typeof (event as NotesJob)?.run === "string";

export const createHandler =
  (deps: () => NotesDeps, audit: () => RecordAudit | undefined = () => undefined) =>
  /**
   * Invoked asynchronously after transcription and by "regenerate". It ends within its own time: near the timeout
   * it marks the record timed out itself; what it cannot report reaches jobs/transcription-notes-failed. A failure
   * it marks itself is an audit event of the system's.
   */
  async (event: unknown, context?: Pick<Context, "getRemainingTimeInMillis">): Promise<void> => {
    if (!isJob(event)) {
      log("warn", "job", { job: "transcription-notes", outcome: "invalid-event" });
      return;
    }
    const started = Date.now();
    const resolved = deps();
    const work = writeNotes(resolved, event);
    const remaining = context?.getRemainingTimeInMillis?.();
    let outcome: NotesOutcome;
    if (remaining === undefined) {
      outcome = await work;
    } else {
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<NotesOutcome>((resolve, reject) => {
        timer = setTimeout(
          () => {
            resolved.transcriptions
              .transition(
                event.sub,
                event.transcriptionId,
                ["writing"],
                { job: "failed", stage: "done", error: NOTES_TIMED_OUT },
                { run: event.run },
              )
              .then(() => resolve("failed"), reject);
          },
          Math.max(0, remaining - FINAL_WRITE_MS),
        );
      });
      try {
        outcome = await Promise.race([work, expired]);
      } finally {
        clearTimeout(timer);
      }
    }
    if (outcome === "failed") {
      await recordJobFailure(
        audit(),
        jobFailed(event.sub, "transcription", event.transcriptionId),
        "transcription-notes",
      );
    }
    log("info", "job", {
      job: "transcription-notes",
      transcriptionId: event.transcriptionId,
      outcome,
      ms: Date.now() - started,
    });
  };

/** Its queue's event source in AWS (decision 366); the local job runner calls it with the payload itself. */
export const handler = logsRequestId(
  queuedJob(
    createHandler(
      () => ({
        transcriptions: dynamoTranscriptionStore,
        accounts: dynamoAccountStore,
        files: s3Audio,
        ai: aiEngine(),
        clock: systemClock,
      }),
      () => systemAudit("transcription-notes"),
    ),
  ),
);
