import type { AiEngine } from "../adapters/ai/port";
import type { AudioFiles } from "../adapters/files/audio";
import type { AccountStore } from "../adapters/store/port";
import type { TranscriptionRecord, TranscriptionStore } from "../adapters/store/transcription-port";
import { NO_SPEECH_DETECTED } from "../contracts/transcriptions";
import type { Clock, IdSource } from "./account";
import { checkClaims } from "./claims/check";
import { notesFlags } from "./claims/notes-flags";
import { carryResolutions, withFlags } from "./claims/resolutions";
import { transcriptSourceOf } from "./claims/transcript-source";
import { InvalidNotes, validateNotes } from "./clinical-notes";
import { fleschKincaidGrade, loadPronunciations } from "./readability";
import { defaultSettings } from "./settings";
import { boundFlags, boundSummary } from "./summary-limits";
import { resolveTemplate } from "./templates";
import { type JobStateChange, parseTranscribeOutput, UnreadableTranscript } from "./transcribe-output";
import {
  type NotesDocument,
  notesKeyFor,
  previewOf,
  type TranscriptDocument,
  transcriptDocument,
  transcriptKeyFor,
} from "./transcription-documents";
import { isPastDeadline, NOTES_TIMED_OUT, notesDeadline, TRANSCRIPTION_FAILED } from "./transcription-status";
import { recordOfJob } from "./transcriptions";

export const UNREADABLE_AUDIO = "This file could not be read as audio.";
export const NOTES_FAILED = "Failed to write the clinical notes. Please try again.";
export const INVALID_AI_RESPONSE = "Invalid response from AI service";

export interface NotesJob {
  sub: string;
  transcriptionId: string;
  run: string;
}

export interface FinishedDeps {
  transcriptions: TranscriptionStore;
  files: Pick<AudioFiles, "readJson" | "writeJson">;
  notesJobs: { startNotesJob(job: NotesJob): Promise<void> };
  failureReason(jobName: string, fromEvent: string | undefined): Promise<string | undefined>;
  clock: Clock;
  ids: IdSource;
}

/**
 * Transcribe's failure reasons are its own words about the file; the clinician reads ours. The offline engine's
 * reasons are already ours (they name the missing packages when the engine is not installed).
 */
export function clinicianReason(reason: string | undefined, engine: "local" | "transcribe"): string {
  if (!reason) return TRANSCRIPTION_FAILED;
  if (engine === "local") return reason.slice(0, 500);
  if (/media format|unsupported|invalid|corrupt|could not|unable to (read|decode)|sample rate|codec/i.test(reason)) {
    return UNREADABLE_AUDIO;
  }
  return TRANSCRIPTION_FAILED;
}

export type FinishedOutcome = "unknown-job" | "skipped" | "failed" | "no-speech" | "transcribed";

/**
 * The "Transcribe Job State Change" handler's work, for both engines: read the output, store the transcript
 * under the record's prefix, then hand notes and summary to the notes job. Silent audio ends here with the spec's
 * message and no notes. Every write is conditional on the record still transcribing.
 */
export async function onSpeechFinished(deps: FinishedDeps, change: JobStateChange): Promise<FinishedOutcome> {
  const owner = recordOfJob(change.jobName);
  if (!owner || change.status === "OTHER") return "unknown-job";
  const { sub, id } = owner;
  const nowMs = deps.clock.now().getTime();
  const record = await deps.transcriptions.getTranscription(sub, id, nowMs);
  if (record?.job !== "transcribing" || record.jobName !== change.jobName) return "skipped";
  const fail = (error: string) =>
    deps.transcriptions.transition(sub, id, ["transcribing"], { job: "failed", stage: "done", error });

  if (change.status === "FAILED") {
    await fail(clinicianReason(await deps.failureReason(change.jobName, change.failureReason), record.speechEngine));
    return "failed";
  }
  const outputKey = record.files.find((f) => f.name === "speech-output.json")?.key;
  let result: ReturnType<typeof parseTranscribeOutput>;
  try {
    if (!outputKey) throw new UnreadableTranscript("no output key");
    result = parseTranscribeOutput(await deps.files.readJson(outputKey));
  } catch {
    await fail(TRANSCRIPTION_FAILED);
    return "failed";
  }
  if (result.kind === "no-speech") {
    await deps.transcriptions.transition(sub, id, ["transcribing"], {
      job: "failed",
      stage: "done",
      error: NO_SPEECH_DETECTED,
    });
    return "no-speech";
  }

  const doc = transcriptDocument(result.transcript);
  const transcriptKey = transcriptKeyFor(sub, id);
  await deps.files.writeJson(transcriptKey, doc);
  await deps.transcriptions.addFiles(sub, id, [
    { key: transcriptKey, name: "transcript.json", contentType: "application/json" },
  ]);
  const run = deps.ids.next();
  const lastWord = doc.words[doc.words.length - 1];
  const moved = await deps.transcriptions.transition(sub, id, ["transcribing"], {
    job: "writing",
    stage: "writing-notes",
    hasTranscript: true,
    transcriptKey,
    transcriptionText: previewOf(doc.text),
    audioDuration: record.audioDuration ?? (lastWord ? Math.round(lastWord.end) : null),
    notesRun: run,
    deadlineAt: notesDeadline(nowMs),
  });
  if (!moved) return "skipped";
  try {
    await deps.notesJobs.startNotesJob({ sub, transcriptionId: id, run });
  } catch {
    await deps.transcriptions.transition(sub, id, ["writing"], { job: "failed", error: NOTES_FAILED }, { run });
    return "failed";
  }
  return "transcribed";
}

