import { AUDIO_NOT_AVAILABLE } from "#contracts/transcriptions/audio";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import type { AccountStore } from "../account/ports";
import { Conflict, InvalidInput } from "../shared/errors";
import type { StoredFile } from "../summaries/ports";
import { speechOutputKeyFor, transcriptKeyFor } from "./documents";
import { regenerate } from "./review";
import type { NotesJob } from "./speech-finished";
import { startSpeechJob } from "./start-speech";
import { transcribeDeadline, UPLOAD_NOT_RECEIVED } from "./status";
import { getTranscription, jobNameFor, liveRecord, type TranscriptionDeps } from "./transcriptions";

export const NOTHING_TO_RETRY = "Only a recording that failed can be tried again.";

export type RetryDeps = Omit<TranscriptionDeps, "accounts"> & {
  accounts?: Pick<AccountStore, "getSettings">;
  notesJobs: { startNotesJob(job: NotesJob): Promise<void> };
};

/**
 * Retry on a failed or stalled recording (issue 19, item 13). When its transcript is stored and readable, only notes
 * and summary are written again (as Regenerate does). Otherwise the stored audio is transcribed again as a new
 * speech job, so a late event of the stalled one changes nothing. Guarded by the job state read: of two Retry
 * clicks, one starts the work and the other gets 409.
 */
export async function retryTranscription(deps: RetryDeps, sub: string, id: string): Promise<TranscriptionView> {
  const record = await liveRecord(deps, sub, id);
  const shown = await getTranscription(deps, sub, id);
  if (shown.status !== "failed") throw new Conflict(NOTHING_TO_RETRY);
  if (!record.audioUploaded) throw new InvalidInput(UPLOAD_NOT_RECEIVED);

  const transcriptReadable = record.hasTranscript && shown.segments.length > 0;
  if (transcriptReadable && (record.job === "failed" || record.job === "done")) {
    return regenerate(deps, sub, id, { idempotencyKey: crypto.randomUUID() });
  }

  const nowMs = deps.clock.now().getTime();
  const size = await deps.files.objectSize(record.audioKey);
  if (!size) throw new InvalidInput(AUDIO_NOT_AVAILABLE);
  const attempt = (record.speechAttempt ?? 1) + 1;
  const jobName = jobNameFor(sub, id, attempt);
  const outputKey = speechOutputKeyFor(sub, id, jobName);
  const files: StoredFile[] = [
    ...(record.files ?? []),
    { key: outputKey, name: "speech-output.json", contentType: "application/json" },
  ];
  // A corrected transcript is not in `files`; the new run replaces it, and it must still go with the record.
  if (record.transcriptKey && record.transcriptKey !== transcriptKeyFor(sub, id)) {
    files.push({ key: record.transcriptKey, name: "transcript.json", contentType: "application/json" });
  }
  // Conditional on the job read: a second Retry (or the stalled job's late event) finds another and changes nothing.
  const moved = await deps.transcriptions.transition(
    sub,
    id,
    [record.job],
    {
      job: "transcribing",
      stage: "transcribing",
      error: null,
      jobName,
      speechAttempt: attempt,
      hasTranscript: false,
      hasNotes: false,
      transcriptEdited: false,
      deadlineAt: transcribeDeadline(nowMs, record.audioDuration),
      files,
    },
    { jobName: record.jobName ?? jobNameFor(sub, id) },
  );
  if (!moved) throw new Conflict(NOTHING_TO_RETRY);
  await startSpeechJob(deps, sub, id, { jobName, outputKey, record });
  return getTranscription(deps, sub, id);
}
