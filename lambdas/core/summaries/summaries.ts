import {
  type ChatMessage,
  type CreateSummaryRequest,
  documentTypeOf,
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_SUPPORTED,
  MAX_UPLOAD_BYTES,
  type SummaryView,
  type UploadRequest,
} from "#contracts/summaries";
import type { Clock, IdSource } from "../account/account";
import type { AccountStore } from "../account/ports";
import { defaultSettings } from "../account/settings";
import { type SourceFiles, sourceTextOf } from "../chat/source";
import { expiresAtFor } from "../records/retention";
import { reviewView, versionObjectKeysOf } from "../review/versions";
import type { ChatAnswer } from "../shared/ai-port";
import { Conflict, InvalidInput, LimitReached, NotFound } from "../shared/errors";
import { ChatFull, SendInProgress } from "../shared/store-errors";
import { translationView } from "../translation/stored";
import type { SummaryRecord, SummaryStore } from "./ports";
import { deliveryStatus, GENERATION_FAILED, queuedDeadlineFor, withDeadline } from "./status";

export interface UploadSlot {
  key: string;
  name: string;
  contentType: string;
}

/** S3 keys carry the owner, so a create request can only use the caller's own uploads. */
export const incomingPrefix = (sub: string) => `incoming/${sub}/`;
const safeName = (name: string) => {
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(-120);
  return /^\.*$/.test(safe) ? "file" : safe;
};
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/i;

/**
 * A create request may only name a key of exactly the shape planUploads issued to this caller for this file name:
 * no `..`, no encoded separators, no other clinician's prefix.
 */
export function isIssuedUploadKey(sub: string, key: string, fileName: string): boolean {
  const parts = key.split("/");
  return (
    parts.length === 4 &&
    parts[0] === "incoming" &&
    parts[1] === sub &&
    ULID.test(parts[2]) &&
    parts[3] === safeName(fileName)
  );
}

/** Checks each file with the spec's messages and names where it may be uploaded. */
export function planUploads(sub: string, request: UploadRequest, ids: IdSource): UploadSlot[] {
  return request.files.map((file) => {
    const contentType = documentTypeOf(file.name);
    if (!contentType) throw new InvalidInput(FILE_TYPE_NOT_SUPPORTED, { [file.name]: FILE_TYPE_NOT_SUPPORTED });
    if (file.size > MAX_UPLOAD_BYTES) throw new InvalidInput(FILE_TOO_LARGE, { [file.name]: FILE_TOO_LARGE });
    return { key: `${incomingPrefix(sub)}${ids.next()}/${safeName(file.name)}`, name: file.name, contentType };
  });
}

/**
 * The API's view of a record at `nowMs`: a job past its deadline reads as failed (docs/architecture.md, "Background
 * work ends").
 */
export function toView(stored: SummaryRecord, nowMs: number): SummaryView {
  const record = withDeadline(stored, nowMs);
  return {
    id: record.id,
    patientName: record.patientName,
    originalFilename: record.originalFilename,
    status: record.status,
    stage: record.stage,
    error: record.error,
    summaryContent: record.summaryContent,
    engine: record.engine,
    sourceGrade: record.sourceGrade,
    summaryGrade: record.summaryGrade,
    targetGrade: record.targetGrade,
    wordCount: record.wordCount,
    flags: record.flags ?? [],
    notices: record.notices ?? [],
    patientEmail: record.patientEmail,
    sentAt: record.sentAt,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt ? new Date(record.expiresAt * 1000).toISOString() : null,
    chatHistory: record.chatHistory ?? [],
    deliveryStatus: deliveryStatus(record.sentAt),
    ...reviewView(record, nowMs),
    followUpRequested: record.followUpRequested ?? false,
    followUpSent: record.followUpSent ?? false,
    followUpDueAt: record.followUpDueAt ?? null,
    followUpSentAt: record.followUpSentAt ?? null,
    emailOutcome: record.sentAt ? (record.emailOutcome ?? null) : null,
    translation: translationView(record.translation ?? undefined, record.revision ?? 1),
    ...(record.lastQuestionAt ? { lastQuestionAt: record.lastQuestionAt } : {}),
  };
}

export interface StartDeps {
  summaries: SummaryStore;
  accounts: AccountStore;
  files: { objectExists(key: string): Promise<boolean> };
  jobs: { startSummarizeJob(job: { sub: string; summaryId: string }): Promise<void> };
  clock: Clock;
  ids: IdSource;
  targetGrade: number;
}

