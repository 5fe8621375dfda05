import type { Clock } from "../account/account";
import type { AccountStore } from "../account/ports";
import { defaultSettings } from "../account/settings";
import { resolveTemplate } from "../account/templates";
import { checkClaims } from "../claims/check";
import { notesFlags } from "../claims/notes-flags";
import { carryResolutions, withFlags } from "../claims/resolutions";
import { transcriptSourceOf } from "../claims/transcript-source";
import type { AiEngine } from "../shared/ai-port";
import { isThrottling, JobThrottled } from "../shared/errors";
import { boundFlags, boundSummary } from "../summaries/limits";
import { fleschKincaidGrade, loadPronunciations } from "../summaries/readability";
import type { NotesSegment } from "./clinical-notes";
import { type NotesDocument, notesKeyFor, type TranscriptDocument } from "./documents";
import { InvalidNotes, validateNotes } from "./notes-validation";
import type { AudioFiles, TranscriptionRecord, TranscriptionStore } from "./ports";
import { NOTES_FAILED, type NotesJob } from "./speech-finished";
import { isPastDeadline, NOTES_TIMED_OUT, notesDeadline, queuedNotesDeadline } from "./status";

export const INVALID_AI_RESPONSE = "Invalid response from AI service";
/** The recording was understood, but none of it reads as a clinical note; the transcript stays to check and retry. */
export const NOTHING_TO_NOTE =
  "Nothing in this recording could be written as clinical notes. Check the transcript, correct it if needed, and try again.";
/** The offline engine found notes but no assessment, plan or allergy to tell the patient about. */
export const NOTHING_FOR_PATIENT =
  "The clinical notes hold no assessment or plan to write the patient summary from. Check the transcript, correct it if needed, and try again.";

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
  // Leaving the line (decision 366): the notes start now, and their deadline counts from now.
  if (record.stage === "queued") {
    const started = { stage: "writing-notes" as const, deadlineAt: notesDeadline(now()) };
    if (!(await deps.transcriptions.transition(sub, id, ["writing"], started, { run }))) return "skipped";
    Object.assign(record, started);
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
    // Bedrock's quota is spent for now: the job goes back in line (its message is given back), the record waits.
    if (isThrottling(error)) {
      const back = { stage: "queued" as const, deadlineAt: queuedNotesDeadline(now()) };
      await deps.transcriptions.transition(sub, id, ["writing"], back, { run });
      throw new JobThrottled();
    }
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

  const segments = notesSegmentsOf(transcript);
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
  if (notes.sections.every((s) => s.sentences.length === 0)) throw new NotesFailure(NOTHING_TO_NOTE);
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
  if (!draft.text.trim()) throw new NotesFailure(deps.ai.name === "local" ? NOTHING_FOR_PATIENT : INVALID_AI_RESPONSE);
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

/** The segments the notes engines read: each with its speaker's shown name and role when the speakers are known. */
export function notesSegmentsOf(transcript: TranscriptDocument): NotesSegment[] {
  const speakers = new Map((transcript.speakers ?? []).map((s) => [s.label, s]));
  return transcript.segments
    .filter((s) => s.text.trim())
    .map((s) => {
      const speaker = s.speaker ? speakers.get(s.speaker) : undefined;
      if (!speaker) return { id: s.id, speaker: s.speaker, text: s.text };
      return { id: s.id, speaker: speaker.name, role: speaker.role, text: s.text };
    });
}
