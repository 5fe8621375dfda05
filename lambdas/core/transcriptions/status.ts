import type { PatientSummaryStatus, TranscriptionStage, TranscriptionStatus } from "#contracts/transcriptions/view";
import { JOB_QUEUE_WAIT_SECONDS } from "../summaries/status";

/**
 * The rules every read of a transcription applies: the spec's derived status (section 4), the send status, the
 * dashboard's simpler rule, and deadlines, so a job that died never leaves a screen waiting (docs/architecture.md,
 * "Background work ends").
 */

/** The notes job's Lambda timeout; the route table reads it from here. */
export const NOTES_TIMEOUT_SECONDS = 300;
/** The function that reads the speech engine's output (Transcribe's JSON of a 2-hour recording is a few MB). */
export const FINISHED_TIMEOUT_SECONDS = 120;
/** How long a created record waits for its audio upload and the start call (200 MB on a slow line). */
export const UPLOAD_WINDOW_SECONDS = 60 * 60;
/**
 * A recording is uploaded and started within seconds of its creation; one that has not started after this reads
 * 'waiting-upload' (with Retry and Delete) rather than 'processing', though the upload may still arrive in its window.
 */
export const UPLOAD_WAIT_SECONDS = 2 * 60;
/**
 * Transcription time, in proportion to the audio: Amazon Transcribe usually finishes a batch job within the audio's
 * length; the offline engine runs at about 0.15 × real time on CPU. The fixed part covers queueing and one run of
 * the finished function (a run that fails is retried, and after the last retry its on-failure function marks the
 * record failed at once: the deadline is only the backstop for when even that cannot write).
 */
export const TRANSCRIBE_BASE_SECONDS = 60 + FINISHED_TIMEOUT_SECONDS;
export const TRANSCRIBE_PER_AUDIO_SECOND = 1.5;
/** Time for an asynchronous invoke to start and for the job to record its own failure after the timeout. */
export const DEADLINE_MARGIN_SECONDS = 60;

export const UPLOAD_NOT_RECEIVED = "The recording was not uploaded. Please try again.";
export const TRANSCRIPTION_TIMED_OUT = "Transcription timed out. Please try again.";
export const NOTES_TIMED_OUT = "Writing the notes timed out. Please try again.";
export const TRANSCRIPTION_FAILED = "Failed to process audio. Please try again.";

/** The job state a record is in (what conditional writes test); the status the screens show is derived from it. */
export type JobState = "uploading" | "transcribing" | "writing" | "done" | "failed";

export interface StatusFields {
  job: JobState;
  stage: TranscriptionStage;
  error: string | null;
  hasTranscript: boolean;
  hasNotes: boolean;
  patientSummary?: string | null;
  hasPatientSummary?: boolean;
  patientSummarySentAt: string | null;
  createdAt: string;
  deadlineAt?: number;
}

export const uploadDeadline = (nowMs: number) => nowMs + UPLOAD_WINDOW_SECONDS * 1000;

/** By when the speech engine must have answered, for audio of `audioSeconds` (unknown: the 2-hour maximum). */
export function transcribeDeadline(nowMs: number, audioSeconds: number | null): number {
  const audio = audioSeconds ?? 2 * 60 * 60;
  return nowMs + (TRANSCRIBE_BASE_SECONDS + audio * TRANSCRIBE_PER_AUDIO_SECOND + DEADLINE_MARGIN_SECONDS) * 1000;
}

/**
 * What the speech engine says of a started job: Amazon Transcribe's own states, and when it left its queue. With job
 * queueing on (adapters/speech/transcribe.ts), a job waits QUEUED, first in, first out, until the account's concurrent
 * jobs fall below the quota; its transcription time counts only from then.
 */
export interface SpeechJobState {
  status: "QUEUED" | "IN_PROGRESS" | "COMPLETED" | "FAILED";
  /** When the job went IN_PROGRESS (Transcribe's StartTime); absent while it waits in the queue. */
  startedAtMs?: number;
}

/**
 * The deadline of a transcribing record whose stored deadline has passed, counted from when the job actually started:
 * while the engine still holds the job in its queue the whole budget lies ahead (from now); once it runs, the budget
 * counts from its start. Undefined when that is no later than the stored deadline (a finished job, or one that ran
 * and overran): the record then fails by its deadline as before.
 */
