import { flagKey } from "#contracts/review-flags";
import type { NotesEdit } from "#contracts/transcriptions/notes";
import type {
  ConfirmTranscriptionFlagsRequest,
  PatientSummaryEdit,
  RegenerateRequest,
  TranscriptCorrection,
} from "#contracts/transcriptions/review";
import type { TranscriptionView } from "#contracts/transcriptions/view";
import type { Clock, IdSource } from "../account/account";
import { checkClaims } from "../claims/check";
import { notesFlags } from "../claims/notes-flags";
import { acceptFlags, carryResolutions, withFlags } from "../claims/resolutions";
import { transcriptSourceOf } from "../claims/transcript-source";
import { ALREADY_SENT } from "../delivery/send-summary";
import { type Editor, FLAG_NOT_FOUND } from "../review/review";
import { Conflict, InvalidInput } from "../shared/errors";
import { boundFlags, boundSummary } from "../summaries/limits";
import { fleschKincaidGrade, loadPronunciations } from "../summaries/readability";
import {
  correctedTranscriptKeyFor,
  correctSegment,
  type NotesDocument,
  notesKeyFor,
  previewOf,
  type TranscriptDocument,
} from "./documents";
import { validateNotes } from "./notes-validation";
import type { AudioFiles, TranscriptionStore } from "./ports";
import type { NotesJob } from "./speech-finished";
import { queuedNotesDeadline, withDeadline } from "./status";
import { getTranscription, liveRecord, TRANSCRIPT_UNREADABLE } from "./transcriptions";

/**
 * Review before use (issue 9): the clinician corrects the transcript, regenerates notes and summary from it, and
 * edits both before sending. Nothing changes while a job is still working on the record.
 */
export const STILL_PROCESSING = "This transcription is still being processed. Please wait until it has finished.";
export const NO_TRANSCRIPT = "There is no transcript to change yet.";
export const NO_NOTES = "There are no clinical notes to change yet.";
export const NO_SUMMARY = "There is no patient summary to change yet.";
export const UNKNOWN_SEGMENT = "Unknown transcript segment.";
export const TRANSCRIPT_CHANGED = "This transcript was changed in another window. Reload it to see the latest version.";
export const SUMMARY_CHANGED =
  "This patient summary was changed in another window. Reload it to see the latest version.";

export interface ReviewDeps {
  transcriptions: TranscriptionStore;
  files: Pick<AudioFiles, "readJson" | "writeJson" | "deleteObjects">;
  clock: Clock;
  ids: IdSource;
}

export async function settledRecord(deps: ReviewDeps, sub: string, id: string) {
  const record = withDeadline(await liveRecord(deps, sub, id), deps.clock.now().getTime());
  if (record.job === "uploading" || record.job === "transcribing" || record.job === "writing") {
    throw new Conflict(STILL_PROCESSING);
  }
  return record;
}

const view = (deps: ReviewDeps, sub: string, id: string): Promise<TranscriptionView> => getTranscription(deps, sub, id);

/**
 * A guarded read-modify-write (docs/architecture.md, "Guarded writes"; decision 276): the corrected transcript is
 * written as a new object, then the record is pointed at it only if no other correction was saved since the revision
 * this one was made on. The loser removes its object and gets 409, so two windows (or two quick saves) never lose a
 * correction or tear the object.
 */
export async function correctTranscript(
  deps: ReviewDeps,
  sub: string,
  id: string,
  correction: TranscriptCorrection,
): Promise<TranscriptionView> {
  const record = await settledRecord(deps, sub, id);
  if (!record.hasTranscript || !record.transcriptKey) throw new InvalidInput(NO_TRANSCRIPT);
  const revision = record.transcriptRevision ?? 0;
  if (correction.revision !== undefined && correction.revision !== revision) throw new Conflict(TRANSCRIPT_CHANGED);
  let doc = await editableTranscript(deps, sub, id, record.transcriptKey);
  const known = new Set(doc.segments.map((s) => s.id));
  const unknown = correction.segments.find((s) => !known.has(s.id));
  if (unknown) throw new InvalidInput(UNKNOWN_SEGMENT, { [`segments.${unknown.id}`]: UNKNOWN_SEGMENT });
  for (const segment of correction.segments) doc = correctSegment(doc, segment.id, segment.text);
  const key = correctedTranscriptKeyFor(sub, id, deps.ids.next());
  await deps.files.writeJson(key, doc);
  const saved = await deps.transcriptions.correctTranscript(sub, id, revision, {
    transcriptKey: key,
    transcriptEdited: true,
    transcriptionText: previewOf(doc.text),
  });
  if (!saved) {
    await deps.files.deleteObjects([key]);
    // Say why from a fresh read: a job started on it (still processing), or another correction won.
    await settledRecord(deps, sub, id);
    throw new Conflict(TRANSCRIPT_CHANGED);
  }
  // The replaced version is no longer anyone's; if this delete fails, the record's prefix goes with the record.
  await deps.files.deleteObjects([record.transcriptKey]).catch(() => undefined);
  return view(deps, sub, id);
}

/**
 * The stored transcript to correct. A correction saved since the record was read removes the object read here: that
 * is the race lost (409 changed). An object that is there and does not parse cannot be corrected.
 */
export async function editableTranscript(deps: ReviewDeps, sub: string, id: string, key: string) {
  try {
    const doc = (await deps.files.readJson(key)) as TranscriptDocument;
    if (!Array.isArray(doc?.segments) || !Array.isArray(doc.words)) throw new Error("not a transcript");
    return doc;
  } catch {
    const fresh = await settledRecord(deps, sub, id);
    throw new Conflict(fresh.transcriptKey === key ? TRANSCRIPT_UNREADABLE : TRANSCRIPT_CHANGED);
  }
}

