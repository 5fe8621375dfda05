import {
  AUDIO_LINK_SECONDS,
  AUDIO_NOT_AVAILABLE,
  AUDIO_TOO_LARGE,
  type AudioLink,
  audioExtensionOf,
  audioTypeOf,
  INVALID_AUDIO_FILE,
  MAX_AUDIO_BYTES,
} from "#contracts/transcriptions/audio";
import type {
  CreatedTranscription,
  CreateTranscriptionInput,
  StartTranscriptionRequest,
} from "#contracts/transcriptions/create";
import type {
  ListTranscriptionsQuery,
  TranscriptionListItem,
  TranscriptionListPage,
} from "#contracts/transcriptions/list";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import type { Clock, IdSource } from "../account/account";
import type { AccountStore } from "../account/ports";
import { defaultSettings } from "../account/settings";
import { expiresAtFor } from "../records/retention";
import { InvalidInput, NotFound } from "../shared/errors";
import { decodeCursor, encodeCursor } from "../summaries/list";
import {
  audioKeyFor,
  type NotesDocument,
  recordPrefix,
  speechOutputKeyFor,
  type TranscriptDocument,
} from "./documents";
import type { AudioFiles, TranscriptionListRecord, TranscriptionRecord, TranscriptionStore } from "./ports";
import type { SpeechEngine } from "./speech-port";
import { startSpeechJob } from "./start-speech";
import {
  isPastDeadline,
  LOW_CONFIDENCE_BELOW,
  patientSummaryStatus,
  queuedJobDeadline,
  statusAt,
  TRANSCRIPTION_FAILED,
  transcribeDeadline,
  UPLOAD_NOT_RECEIVED,
  uploadDeadline,
  wholeSeconds,
  withDeadline,
} from "./status";

export const TRANSCRIPTION_NOT_FOUND = "Transcription not found";
export const UPLOAD_NOT_FOUND = "Upload not found";
/** A stored transcript or notes object that does not parse: the record reads failed with this, never a 500. */
export const TRANSCRIPT_UNREADABLE = "The stored transcript could not be read. Please try again.";

/**
 * The speech job's name carries owner and record, so the completion event leads back to the record without an
 * index: `tx_<sub>_<id>` (Transcribe allows [0-9a-zA-Z._-], 200 characters; a Cognito sub is a UUID). A retry is
 * a new job (Transcribe refuses a name twice): `tx_<sub>_<id>_r<attempt>`.
 */
export const jobNameFor = (sub: string, id: string, attempt = 1) =>
  attempt > 1 ? `tx_${sub}_${id}_r${attempt}` : `tx_${sub}_${id}`;
const JOB_NAME = /^tx_([A-Za-z0-9-]{1,128})_([0-7][0-9a-hjkmnp-tv-z]{25})(?:_r[0-9]{1,4})?$/;
export function recordOfJob(jobName: string): { sub: string; id: string } | undefined {
  const match = JOB_NAME.exec(jobName);
  return match ? { sub: match[1], id: match[2] } : undefined;
}

export interface TranscriptionDeps {
  transcriptions: TranscriptionStore;
  accounts: Pick<AccountStore, "getSettings">;
  files: AudioFiles;
  speech: SpeechEngine;
  clock: Clock;
  ids: IdSource;
  bucket: () => string;
  targetGrade: number;
}

const iso = (epochSeconds: number | undefined) => (epochSeconds ? new Date(epochSeconds * 1000).toISOString() : null);

