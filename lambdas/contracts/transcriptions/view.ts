import type { EmailOutcome } from "../delivery";
import type { ReviewFlag } from "../review-flags";
import type { ClinicalNotes } from "./notes";
import type { TranscriptSpeakerView } from "./speakers";

/**
 * Transcriptions: the shared contract between the API (lambdas/api/transcriptions/*) and the web. This file is the
 * record as the routes show it; the requests are in its sibling files: create.ts (create, start), list.ts, audio.ts
 * (the audio link), speakers.ts, notes.ts, review.ts (transcript, summary, flags, regenerate) and send.ts.
 *
 * Routes (all behind sign-in; another clinician's id answers 404 on every one):
 *   POST   /transcriptions                    CreateTranscriptionRequest → 201 CreatedTranscription
 *          The record is created first (spec section 4), with a presigned POST for the audio to its own prefix.
 *   POST   /transcriptions/{id}/start         StartTranscriptionRequest {key} → 202 {transcription}. After the
 *          browser's upload (key = upload.key from the create answer): checks the object is there, starts the speech
 *          job. Repeating it once started changes nothing (202 again).
 *   GET    /transcriptions?limit&next         → TranscriptionListPage (newest first, projection, cursor)
 *   GET    /transcriptions/{id}               → {transcription: TranscriptionView}; poll it every 2 s or so while
 *          `stage` is not 'done' (the stage names the step under way).
 *   GET    /transcriptions/{id}/audio         → AudioLink (presigned GET, 3600 s)
 *   PUT    /transcriptions/{id}/transcript    TranscriptCorrection → {transcription} (review: corrected text)
 *   PUT    /transcriptions/{id}/speakers      SpeakersUpdate {revision, speakers} → {transcription}: names and roles
 *          of the transcript's speakers (rename, swap). Guarded by `transcriptRevision` like a correction (409 when
 *          another change was saved since); a swap marks the transcript edited, so notes can be regenerated.
 *   POST   /transcriptions/{id}/regenerate    RegenerateRequest {idempotencyKey} → 202 {transcription}: notes and
 *          summary again from the (corrected) transcript; poll until `stage` is 'done'. Refused once sent (409).
 *   PUT    /transcriptions/{id}/notes         NotesEdit → {transcription}
 *   PUT    /transcriptions/{id}/summary       PatientSummaryEdit → {transcription}; refused once sent (409).
 *   POST   /transcriptions/{id}/flags/confirm {flags, reason} → {transcription}: flags accepted with a reason.
 *   Review routes answer 409 'This transcription is still being processed…' while a job works on the record.
 *   POST   /transcriptions/{id}/send          SendTranscriptionRequest → SendTranscriptionResult. Spec section 7:
 *          inserts a summaries row ('From transcription {id}'), sends it with the summaries' exactly-once delivery
 *          (portal link, follow-up), then records patientEmail and sentAt here. Retrying with the same
 *          idempotencyKey sends nothing twice and reuses the same summary.
 *   DELETE /transcriptions/{id}               → 204; the audio and everything derived from it go with it.
 *
 * Errors use the API's shape `{ error: { code, message, fields? } }`; 422 for bad input with the spec's texts.
 */

/**
 * Spec section 4, plus 'failed': processed when both notes and patient summary exist; transcribed when only the
 * transcript does; otherwise processing. 'failed' carries `error` (the reason to show under 'Processing Error').
 * 'waiting-upload': created a while ago and its audio never arrived (issue 19): the screen offers Retry and Delete
 * instead of showing 'processing' until the upload window closes.
 */
export type TranscriptionStatus = "processing" | "transcribed" | "processed" | "failed" | "waiting-upload";
/** Real stages for the processing view (decisions.md item 7), never a fixed 70 %. */
/** "queued": the notes job waits in line to start (decision 366); the screens say "Waiting in line". */
export type TranscriptionStage = "uploading" | "transcribing" | "queued" | "writing-notes" | "writing-summary" | "done";
/** Spec section 4: Sent when sent, Ready to Send when a patient summary exists, else Not Available. */
export type PatientSummaryStatus = "Sent" | "Ready to Send" | "Not Available";

