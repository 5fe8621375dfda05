import type { EmailOutcome } from "#contracts/delivery";
import type { FaithfulnessFlag } from "#contracts/summaries";
import type { StoredFile } from "../summaries/ports";
import type { JobState, StatusFields } from "./status";

/**
 * A transcription as stored. Bounded (docs/architecture.md, "Bounded items"; decision 124): the transcript (words with
 * times, segments, full text) and the clinical notes live in S3 under the record's prefix; the record keeps their keys,
 * a preview of the text, the patient summary (at most 64 KB, as summaries) and the flags.
 */
export interface TranscriptionRecord extends StatusFields {
  id: string;
  patientName: string;
  patientEmail: string | null;
  /** When the clinician confirmed the patient agreed to be recorded (issue 25, part 4); absent on older records. */
  recordingConsentAt?: string;
  originalFilename: string;
  contentType: string;
  /** transcriptions/<sub>/<id>/audio.<ext>: the presigned POST writes exactly here. */
  audioKey: string;
  /** Set when the start call found the object. */
  audioUploaded: boolean;
  audioDuration: number | null;
  speechEngine: "local" | "transcribe";
  aiEngine: "local" | "bedrock" | null;
  /** The speech job's name (encodes owner and record: see core/transcriptions.ts jobNameFor). */
  jobName?: string;
  /** Which run of the speech job `jobName` is (1, absent, for the first; Retry starts the next). */
  speechAttempt?: number;
  /** The first characters of the transcript, for lists and previews; the whole text is in S3. */
  transcriptionText: string | null;
  transcriptKey?: string;
  transcriptEdited?: boolean;
  /** Counts saved transcript corrections (0 or absent for never); see `correctTranscript`. */
  transcriptRevision?: number;
  notesKey?: string;
  patientSummary: string | null;
  sourceGrade: number | null;
  summaryGrade: number | null;
  targetGrade: number;
  flags: FaithfulnessFlag[];
  /** Counts review writes of the patient summary and its flags (edit, accept), so two at once cannot both win. */
  summaryRevision?: number;
  /** How many of `flags` are still open (lists show it without reading the flags). */
  openFlags?: number;
  /** Every derived object (engine output, transcript, notes): deleted with the record (stream on REMOVE). */
  files: StoredFile[];
  /** Identifies the notes run allowed to write its outcome (a regenerate starts a new one). */
  notesRun?: string;
  /** The idempotency key of the last regenerate request. */
  regenerateKey?: string;
  /** The summaries row made for sending; kept so a retried send reuses it. */
  summaryId: string | null;
  sentKey?: string;
  followUpRequested?: boolean;
  followUpSent?: boolean;
  /** What SES reported for the summary email (the email-outcome function copies it from the summaries row). */
  emailOutcome?: EmailOutcome | null;
  /** Epoch seconds (DynamoDB TTL); absent when kept forever. */
  expiresAt?: number;
  /** A sample record (core/records/samples.ts): shown with a badge, replaced when samples are restored. */
  sample?: boolean;
}

/** What a list row reads: never the transcript, notes or summary text. */
export const TRANSCRIPTION_LIST_FIELDS = [
  "id",
  "openFlags",
  "patientName",
  "originalFilename",
  "audioDuration",
  "job",
  "stage",
  "error",
  "hasTranscript",
  "hasNotes",
  "hasPatientSummary",
  "patientSummarySentAt",
  "createdAt",
  "expiresAt",
  "deadlineAt",
  "sample",
] as const;
export type TranscriptionListRecord = Pick<TranscriptionRecord, (typeof TRANSCRIPTION_LIST_FIELDS)[number]>;

export interface TranscriptionPage {
  items: TranscriptionListRecord[];
  after?: string;
}

export interface TranscriptionStore {
  /** Writes the record and counts it in the clinician's month, in one transaction. */
  createTranscription(sub: string, record: TranscriptionRecord, month: string): Promise<void>;
  /** Undefined when missing, expired, or another clinician's. */
  getTranscription(sub: string, id: string, nowMs: number): Promise<TranscriptionRecord | undefined>;
  /** Unconditional field update of an existing record (false when it does not exist). */
  updateTranscription(sub: string, id: string, patch: Partial<TranscriptionRecord>): Promise<boolean>;
  /**
   * Applies `patch` only while the record's job state is one of `from` (and, with `run`, the notes run is that one;
   * with `beforeMs`, its deadline has not passed; with `jobName`, the speech job is still that one). False otherwise:
   * a late or superseded job changes nothing.
   */
  transition(
    sub: string,
    id: string,
    from: JobState[],
    patch: Partial<TranscriptionRecord>,
    options?: { run?: string; nowMs?: number; jobName?: string },
  ): Promise<boolean>;
  /**
   * A review write of the patient summary or its flags: only while nothing changed it since the `summaryRevision`
   * that was read (`expected`, 0 for never), it is settled (done or failed) and not sent. False otherwise.
   */
  reviewSummary(sub: string, id: string, expected: number, patch: Partial<TranscriptionRecord>): Promise<boolean>;
  /**
   * Points the record at a corrected transcript: only while no other correction was saved since `expected` (0 for
   * never) and no job is working on it (done or failed). False otherwise.
   */
  correctTranscript(sub: string, id: string, expected: number, patch: Partial<TranscriptionRecord>): Promise<boolean>;
  /** Adds derived files to the record's list (so deleting or expiring it removes them). */
  addFiles(sub: string, id: string, files: StoredFile[]): Promise<void>;
  /** `cutoffByCaller` as in SummaryPageRequest. */
  listTranscriptions(
    sub: string,
    nowMs: number,
    page: { limit: number; after?: string; cutoffByCaller?: boolean },
  ): Promise<TranscriptionPage>;
  deleteTranscription(sub: string, id: string): Promise<TranscriptionRecord | undefined>;
  /** Records the summaries row made for sending, only if none is recorded yet (or it is `expected`). */
  claimSendSummary(sub: string, id: string, summaryId: string, expected: string | null): Promise<boolean>;
}

/** The audio bucket as the transcription feature uses it (S3 in AWS and locally: adapters/files/audio.ts). */
export interface AudioFiles {
  /** A browser upload form (URL and fields) limited to this key, type and the audio size limit. */
  presignAudioUpload(key: string, contentType: string): Promise<{ url: string; fields: Record<string, string> }>;
  /** A GET link for playing or downloading; the browser saves it under `downloadName`. */
  presignDownload(key: string, downloadName: string, expiresInSeconds: number): Promise<string>;
  /** Size of an object, undefined when it does not exist. */
  objectSize(key: string): Promise<number | undefined>;
  readJson(key: string): Promise<unknown>;
  writeJson(key: string, value: unknown): Promise<void>;
  deleteObjects(keys: string[]): Promise<void>;
}