/** The API's view at `nowMs`, with the transcript and notes documents when the caller read them. */
export function toView(
  stored: TranscriptionRecord,
  nowMs: number,
  documents: { transcript?: TranscriptDocument; notes?: NotesDocument } = {},
): TranscriptionView {
  const record = withDeadline(stored, nowMs);
  const threshold = LOW_CONFIDENCE_BELOW[record.speechEngine] ?? 0.5;
  const transcript = documents.transcript;
  return {
    id: record.id,
    patientName: record.patientName,
    patientEmail: record.patientEmail ?? null,
    recordingConsentAt: record.recordingConsentAt ?? null,
    originalFilename: record.originalFilename,
    audioDuration: record.audioDuration ?? null,
    status: statusAt(record, nowMs),
    stage: record.stage,
    error: record.job === "failed" ? (record.error ?? TRANSCRIPTION_FAILED) : null,
    hasAudio: record.audioUploaded,
    words: (transcript?.words ?? []).map(({ speaker: _speaker, ...w }) => ({
      ...w,
      lowConfidence: w.confidence < threshold,
    })),
    segments: transcript?.segments ?? [],
    speakers: transcript?.speakers ?? [],
    transcriptionText: transcript?.text ?? record.transcriptionText ?? null,
    transcriptEdited: record.transcriptEdited ?? false,
    transcriptRevision: record.transcriptRevision ?? 0,
    clinicalNotes: documents.notes
      ? { templateName: documents.notes.templateName, sections: documents.notes.sections }
      : null,
    notesFlags: documents.notes?.flags ?? [],
    patientSummary: record.patientSummary ?? null,
    sourceGrade: record.sourceGrade ?? null,
    summaryGrade: record.summaryGrade ?? null,
    targetGrade: record.targetGrade,
    flags: record.flags ?? [],
    patientSummaryStatus: patientSummaryStatus(record),
    patientSummarySentAt: record.patientSummarySentAt ?? null,
    summaryId: record.patientSummarySentAt ? (record.summaryId ?? null) : null,
    translationRowId: record.patientSummarySentAt ? null : (record.summaryId ?? null),
    emailOutcome: record.patientSummarySentAt ? (record.emailOutcome ?? null) : null,
    engine: { speech: record.speechEngine, ai: record.aiEngine ?? null },
    createdAt: record.createdAt,
    expiresAt: iso(record.expiresAt),
  };
}

export function toListItem(record: TranscriptionListRecord, nowMs: number): TranscriptionListItem {
  const live = withDeadline({ ...record, patientSummarySentAt: record.patientSummarySentAt ?? null }, nowMs);
  return {
    id: live.id,
    patientName: live.patientName,
    originalFilename: live.originalFilename,
    audioDuration: live.audioDuration ?? null,
    status: statusAt(live, nowMs),
    stage: live.stage,
    error: live.job === "failed" ? (live.error ?? TRANSCRIPTION_FAILED) : null,
    patientSummaryStatus: patientSummaryStatus(live),
    patientSummarySentAt: live.patientSummarySentAt ?? null,
    createdAt: live.createdAt,
    expiresAt: iso(live.expiresAt),
    openFlags: live.patientSummarySentAt ? 0 : (record.openFlags ?? 0),
    ...(record.sample ? { sample: true } : {}),
  };
}

/** Spec section 4: the record is created first, then the audio goes to its own prefix by presigned POST. */
export async function createTranscription(
  deps: TranscriptionDeps,
  sub: string,
  request: CreateTranscriptionInput,
): Promise<CreatedTranscription> {
  const contentType = audioTypeOf(request.fileName);
  if (!contentType) throw new InvalidInput(INVALID_AUDIO_FILE, { fileName: INVALID_AUDIO_FILE });
  const now = deps.clock.now();
  const settings = (await deps.accounts.getSettings(sub)) ?? defaultSettings();
  const id = deps.ids.next();
  const record: TranscriptionRecord = {
    id,
    patientName: request.patientName,
    patientEmail: request.patientEmail,
    // The schema refuses a create without the confirmation: it was given now, before any audio exists.
    recordingConsentAt: now.toISOString(),
    originalFilename: request.fileName,
    contentType,
    audioKey: audioKeyFor(sub, id, audioExtensionOf(request.fileName)),
    audioUploaded: false,
    audioDuration: wholeSeconds(request.durationSeconds),
    speechEngine: deps.speech.name,
    aiEngine: null,
    job: "uploading",
    stage: "uploading",
    error: null,
    hasTranscript: false,
    hasNotes: false,
    hasPatientSummary: false,
    transcriptionText: null,
    patientSummary: null,
    sourceGrade: null,
    summaryGrade: null,
    targetGrade: deps.targetGrade,
    flags: [],
    files: [],
    summaryId: null,
    patientSummarySentAt: null,
    createdAt: now.toISOString(),
    expiresAt: expiresAtFor(now.getTime(), settings),
    deadlineAt: uploadDeadline(now.getTime()),
  };
  await deps.transcriptions.createTranscription(sub, record, record.createdAt.slice(0, 7));
  const post = await deps.files.presignAudioUpload(record.audioKey, contentType);
  return {
    transcription: toView(record, now.getTime()),
    upload: { key: record.audioKey, name: request.fileName, contentType, url: post.url, fields: post.fields },
  };
}