/** Records the request (status processing) and hands the work to the background job (decisions.md item 7). */
export async function startSummary(deps: StartDeps, sub: string, request: CreateSummaryRequest): Promise<SummaryView> {
  for (const file of request.files) {
    if (!isIssuedUploadKey(sub, file.key, file.name)) throw new NotFound("Upload not found");
    if (!documentTypeOf(file.name)) throw new InvalidInput(FILE_TYPE_NOT_SUPPORTED);
    if (!(await deps.files.objectExists(file.key))) {
      throw new InvalidInput("Please upload at least one document first.");
    }
  }
  const now = deps.clock.now();
  const settings = (await deps.accounts.getSettings(sub)) ?? defaultSettings();
  const record: SummaryRecord = {
    id: deps.ids.next(),
    patientName: "Unknown Patient",
    originalFilename: request.files.map((f) => f.name).join(", "),
    files: request.files.map((f) => ({ key: f.key, name: f.name, contentType: documentTypeOf(f.name) ?? "" })),
    instructions: request.instructions,
    status: "processing",
    // Waiting in line until the job leaves its queue, which then counts its own deadline (decision 366).
    stage: "queued",
    error: null,
    summaryContent: null,
    engine: null,
    sourceGrade: null,
    summaryGrade: null,
    targetGrade: deps.targetGrade,
    wordCount: null,
    glossaryHits: 0,
    flags: [],
    notices: [],
    patientEmail: null,
    sentAt: null,
    createdAt: now.toISOString(),
    expiresAt: expiresAtFor(now.getTime(), settings),
    deadlineAt: queuedDeadlineFor(now.getTime()),
    chatHistory: [],
  };
  await deps.summaries.createSummary(sub, record, now.toISOString().slice(0, 7));
  try {
    await deps.jobs.startSummarizeJob({ sub, summaryId: record.id });
  } catch (error) {
    await deps.summaries.updateSummary(sub, record.id, {
      status: "failed",
      error: "Failed to generate summary. Please try again.",
    });
    throw error;
  }
  return toView(record, now.getTime());
}

export const RETRY_NOT_FAILED = "Only a summary that failed can be tried again.";
export const RETRY_FILES_GONE = "The uploaded documents are no longer available. Please upload them again.";

export interface RetryDeps {
  summaries: Pick<SummaryStore, "getSummary">;
  restart: {
    restartIfFailed(sub: string, id: string, deadlineAt: number, nowMs: number): Promise<boolean>;
    failIfProcessing(sub: string, id: string, message: string): Promise<boolean>;
  };
  files: { objectExists(key: string): Promise<boolean> };
  jobs: StartDeps["jobs"];
  clock: Clock;
}

/**
 * Runs the job again for the same files (decision 203): only a failed record (or one past its deadline), only while
 * its uploads still exist (unclaimed uploads expire after 2 days), with a new deadline.
 */
export async function retrySummary(deps: RetryDeps, sub: string, id: string): Promise<SummaryView> {
  const now = deps.clock.now();
  const record = await deps.summaries.getSummary(sub, id, now.getTime());
  if (!record) throw new NotFound("Summary not found");
  if (withDeadline(record, now.getTime()).status !== "failed") throw new Conflict(RETRY_NOT_FAILED);
  for (const file of record.files) {
    if (!(await deps.files.objectExists(file.key))) throw new InvalidInput(RETRY_FILES_GONE);
  }
  const deadlineAt = queuedDeadlineFor(now.getTime());
  if (!(await deps.restart.restartIfFailed(sub, id, deadlineAt, now.getTime()))) throw new Conflict(RETRY_NOT_FAILED);
  const restarted: SummaryRecord = { ...record, status: "processing", stage: "queued", error: null, deadlineAt };
  try {
    await deps.jobs.startSummarizeJob({ sub, summaryId: id });
  } catch (error) {
    // The job never started: the record says so at once instead of waiting for its deadline.
    await deps.restart.failIfProcessing(sub, id, GENERATION_FAILED).catch(() => false);
    throw error;
  }
  return toView(restarted, now.getTime());
}

