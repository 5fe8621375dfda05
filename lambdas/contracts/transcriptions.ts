import * as z from "zod/mini";
import { EMAIL_PATTERN, sendSummaryRequestSchema } from "./delivery";
import { acceptedFlagsFields, removedFlags } from "./review";
import type { ReviewFlag } from "./review-flags";
import type { PresignedUpload } from "./summaries";
import { hasUnprintable } from "./text";

/**
 * Transcriptions: the shared contract between the API (lambdas/api/transcriptions/*) and the web.
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

// ── Audio policy (spec sections 5 and 9; issue 9) ──────────────────────────────────────────────────────────────

/** Recordings up to 2 hours and 200 MB. */
export const MAX_AUDIO_BYTES = 200 * 1024 * 1024;
export const MAX_AUDIO_SECONDS = 2 * 60 * 60;

/**
 * Accepted audio by extension: Chromium records webm/opus, Safari mp4/aac; uploads may be webm, ogg, mp3, m4a/mp4
 * or wav. The content type stored (and enforced by the upload policy) comes from the extension, as for documents,
 * so a browser's empty or odd `File.type` does not matter: name a recording `recording.webm` or `recording.mp4`.
 */
export const AUDIO_TYPES: Record<string, string[]> = {
  "audio/webm": ["webm"],
  "audio/ogg": ["ogg", "oga", "opus"],
  "audio/mpeg": ["mp3"],
  "audio/mp4": ["m4a", "mp4", "aac"],
  "audio/wav": ["wav"],
};

/** For `<input type="file" accept=…>`. */
export const AUDIO_ACCEPT = Object.values(AUDIO_TYPES)
  .flat()
  .map((ext) => `.${ext}`)
  .join(",");

export function audioExtensionOf(name: string): string {
  return name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "";
}

/** The content type we store for an audio file, from its extension; undefined when it is not audio we accept. */
export function audioTypeOf(name: string): string | undefined {
  const ext = audioExtensionOf(name);
  return Object.entries(AUDIO_TYPES).find(([, exts]) => exts.includes(ext))?.[0];
}

// Spec texts (section 5): toast title / message.
export const PATIENT_NAME_REQUIRED_TITLE = "Patient Name Required";
export const PATIENT_NAME_REQUIRED = "Please enter the patient's name to continue";
export const INVALID_FILE_TITLE = "Invalid File";
export const INVALID_AUDIO_FILE = "Please select an audio file";
// The spec has no texts for these limits; ours, in the style of 'File size must be less than 10MB'.
export const AUDIO_TOO_LARGE = "Audio file must be less than 200MB";
export const AUDIO_TOO_LONG = "Recordings can be at most 2 hours long";
/** Shown on a recording whose upload has not arrived (issue 19, item 16). */
export const WAITING_FOR_UPLOAD = "Waiting for upload";
export const WAITING_FOR_UPLOAD_DETAIL =
  "The recording has not reached the server yet. Retry if the upload has finished, or delete this recording and record it again.";
/** Spec section 8: the title of every processing failure; the message is the record's `error`. */
export const PROCESSING_ERROR_TITLE = "Processing Error";
export const PROCESSING_FAILED = "Failed to process audio. Please try again.";
/** Spec section 8 (Audio). */
export const AUDIO_NOT_AVAILABLE = "Audio recording not available";
export const NO_SPEECH_DETECTED = "No speech was detected in this recording.";
/** Signed audio link lifetime (spec section 9). */
export const AUDIO_LINK_SECONDS = 3600;

/** Schemas are built on their first parse (`z.lazy`), like the settings schemas (decision 233). */
const oneLine = (max: number, required: string, tooLong: string) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
    z.refine((value) => !hasUnprintable(value), "This field cannot contain control or text-direction characters."),
  );

export const createTranscriptionRequestSchema = z.lazy(() =>
  z.object({
    patientName: oneLine(100, PATIENT_NAME_REQUIRED, "Patient name can be at most 100 characters."),
    /** Optional; empty means none. */
    patientEmail: z.pipe(
      z.optional(
        z.string().check(
          z.trim(),
          z.maxLength(254),
          z.refine(
            (v) => v === "" || (EMAIL_PATTERN.test(v) && !hasUnprintable(v)),
            "Please enter a valid email address.",
          ),
        ),
      ),
      z.transform((v: string | undefined) => (v ? v : null)),
    ),
    fileName: oneLine(200, INVALID_AUDIO_FILE, INVALID_AUDIO_FILE).check(
      z.refine((name) => audioTypeOf(name) !== undefined, INVALID_AUDIO_FILE),
    ),
    size: z.number().check(z.int(), z.gte(1, INVALID_AUDIO_FILE), z.lte(MAX_AUDIO_BYTES, AUDIO_TOO_LARGE)),
    /** As measured by the browser (recorder timer or the media element); rounded to whole seconds on save. */
    durationSeconds: z.optional(
      z.nullable(z.number().check(z.nonnegative(), z.lte(MAX_AUDIO_SECONDS, AUDIO_TOO_LONG))),
    ),
  }),
);
export type CreateTranscriptionRequest = z.input<typeof createTranscriptionRequestSchema>;
/** The request as the API reads it (trimmed; an empty email is null). */
export type CreateTranscriptionInput = z.output<typeof createTranscriptionRequestSchema>;

