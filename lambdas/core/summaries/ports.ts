import type { VersionMeta } from "#contracts/review";
import type { ChatMessage, SummaryView } from "#contracts/summaries";
import type { FollowUpClaim, SendClaim } from "../delivery/ports";
import type { StoredTranslation } from "../translation/stored";

export interface StoredFile {
  key: string;
  name: string;
  contentType: string;
}

/** A summary as stored: the API view (less what is derived) plus what only the server needs. */
export type SummaryRecord = Omit<SummaryView, "expiresAt" | "deliveryStatus" | "translation"> & {
  /** The patient-language translation and its check (core/translation), null or absent when sent in English. */
  translation?: StoredTranslation | null;
  files: StoredFile[];
  /** The extracted text of the files, kept beside them so chat can answer from the document (decision 184). */
  sourceKey?: string;
  instructions: string;
  glossaryHits: number;
  /** Epoch seconds (DynamoDB TTL); absent when kept forever. */
  expiresAt?: number;
  /** A send in progress (present only while one runs). */
  send?: SendClaim;
  /** The idempotency key of the send that delivered it, and whether that send asked for the follow-up. */
  sentKey?: string;
  /** SES's id of the summary email that send emailed: an outcome event counts only for this message. */
  sentMessageId?: string;
  /** The transcription this row was sent from (its page shows the email's outcome too). */
  transcriptionId?: string;
  followUpRequested?: boolean;
  followUpSent?: boolean;
  /** A scheduled feedback request that could not be sent (or scheduled): it is not tried again. */
  followUpFailed?: boolean;
  /** A scheduled feedback request being sent right now (present only while it runs). */
  followUpClaim?: FollowUpClaim;
  /** Keys of the items derived from this summary (link, sessions, feedback, send requests): they go with it. */
  derivedKeys?: Set<string> | string[];
  /** Epoch milliseconds by which the job must have ended; past it, reads report the record failed. */
  deadlineAt?: number;
  /** Clinician review (core/review): the current version (absent = 1), the versions kept, a regeneration. */
  revision?: number;
  versions?: VersionMeta[];
  regeneration?: RegenerationRecord;
  /** How many of `flags` are still open (lists show it without reading the flags). */
  openFlags?: number;
  /** A sample record (core/records/samples.ts): shown with a badge, replaced when samples are restored. */
  sample?: boolean;
  /** The version the send claimed (and the patient's portal shows): pinned at claim time, decision 195. */
  sentRevision?: number;
  /** Patient questions to the care team still waiting for a reply (core/care-team), and when the last was asked. */
  openQuestions?: number;
  lastQuestionAt?: string;
};

/** A regeneration under way or failed, kept on the record until the next change. */
export interface RegenerationRecord {
  /** Names this regeneration, so a late job cannot finish a newer one. */
  id: string;
  status: "processing" | "failed";
  error: string | null;
  startedAt: string;
  /** Epoch milliseconds; past it, reads report the regeneration failed. */
  deadlineAt: number;
  /** The template choice (settings form: a preset id, 'custom' or custom_<id>), null for the clinician's default. */
  template: string | null;
  templateName: string | null;
  instructions: string;
  by: string | null;
}

/** The fields of a list row (store/summaries.ts SUMMARY_LIST_FIELDS): what the status rule and the list read. */
export type SummaryListRecord = Pick<
  SummaryRecord,
  | "id"
  | "patientName"
  | "originalFilename"
  | "status"
  | "stage"
  | "error"
  | "sentAt"
  | "createdAt"
  | "expiresAt"
  | "deadlineAt"
  | "openFlags"
  | "sample"
>;

export interface SummaryPageRequest {
  limit: number;
  /** Continue after this summary id (the previous page's `after`). */
  after?: string;
  /**
   * The caller applies the retention cutoff itself (the dashboard reads it with its counters), so the page skips
   * its own read of it. Only for a first page, newest first: the cutoff removes only its oldest rows.
   */
  cutoffByCaller?: boolean;
}

export interface SummaryPage {
  items: SummaryListRecord[];
  /** Present when more may follow: the id the next page starts after. */
  after?: string;
}

export interface SummaryStore {
  /** Writes the record and counts it (the clinician's month, the global total) in one transaction. */
  createSummary(sub: string, record: SummaryRecord, month: string): Promise<void>;
  /** Undefined when missing, expired, or another clinician's. */
  getSummary(sub: string, id: string, nowMs: number): Promise<SummaryRecord | undefined>;
  updateSummary(sub: string, id: string, patch: Partial<SummaryRecord>): Promise<void>;
  /** One page of projections, newest first, live ones only. */
  listSummaries(sub: string, nowMs: number, page: SummaryPageRequest): Promise<SummaryPage>;
  /** Returns the deleted record, so its files can be removed too; refuses while a send holds the summary. */
  deleteSummary(sub: string, id: string, nowMs: number): Promise<SummaryRecord | undefined>;
  /** Appends unless the history would pass `maxMessages`. */
  appendChat(sub: string, id: string, messages: ChatMessage[], maxMessages: number): Promise<ChatMessage[]>;
}

/**
 * The job's state changes that must not overwrite another outcome: each applies only while the record is still
 * 'processing' (a conditional write), so a late job cannot revive a record that timed out, failed or was deleted.
 */
export interface JobStateStore {
  /** Stores the finished summary; false when the record is no longer processing or its deadline has passed. */
  finishIfProcessing(sub: string, id: string, patch: Partial<SummaryRecord>, nowMs: number): Promise<boolean>;
  /** Marks the record failed with `message`; false when it was not processing (or no longer exists). */
  failIfProcessing(sub: string, id: string, message: string): Promise<boolean>;
}