async function liveRecord(deps: Pick<TranscriptionDeps, "transcriptions" | "clock">, sub: string, id: string) {
  const record = await deps.transcriptions.getTranscription(sub, id, deps.clock.now().getTime());
  if (!record) throw new NotFound(TRANSCRIPTION_NOT_FOUND);
  return record;
}

/**
 * After the browser's upload: the object must be there (and within the limit), then the speech job starts. Calling
 * it again once started changes nothing. A failure to start marks the record failed, so no screen waits for ever.
 */
export async function startTranscription(
  deps: TranscriptionDeps,
  sub: string,
  id: string,
  request: StartTranscriptionRequest,
): Promise<TranscriptionView> {
  const key = "key" in request ? request.key : undefined;
  const found = await deps.transcriptions.getTranscription(sub, id, deps.clock.now().getTime());
  if (!found) {
    // The record was deleted (or expired) while its audio was uploading: what was uploaded for it goes too. Only
    // the caller's own record's prefix, whatever the body names.
    if (key?.startsWith(recordPrefix(sub, id))) await deps.files.deleteObjects([key]);
    throw new NotFound(TRANSCRIPTION_NOT_FOUND);
  }
  const record = found;
  if (key !== undefined && key !== record.audioKey) {
    throw new InvalidInput(UPLOAD_NOT_FOUND, { key: UPLOAD_NOT_FOUND });
  }
  const nowMs = deps.clock.now().getTime();
  if (record.job !== "uploading") return toView(record, nowMs);
  if (withDeadline(record, nowMs).job === "failed") throw new InvalidInput(UPLOAD_NOT_RECEIVED);
  const size = await deps.files.objectSize(record.audioKey);
  if (size === undefined || size === 0) throw new InvalidInput(UPLOAD_NOT_RECEIVED);
  if (size > MAX_AUDIO_BYTES) {
    await deps.files.deleteObjects([record.audioKey]);
    throw new InvalidInput(AUDIO_TOO_LARGE);
  }
  const jobName = jobNameFor(sub, id);
  const outputKey = speechOutputKeyFor(sub, id, jobName);
  const patch: Partial<TranscriptionRecord> = {
    job: "transcribing",
    stage: "transcribing",
    audioUploaded: true,
    jobName,
    deadlineAt: transcribeDeadline(nowMs, record.audioDuration),
    files: [{ key: outputKey, name: "speech-output.json", contentType: "application/json" }],
  };
  if (!(await deps.transcriptions.transition(sub, id, ["uploading"], patch))) {
    return toView(await liveRecord(deps, sub, id), nowMs);
  }
  await startSpeechJob(deps, sub, id, { jobName, outputKey, record });
  return toView({ ...record, ...patch }, nowMs);
}

type Read<T> = { ok: true; value: T | undefined } | { ok: false; value: undefined };

async function readDocument<T>(files: Pick<AudioFiles, "readJson">, key: string | undefined): Promise<Read<T>> {
  if (!key) return { ok: true, value: undefined };
  try {
    return { ok: true, value: (await files.readJson(key)) as T };
  } catch {
    return { ok: false, value: undefined };
  }
}

const isTranscript = (doc: unknown): doc is TranscriptDocument =>
  Array.isArray((doc as TranscriptDocument | undefined)?.segments) &&
  Array.isArray((doc as TranscriptDocument | undefined)?.words);

/**
 * The record with its documents. A correction may replace the transcript between reading the record and reading the
 * object, so a missing object is looked up once more; a document that still cannot be read makes the record read as
 * failed with a reason (Retry transcribes the audio again) instead of answering 500 on every visit.
 */