/**
 * The browser names the upload it finished (the `upload.key` it was given), so a stray call starts nothing; the
 * detail page's Retry on a recording waiting for its upload asks the server to look for the audio itself
 * (`{ checkUpload: true }`). An empty body is neither, and is refused like every other POST's.
 */
export const startTranscriptionRequestSchema = z.lazy(() =>
  z.union([
    z.object({ key: z.string().check(z.minLength(1), z.maxLength(500)) }),
    z.object({ checkUpload: z.literal(true) }),
  ]),
);
export type StartTranscriptionRequest = z.infer<typeof startTranscriptionRequestSchema>;

export interface CreatedTranscription {
  transcription: TranscriptionView;
  /** POST `fields` plus the file (last) as multipart form data to `url`; then call POST /transcriptions/{id}/start. */
  upload: PresignedUpload;
}

// ── The record as the API shows it ────────────────────────────────────────────────────────────────────────────

/**
 * Spec section 4, plus 'failed': processed when both notes and patient summary exist; transcribed when only the
 * transcript does; otherwise processing. 'failed' carries `error` (the reason to show under 'Processing Error').
 * 'waiting-upload': created a while ago and its audio never arrived (issue 19): the screen offers Retry and Delete
 * instead of showing 'processing' until the upload window closes.
 */
export type TranscriptionStatus = "processing" | "transcribed" | "processed" | "failed" | "waiting-upload";
/** Real stages for the processing view (decisions.md item 7), never a fixed 70 %. */
export type TranscriptionStage = "uploading" | "transcribing" | "writing-notes" | "writing-summary" | "done";
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

/** Who a speaker label is in the consultation (issue 20). */
export type SpeakerRole = "clinician" | "patient";

export interface TranscriptSpeakerView {
  /** The engine's label on words and segments: 'spk_0', 'spk_1'. */
  label: string;
  role: SpeakerRole;
  /** What the transcript shows: 'Clinician' and 'Patient' until the clinician renames them. */
  name: string;
}

export interface NoteSentence {
  text: string;
  /** The transcript segments this sentence rests on (may be empty for a sentence the clinician added). */
  segmentIds: string[];
}

export interface NoteSection {
  heading: string;
  sentences: NoteSentence[];
}

export interface ClinicalNotes {
  /** The clinician's clinical template at generation time (Settings), e.g. 'SOAP Format'. */
  templateName: string;
  sections: NoteSection[];
}

export interface TranscriptionView {
  id: string;
  patientName: string;
  patientEmail: string | null;
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
  engine: { speech: "local" | "transcribe"; ai: "local" | "bedrock" | null };
  createdAt: string;
  expiresAt: string | null;
}

// ── List ──────────────────────────────────────────────────────────────────────────────────────────────────────

export type { ListPageQuery as ListTranscriptionsQuery } from "./list-page";
/** GET /transcriptions?limit=&next=: newest first, after the `next` cursor (the shape every list route shares). */
export { listPageQuerySchema as listTranscriptionsQuerySchema } from "./list-page";

/** One row of Past Transcriptions: never the transcript, notes or summary text. */
export type TranscriptionListItem = Pick<
  TranscriptionView,
  | "id"
  | "patientName"
  | "originalFilename"
  | "audioDuration"
  | "status"
  | "stage"
  | "error"
  | "patientSummaryStatus"
  | "patientSummarySentAt"
  | "createdAt"
  | "expiresAt"
> & {
  /** Flags on the patient summary still to check before it can be sent. */
  openFlags: number;
  /** A sample record (shown with a "Sample" badge; restorable from Settings). */
  sample?: boolean;
};

export interface TranscriptionListPage {
  transcriptions: TranscriptionListItem[];
  /** Pass back as `next` for the following page; null on the last page. */
  next: string | null;
}

// ── Audio ─────────────────────────────────────────────────────────────────────────────────────────────────────

export interface AudioLink {
  /** Presigned GET, valid `expiresInSeconds`; play it in <audio> or fetch it to download. */
  url: string;
  /** `transcription-{id}.<ext>` with the audio's own extension. */
  fileName: string;
  contentType: string;
  expiresInSeconds: typeof AUDIO_LINK_SECONDS;
}

// ── Review ────────────────────────────────────────────────────────────────────────────────────────────────────

const MAX_SEGMENT_TEXT = 4000;
const MAX_NOTE_TEXT = 2000;
export const MAX_PATIENT_SUMMARY_CHARS = 64_000;

/**
 * Corrected text for some segments (by id); segments not listed stay as they are. Empty text removes the words.
 * `revision` is the `transcriptRevision` the correction was made on (409 when another was saved since).
 */