export async function getSummary(store: SummaryStore, sub: string, id: string, clock: Clock): Promise<SummaryView> {
  const nowMs = clock.now().getTime();
  const record = await store.getSummary(sub, id, nowMs);
  if (!record) throw new NotFound("Summary not found");
  return toView(record, nowMs);
}

export function hasWaitingFollowUp(record: Record<string, unknown> | SummaryRecord): boolean {
  const r = record as Partial<SummaryRecord>;
  return typeof r.followUpDueAt === "string" && !r.followUpSent;
}

/** Deletes the record, everything derived from it (link, sessions, feedback, send records) and its files. */
export async function deleteSummary(
  deps: {
    summaries: SummaryStore;
    files: { deleteObjects(keys: string[]): Promise<void> };
    /** Removes what the summary's sends made (patient link, feedback sessions, feedback). */
    derived: { deleteDerivedOf(summary: SummaryRecord): Promise<void> };
    clock: Clock;
    followUps: { cancel(job: { sub: string; summaryId: string }): Promise<void> };
  },
  sub: string,
  id: string,
): Promise<void> {
  const nowMs = deps.clock.now().getTime();
  const existing = await deps.summaries.getSummary(sub, id, nowMs);
  if (!existing) throw new NotFound("Summary not found");
  let deleted: SummaryRecord | undefined;
  try {
    deleted = await deps.summaries.deleteSummary(sub, id, nowMs);
  } catch (error) {
    if (error instanceof SendInProgress) throw new Conflict(DELETE_WHILE_SENDING);
    throw error;
  }
  if (!deleted) throw new NotFound("Summary not found");
  await deps.derived.deleteDerivedOf(deleted);
  // A feedback request still waiting would ask about a summary that no longer exists.
  if (hasWaitingFollowUp(deleted)) await deps.followUps.cancel({ sub, summaryId: id });
  const files = [
    ...deleted.files.map((f) => f.key),
    ...(deleted.sourceKey ? [deleted.sourceKey] : []),
    ...versionObjectKeysOf(sub, deleted),
  ];
  await deps.files.deleteObjects(files).catch(() => undefined);
}

/**
 * The clinician's chat is kept on the summary record, so it is bounded: 40 questions and answers of at most 3,000
 * characters keep the record far below DynamoDB's 400 KB item limit (decisions.md).
 */
export const MAX_CHAT_MESSAGES = 80;
const MAX_REPLY_CHARS = 3000;
export const CHAT_FULL = "This chat has reached its limit of 40 questions.";
export const DELETE_WHILE_SENDING = "This summary is being sent right now. Please try again in a minute.";

export interface ChatDeps {
  summaries: SummaryStore;
  ai: {
    chat(request: { summary: string; source?: string; question: string; history: ChatMessage[] }): Promise<ChatAnswer>;
  };
  clock: Clock;
  /** Reads the record's source text; without it (or when it cannot be read) chat answers from the summary alone. */
  files?: SourceFiles;
}

/** The clinician's private chat: answers from the summary and keeps the history on it. */
export async function chatAboutSummary(
  deps: ChatDeps,
  sub: string,
  id: string,
  message: string,
): Promise<{ reply: string; chatHistory: ChatMessage[] }> {
  const question = message.trim();
  if (!question) throw new InvalidInput("Please type a question.");
  const record = await deps.summaries.getSummary(sub, id, deps.clock.now().getTime());
  if (!record) throw new NotFound("Summary not found");
  if (!record.summaryContent) throw new InvalidInput("The summary is not ready yet.");
  const source = await sourceTextOf(deps.files, record);
  const { text: reply } = await deps.ai.chat({
    summary: record.summaryContent,
    source,
    question,
    history: record.chatHistory ?? [],
  });
  if ((record.chatHistory?.length ?? 0) + 2 > MAX_CHAT_MESSAGES) throw new LimitReached(CHAT_FULL);
  const bounded = reply.length > MAX_REPLY_CHARS ? `${reply.slice(0, MAX_REPLY_CHARS - 1)}…` : reply;
  try {
    const chatHistory = await deps.summaries.appendChat(
      sub,
      id,
      [
        { role: "user", content: question },
        { role: "assistant", content: bounded },
      ],
      MAX_CHAT_MESSAGES,
    );
    return { reply: bounded, chatHistory };
  } catch (error) {
    if (error instanceof ChatFull) throw new LimitReached(CHAT_FULL);
    throw error;
  }
}