export interface TranscriptWordView {
  text: string;
  /** Punctuation that follows the word ('' if none): text + punctuation rebuilds the transcript. */
  punctuation: string;
  /** Seconds from the start of the audio. */
  start: number;
  end: number;
  /** 0 to 1 as the engine reported it. */
  confidence: number;
  /** Below the engine's own threshold: highlight for review. */
  lowConfidence: boolean;
  segmentId: string;
}

export interface TranscriptSegmentView {
  /** 's1', 's2', … in time order; note sentences cite these. */
  id: string;
  start: number;
  end: number;
  /** 'spk_0', 'spk_1', … when the engine labelled speakers, else null. */
  speaker: string | null;
  text: string;
  /** True once the clinician corrected this segment's text (its words keep the recognised timing). */
  edited: boolean;
}

export interface TranscriptionView {
  id: string;
  patientName: string;
  patientEmail: string | null;
  /** When the clinician confirmed the patient agreed to be recorded; null on records made before it was asked. */
  recordingConsentAt: string | null;
  /** The uploaded or recorded file's name. */
  originalFilename: string;
  /** Whole seconds, null when unknown (shown 'Unknown'). */
  audioDuration: number | null;
  status: TranscriptionStatus;
  stage: TranscriptionStage;
  /** Why it failed (shown under 'Processing Error'), or a no-speech note; null otherwise. */
  error: string | null;
  /** True once the audio object is stored (else the player shows 'Audio recording not available'). */
  hasAudio: boolean;
  /** The transcript (details only; empty in list rows). */
  words: TranscriptWordView[];
  segments: TranscriptSegmentView[];
  /** One entry per speaker label the segments carry; empty when the engine labelled none. */
  speakers: TranscriptSpeakerView[];
  transcriptionText: string | null;
  /** True once the clinician corrected the transcript; notes and summary may then be regenerated from it. */
  transcriptEdited: boolean;
  /** Counts saved corrections; a correction names the one it was made on, so two windows cannot both win. */
  transcriptRevision: number;
  clinicalNotes: ClinicalNotes | null;
  /** What the claim checker found in the notes against the transcript: shown to the clinician, never a gate. */
  notesFlags: ReviewFlag[];
  /** The patient-friendly summary (plain text with the same layout as a summary's `summaryContent`). */
  patientSummary: string | null;
  sourceGrade: number | null;
  summaryGrade: number | null;
  targetGrade: number;
  /** Facts in the summary not found in the transcript: for the clinician only. */
  flags: ReviewFlag[];
  patientSummaryStatus: PatientSummaryStatus;
  patientSummarySentAt: string | null;
  /** The summaries row made when it was sent (it appears in Past Summaries, the portal and feedback use it). */
  summaryId: string | null;
  /**
   * Before it is sent: the summaries row made to translate it (decision 382), where its translation lives; null when
   * none was made or once sent (then `summaryId`).
   */
  translationRowId?: string | null;
  /** What SES reported for the summary email once sent (delivered, bounced, marked as spam); null until then. */
  emailOutcome: EmailOutcome | null;
  engine: { speech: "local" | "transcribe"; ai: "local" | "bedrock" | null };
  createdAt: string;
  expiresAt: string | null;
}

/** Shown on a recording whose upload has not arrived (issue 19, item 16). */
export const WAITING_FOR_UPLOAD = "Waiting for upload";
export const WAITING_FOR_UPLOAD_DETAIL =
  "The recording has not reached the server yet. Retry if the upload has finished, or delete this recording and record it again.";
/** Spec section 8: the title of every processing failure; the message is the record's `error`. */
export const PROCESSING_ERROR_TITLE = "Processing Error";
export const PROCESSING_FAILED = "Failed to process audio. Please try again.";