/** Notes and summary again from the (corrected) transcript, by the notes job; the screen polls as after a start. */
export async function regenerate(
  deps: ReviewDeps & { ids: IdSource; notesJobs: { startNotesJob(job: NotesJob): Promise<void> } },
  sub: string,
  id: string,
  request: RegenerateRequest,
): Promise<TranscriptionView> {
  const current = await liveRecord(deps, sub, id);
  // The same request again (a retried click) starts nothing new.
  if (current.regenerateKey === request.idempotencyKey) return view(deps, sub, id);
  const record = await settledRecord(deps, sub, id);
  if (!record.hasTranscript) throw new InvalidInput(NO_TRANSCRIPT);
  if (record.patientSummarySentAt) throw new Conflict(ALREADY_SENT);
  const run = deps.ids.next();
  const nowMs = deps.clock.now().getTime();
  const moved = await deps.transcriptions.transition(sub, id, [record.job === "failed" ? "failed" : "done"], {
    job: "writing",
    // Waiting in line until the notes job leaves its queue, which then counts its own deadline (decision 366).
    stage: "queued",
    error: null,
    notesRun: run,
    regenerateKey: request.idempotencyKey,
    deadlineAt: queuedNotesDeadline(nowMs),
  });
  if (!moved) throw new Conflict(STILL_PROCESSING);
  try {
    await deps.notesJobs.startNotesJob({ sub, transcriptionId: id, run });
  } catch (error) {
    await deps.transcriptions.transition(sub, id, ["writing"], { job: "failed", stage: "done" }, { run });
    throw error;
  }
  return view(deps, sub, id);
}

export async function editNotes(
  deps: ReviewDeps,
  sub: string,
  id: string,
  edit: NotesEdit,
): Promise<TranscriptionView> {
  const record = await settledRecord(deps, sub, id);
  if (!record.hasNotes || !record.notesKey || !record.transcriptKey) throw new InvalidInput(NO_NOTES);
  const [transcript, previous] = (await Promise.all([
    deps.files.readJson(record.transcriptKey),
    deps.files.readJson(record.notesKey),
  ])) as [TranscriptDocument, NotesDocument];
  const segmentIds = new Set(transcript.segments.map((s) => s.id));
  const notes = validateNotes(edit, segmentIds, previous.templateName);
  const source = transcriptSourceOf(transcript, record.speechEngine);
  const document: NotesDocument = { version: 1, ...notes, flags: notesFlags(notes, source) };
  await deps.files.writeJson(notesKeyFor(sub, id), document);
  return view(deps, sub, id);
}

/** Who changes the patient summary, as its flags' resolutions name them. */
export type Reviewer = Editor;

/** The patient summary as the clinician left it: checked again against the transcript, decisions carried over. */
export async function editPatientSummary(
  deps: ReviewDeps,
  reviewer: Reviewer,
  id: string,
  edit: PatientSummaryEdit,
): Promise<TranscriptionView> {
  const record = await settledRecord(deps, reviewer.sub, id);
  if (!record.patientSummary || !record.transcriptKey) throw new InvalidInput(NO_SUMMARY);
  if (record.patientSummarySentAt) throw new Conflict(ALREADY_SENT);
  const transcript = (await deps.files.readJson(record.transcriptKey)) as TranscriptDocument;
  const patientSummary = boundSummary(edit.patientSummary);
  await loadPronunciations();
  const checked = checkClaims({
    output: patientSummary,
    source: transcriptSourceOf(transcript, record.speechEngine),
    audience: "patient",
  });
  const flags = carryResolutions(record.flags, boundFlags(checked).flags, {
    by: reviewer.name,
    at: deps.clock.now().toISOString(),
    removed: edit.removed,
  });
  const written = await deps.transcriptions.reviewSummary(reviewer.sub, id, record.summaryRevision ?? 0, {
    patientSummary,
    summaryGrade: fleschKincaidGrade(patientSummary),
    ...withFlags(flags),
  });
  if (!written) await refuseLostReview(deps, reviewer.sub, id);
  return view(deps, reviewer.sub, id);
}

/** "This is correct, because …" for flags of the patient summary; the text stays as it is. */
export async function acceptSummaryFlags(
  deps: ReviewDeps,
  reviewer: Reviewer,
  id: string,
  request: ConfirmTranscriptionFlagsRequest,
): Promise<TranscriptionView> {
  const record = await settledRecord(deps, reviewer.sub, id);
  if (!record.patientSummary) throw new InvalidInput(NO_SUMMARY);
  if (record.patientSummarySentAt) throw new Conflict(ALREADY_SENT);
  const flags = record.flags ?? [];
  const known = new Set(flags.map(flagKey));
  if (request.flags.some((wanted) => !known.has(wanted))) throw new InvalidInput(FLAG_NOT_FOUND);
  const accepted = acceptFlags(flags, request.flags, {
    reason: request.reason,
    by: reviewer.name,
    at: deps.clock.now().toISOString(),
  });
  if (!accepted.changed) return view(deps, reviewer.sub, id);
  const written = await deps.transcriptions.reviewSummary(
    reviewer.sub,
    id,
    record.summaryRevision ?? 0,
    withFlags(accepted.flags),
  );
  if (!written) await refuseLostReview(deps, reviewer.sub, id);
  return view(deps, reviewer.sub, id);
}

/** A guarded review write lost: say why from a fresh read (sent, being processed, or changed in another window). */
async function refuseLostReview(deps: ReviewDeps, sub: string, id: string): Promise<never> {
  const record = await settledRecord(deps, sub, id);
  if (record.patientSummarySentAt) throw new Conflict(ALREADY_SENT);
  throw new Conflict(SUMMARY_CHANGED);
}