export function queuedJobDeadline(
  record: Pick<StatusFields, "job" | "deadlineAt" | "createdAt"> & { audioDuration?: number | null },
  state: SpeechJobState | undefined,
  nowMs: number,
): number | undefined {
  if (record.job !== "transcribing" || !state) return undefined;
  const audio = record.audioDuration ?? null;
  let extended: number | undefined;
  if (state.status === "QUEUED") extended = transcribeDeadline(nowMs, audio);
  else if (state.status === "IN_PROGRESS" && state.startedAtMs !== undefined) {
    extended = transcribeDeadline(state.startedAtMs, audio);
  }
  return extended !== undefined && extended > deadlineOf(record) ? extended : undefined;
}

export const notesDeadline = (nowMs: number) => nowMs + (NOTES_TIMEOUT_SECONDS + DEADLINE_MARGIN_SECONDS) * 1000;

/**
 * The deadline of a record whose notes job waits in line (stage 'queued', decision 366): the time it may wait in its
 * queue, then the job's budget, which the job counts again from when it leaves the line (notesDeadline).
 */
export const queuedNotesDeadline = (nowMs: number) => notesDeadline(nowMs + JOB_QUEUE_WAIT_SECONDS * 1000);

const TIMEOUT_MESSAGE: Record<JobState, string | null> = {
  uploading: UPLOAD_NOT_RECEIVED,
  transcribing: TRANSCRIPTION_TIMED_OUT,
  writing: NOTES_TIMED_OUT,
  done: null,
  failed: null,
};

/** Records without a deadline get the most generous one from their creation. */
const deadlineOf = (record: Pick<StatusFields, "deadlineAt" | "createdAt">) =>
  record.deadlineAt ?? transcribeDeadline(Date.parse(record.createdAt), null);

export function isPastDeadline(record: Pick<StatusFields, "deadlineAt" | "createdAt">, nowMs: number): boolean {
  return nowMs > deadlineOf(record);
}

/** The record as reads report it: work still under way past its deadline has died and reads as failed. */
export function withDeadline<T extends StatusFields>(record: T, nowMs: number): T {
  const message = TIMEOUT_MESSAGE[record.job];
  if (!message || !isPastDeadline(record, nowMs)) return record;
  return { ...record, job: "failed", error: message };
}

const hasSummary = (r: Pick<StatusFields, "patientSummary" | "hasPatientSummary">) =>
  r.hasPatientSummary ?? Boolean(r.patientSummary);

/**
 * Spec section 4: processed when both clinical notes and patient summary exist; transcribed when only the transcript
 * does; otherwise processing. Plus failed, which carries the reason. A failure after the transcript was made (notes
 * could not be written) still reads failed, so the screen shows why; the transcript stays readable.
 */
export function derivedStatus(record: StatusFields): TranscriptionStatus {
  if (record.job === "failed") return "failed";
  if (record.job === "writing") return record.hasTranscript ? "transcribed" : "processing";
  if (record.hasNotes && hasSummary(record)) return "processed";
  if (record.hasTranscript) return "transcribed";
  return "processing";
}

/** The status screens show at `nowMs`: derivedStatus, except a recording whose upload is late (UPLOAD_WAIT_SECONDS). */
export function statusAt(record: StatusFields, nowMs: number): TranscriptionStatus {
  const late = nowMs - Date.parse(record.createdAt) > UPLOAD_WAIT_SECONDS * 1000;
  if (record.job === "uploading" && late) return "waiting-upload";
  return derivedStatus(record);
}

/** Spec section 4: Sent when sent, Ready to Send when a patient summary exists, otherwise Not Available. */
export function patientSummaryStatus(
  record: Pick<StatusFields, "patientSummarySentAt" | "patientSummary" | "hasPatientSummary">,
): PatientSummaryStatus {
  if (record.patientSummarySentAt) return "Sent";
  return hasSummary(record) ? "Ready to Send" : "Not Available";
}

/** Spec section 4, dashboard home: 'draft' while clinical notes are empty, 'processed' once present. */
export function dashboardStatus(record: Pick<StatusFields, "hasNotes">): "draft" | "processed" {
  return record.hasNotes ? "processed" : "draft";
}

/** Spec section 9: duration rounded to whole seconds on save. */
export function wholeSeconds(seconds: number | null | undefined): number | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  return Math.round(seconds);
}

/** Each engine's confidence threshold below which a word is highlighted (decisions.md item 103). */
export const LOW_CONFIDENCE_BELOW: Record<"local" | "transcribe", number> = { local: 0.5, transcribe: 0.6 };