export const transcriptCorrectionSchema = z.lazy(() =>
  z.object({
    revision: z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000))),
    segments: z
      .array(
        z.object({
          id: z.string().check(z.regex(/^s[1-9][0-9]{0,5}$/, "Unknown transcript segment.")),
          text: z
            .string()
            .check(z.maxLength(MAX_SEGMENT_TEXT, `A segment can be at most ${MAX_SEGMENT_TEXT} characters.`)),
        }),
      )
      .check(z.minLength(1, "Nothing to update."), z.maxLength(5000)),
  }),
);
export type TranscriptCorrection = z.infer<typeof transcriptCorrectionSchema>;

/** A shown speaker name: one line, like a patient name, a little shorter (it heads every turn). */
export const MAX_SPEAKER_NAME = 60;
export const SPEAKER_NAME_REQUIRED = "Please enter a name for each speaker.";
export const SPEAKER_NAME_TOO_LONG = `A speaker's name can be at most ${MAX_SPEAKER_NAME} characters.`;
export const SPEAKER_ROLES_NEEDED = "A consultation has one clinician and one patient.";
export const SPEAKERS_UNKNOWN = "These are not the speakers of this transcript. Reload it to see the latest version.";
/** What the transcript calls each role until the clinician renames it. */
export const SPEAKER_ROLE_NAMES: Record<SpeakerRole, string> = { clinician: "Clinician", patient: "Patient" };

/**
 * PUT /transcriptions/{id}/speakers: every speaker of the transcript with its role and shown name. A swap sends the
 * roles (and names) exchanged. Roles are one clinician and one patient; `revision` is the `transcriptRevision` the
 * change was made on.
 */
export const speakersUpdateSchema = z.lazy(() =>
  z.object({
    revision: z.int().check(z.minimum(0), z.maximum(1_000_000)),
    speakers: z
      .array(
        z.object({
          label: z.string().check(z.regex(/^spk_[0-9]{1,2}$/, SPEAKERS_UNKNOWN)),
          role: z.enum(["clinician", "patient"], SPEAKER_ROLES_NEEDED),
          name: oneLine(MAX_SPEAKER_NAME, SPEAKER_NAME_REQUIRED, SPEAKER_NAME_TOO_LONG),
        }),
      )
      .check(
        z.minLength(1, SPEAKERS_UNKNOWN),
        z.maxLength(2, SPEAKER_ROLES_NEEDED),
        z.refine((list) => new Set(list.map((s) => s.label)).size === list.length, SPEAKERS_UNKNOWN),
        z.refine((list) => new Set(list.map((s) => s.role)).size === list.length, SPEAKER_ROLES_NEEDED),
      ),
  }),
);
export type SpeakersUpdate = z.infer<typeof speakersUpdateSchema>;

const noteSentenceSchema = z.lazy(() =>
  z.object({
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NOTE_TEXT)),
    segmentIds: z._default(z.array(z.string().check(z.regex(/^s[1-9][0-9]{0,5}$/))).check(z.maxLength(50)), []),
  }),
);
export const notesEditSchema = z.lazy(() =>
  z.object({
    sections: z
      .array(
        z.object({
          heading: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
          sentences: z.array(noteSentenceSchema).check(z.maxLength(500)),
        }),
      )
      .check(z.minLength(1), z.maxLength(30)),
  }),
);
export type NotesEdit = z.input<typeof notesEditSchema>;

export const patientSummaryEditSchema = z.lazy(() =>
  z.object({
    patientSummary: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "The patient summary cannot be empty."),
        z.maxLength(MAX_PATIENT_SUMMARY_CHARS, "The patient summary is too long."),
      ),
    removed: removedFlags(),
  }),
);
export type PatientSummaryEdit = z.infer<typeof patientSummaryEditSchema>;

/** POST /transcriptions/{id}/flags/confirm: flags of the patient summary accepted, with the one-line reason. */
export const confirmTranscriptionFlagsSchema = z.lazy(() => z.object(acceptedFlagsFields()));
export type ConfirmTranscriptionFlagsRequest = z.infer<typeof confirmTranscriptionFlagsSchema>;

/** A retried regenerate with the same key starts nothing twice. */
export const regenerateRequestSchema = z.lazy(() => z.object({ idempotencyKey: z.uuid() }));
export type RegenerateRequest = z.infer<typeof regenerateRequestSchema>;

// ── Send (spec section 7: insert a summaries row, send, update the transcription) ────────────────────────────

/** Same fields and texts as sending a summary: 'Email Required' / 'Invalid Email' messages, follow-up, key. */
export const sendTranscriptionRequestSchema = sendSummaryRequestSchema;
export type SendTranscriptionRequest = z.input<typeof sendTranscriptionRequestSchema>;

export interface SendTranscriptionResult {
  /** The summaries row that carries it (Past Summaries, portal, chat, feedback). */
  summaryId: string;
  sentAt: string;
  patientEmail: string;
  summaryEmailSent: true;
  followUpRequested: boolean;
  followUpSent: boolean;
  /** When the scheduled feedback request goes out (decision 200); null when it went at once or was not asked for. */
  followUpDueAt: string | null;
}

/** Spec section 7: original_filename of the summaries row made from a transcription. */
export const fromTranscriptionFilename = (id: string) => `From transcription ${id}`;