export interface NotesDeps {
  transcriptions: TranscriptionStore;
  accounts: Pick<AccountStore, "getSettings" | "listCustomTemplates">;
  files: Pick<AudioFiles, "readJson" | "writeJson">;
  ai: AiEngine;
  clock: Clock;
}

/** A failure whose message is written for the clinician. */
export class NotesFailure extends Error {}

export type NotesOutcome = "done" | "failed" | "skipped";

/**
 * The notes job: clinical notes in the clinician's clinical template (each sentence citing its transcript
 * segments), then the patient summary from the transcript in the summary template, measured and checked against the
 * transcript like a document summary. Used after transcription and for "regenerate" after the clinician corrected
 * the transcript. Only the current run may write, and only before its deadline.
 */
export async function writeNotes(deps: NotesDeps, job: NotesJob): Promise<NotesOutcome> {
  const { sub, transcriptionId: id, run } = job;
  const now = () => deps.clock.now().getTime();
  const record = await deps.transcriptions.getTranscription(sub, id, now());
  if (record?.job !== "writing" || record.notesRun !== run) return "skipped";
  const fail = (error: string) =>
    deps.transcriptions.transition(sub, id, ["writing"], { job: "failed", stage: "done", error }, { run });
  if (isPastDeadline(record, now())) {
    await fail(NOTES_TIMED_OUT);
    return "failed";
  }
  try {
    const result = await notesAndSummary(deps, sub, record, run);
    const stored = await deps.transcriptions.transition(
      sub,
      id,
      ["writing"],
      { ...result, job: "done", stage: "done", error: null },
      { run, nowMs: now() },
    );
    if (!stored) {
      await fail(NOTES_TIMED_OUT);
      return "failed";
    }
    return "done";
  } catch (error) {
    await fail(error instanceof NotesFailure ? error.message : NOTES_FAILED);
    return "failed";
  }
}

async function notesAndSummary(
  deps: NotesDeps,
  sub: string,
  record: TranscriptionRecord,
  run: string,
): Promise<Partial<TranscriptionRecord>> {
  if (!record.transcriptKey) throw new NotesFailure(NOTES_FAILED);
  const transcript = (await deps.files.readJson(record.transcriptKey)) as TranscriptDocument;
  const settings = (await deps.accounts.getSettings(sub)) ?? defaultSettings();
  const needsCustom = [settings.clinicalNotesTemplate, settings.summaryTemplate].some((t) => t.startsWith("custom_"));
  const custom = needsCustom ? await deps.accounts.listCustomTemplates(sub) : [];
  const clinical = resolveTemplate("clinical", settings.clinicalNotesTemplate, settings.customClinicalTemplate, custom);

  const segments = transcript.segments
    .filter((s) => s.text.trim())
    .map((s) => ({ id: s.id, speaker: s.speaker, text: s.text }));
  const raw = await deps.ai.clinicalNotes({
    templateName: clinical.name,
    templateContent: clinical.content,
    patientName: record.patientName,
    segments,
  });
  let notes: ReturnType<typeof validateNotes>;
  try {
    notes = validateNotes(raw, new Set(segments.map((s) => s.id)), clinical.name);
  } catch (error) {
    if (error instanceof InvalidNotes) throw new NotesFailure(INVALID_AI_RESPONSE);
    throw error;
  }
  const notesKey = notesKeyFor(sub, record.id);
  const source = transcriptSourceOf(transcript, record.speechEngine);
  const document: NotesDocument = { version: 1, ...notes, flags: notesFlags(notes, source) };
  await deps.files.writeJson(notesKey, document);
  if (!record.files.some((f) => f.key === notesKey)) {
    await deps.transcriptions.addFiles(sub, record.id, [
      { key: notesKey, name: "notes.json", contentType: "application/json" },
    ]);
  }
  await deps.transcriptions.transition(sub, record.id, ["writing"], { stage: "writing-summary" }, { run });

  const summaryTemplate = resolveTemplate("summary", settings.summaryTemplate, settings.customTemplate, custom);
  // Issue 18: the patient summary is built from what was decided (the notes' assessment and plan, and the plan said
  // in the segments), not from the transcript read as a document; the transcript text stays for grade and checks.
  const request = {
    sourceText: transcript.text,
    templateName: summaryTemplate.name,
    templateContent: summaryTemplate.content,
    instructions: "",
    patientName: record.patientName,
    targetGrade: record.targetGrade,
    attachments: [],
    consultation: { notes: notes.sections, segments },
  };
  let draft = await deps.ai.draft(request);
  if (!draft.text.trim()) throw new NotesFailure(INVALID_AI_RESPONSE);
  await loadPronunciations();
  let summaryGrade = fleschKincaidGrade(draft.text);
  if (summaryGrade > record.targetGrade) {
    const simpler = await deps.ai.simplify({ ...request, previous: draft.text, previousGrade: summaryGrade });
    const simplerGrade = fleschKincaidGrade(simpler.text);
    if (simpler.text.trim() && simplerGrade < summaryGrade) {
      draft = simpler;
      summaryGrade = simplerGrade;
    }
  }
  const patientSummary = boundSummary(draft.text);
  return {
    hasNotes: true,
    notesKey,
    patientSummary,
    hasPatientSummary: true,
    sourceGrade: fleschKincaidGrade(transcript.text),
    summaryGrade,
    // Checked against what was heard, unsure words included (issue 18); a regeneration keeps what was accepted.
    ...withFlags(
      carryResolutions(
        record.flags,
        boundFlags(
          checkClaims({
            output: patientSummary,
            source,
            audience: "patient",
          }),
        ).flags,
        { by: null, at: deps.clock.now().toISOString() },
      ),
    ),
    aiEngine: deps.ai.name,
  };
}