export async function getTranscription(
  deps: Pick<TranscriptionDeps, "transcriptions" | "clock"> & {
    files: Pick<AudioFiles, "readJson">;
    speech?: Pick<SpeechEngine, "jobState">;
  },
  sub: string,
  id: string,
): Promise<TranscriptionView> {
  let record = await withQueuedDeadline(deps, sub, await liveRecord(deps, sub, id));
  for (let attempt = 0; ; attempt++) {
    const [transcript, notes] = await Promise.all([
      readDocument<TranscriptDocument>(deps.files, record.hasTranscript ? record.transcriptKey : undefined),
      readDocument<NotesDocument>(deps.files, record.hasNotes ? record.notesKey : undefined),
    ]);
    const readable = transcript.ok && notes.ok && (transcript.value === undefined || isTranscript(transcript.value));
    const nowMs = deps.clock.now().getTime();
    if (readable) return toView(record, nowMs, { transcript: transcript.value, notes: notes.value });
    if (attempt === 0) {
      const fresh = await liveRecord(deps, sub, id);
      if (fresh.transcriptKey !== record.transcriptKey || fresh.notesKey !== record.notesKey) {
        record = fresh;
        continue;
      }
    }
    return toView({ ...record, job: "failed", error: TRANSCRIPT_UNREADABLE }, nowMs);
  }
}

/**
 * A transcribing record past its deadline whose job the speech engine still holds in its queue, or started late: the
 * deadline moves to count from the job's start (status.ts queuedJobDeadline) and is stored, so the list and the
 * dashboard read the same. The engine is asked only once the stored deadline has passed: at most once per budget
 * for a record, never for one on time. An engine that cannot answer leaves the record to its deadline.
 */
async function withQueuedDeadline(
  deps: Pick<TranscriptionDeps, "transcriptions" | "clock"> & { speech?: Pick<SpeechEngine, "jobState"> },
  sub: string,
  record: TranscriptionRecord,
): Promise<TranscriptionRecord> {
  const nowMs = deps.clock.now().getTime();
  const probe = deps.speech?.jobState?.bind(deps.speech);
  if (record.job !== "transcribing" || !record.jobName || !probe || !isPastDeadline(record, nowMs)) return record;
  const state = await probe(record.jobName).catch(() => undefined);
  const deadlineAt = queuedJobDeadline(record, state, nowMs);
  if (deadlineAt === undefined) return record;
  const moved = await deps.transcriptions.transition(
    sub,
    record.id,
    ["transcribing"],
    { deadlineAt },
    {
      jobName: record.jobName,
    },
  );
  return moved ? { ...record, deadlineAt } : liveRecord(deps, sub, record.id);
}

export async function listTranscriptionPage(
  deps: Pick<TranscriptionDeps, "transcriptions" | "clock">,
  sub: string,
  query: ListTranscriptionsQuery,
): Promise<TranscriptionListPage> {
  const after = query.next === undefined ? undefined : decodeCursor(query.next);
  const nowMs = deps.clock.now().getTime();
  const page = await deps.transcriptions.listTranscriptions(sub, nowMs, { limit: query.limit, after });
  return {
    transcriptions: page.items.map((item) => toListItem(item, nowMs)),
    next: page.after ? encodeCursor(page.after) : null,
  };
}

/** Spec section 7: a signed link valid 3600 s; downloads save as transcription-{id}.<ext>. */
export async function audioLink(
  deps: Pick<TranscriptionDeps, "transcriptions" | "clock" | "files">,
  sub: string,
  id: string,
): Promise<AudioLink> {
  const record = await liveRecord(deps, sub, id);
  if (!record.audioUploaded) throw new NotFound(AUDIO_NOT_AVAILABLE);
  const fileName = `transcription-${id}.${audioExtensionOf(record.audioKey)}`;
  return {
    url: await deps.files.presignDownload(record.audioKey, fileName, AUDIO_LINK_SECONDS),
    fileName,
    contentType: record.contentType,
    expiresInSeconds: AUDIO_LINK_SECONDS,
  };
}

/**
 * Deletes the record, its audio and every derived object (engine output, transcript, notes). The summaries row a
 * send made is a record of its own (Past Summaries, the patient's link): it stays until deleted there or expired.
 */
export async function deleteTranscription(
  deps: Pick<TranscriptionDeps, "transcriptions" | "clock" | "files">,
  sub: string,
  id: string,
): Promise<void> {
  await liveRecord(deps, sub, id);
  const deleted = await deps.transcriptions.deleteTranscription(sub, id);
  if (!deleted) throw new NotFound(TRANSCRIPTION_NOT_FOUND);
  const corrected = deleted.transcriptKey ? [deleted.transcriptKey] : [];
  await deps.files.deleteObjects([deleted.audioKey, ...corrected, ...(deleted.files ?? []).map((f) => f.key)]);
}

export { liveRecord };
