import { AUDIO_TOO_LONG, MAX_AUDIO_SECONDS, NO_SPEECH_DETECTED } from "#contracts/transcriptions/audio";
import type { Clock, IdSource } from "../account/account";
import { previewOf, transcriptDocument, transcriptKeyFor } from "./documents";
import { isUnderstood, NOT_UNDERSTOOD } from "./intelligibility";
import type { AudioFiles, TranscriptionStore } from "./ports";
import { withSpeakerRoles } from "./speaker-roles";
import { type JobStateChange, parseTranscribeOutput, UnreadableTranscript } from "./speech-output";
import { queuedNotesDeadline, TRANSCRIPTION_FAILED } from "./status";
import { recordOfJob } from "./transcriptions";

/**
 * What happens when the speech engine finishes, apart from the notes job (transcription-jobs.ts), so the event's
 * function does not load the claim checker and readability data it never uses (bench:functions cold import).
 */
export const UNREADABLE_AUDIO = "This file could not be read as audio.";
export const NOTES_FAILED = "Failed to write the clinical notes. Please try again.";

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

export type FinishedOutcome = "unknown-job" | "skipped" | "failed" | "no-speech" | "too-long" | "transcribed";

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
  const doc = withSpeakerRoles(transcriptDocument(result.transcript));
  const lastWord = doc.words[doc.words.length - 1];
  const spokenUntil = lastWord ? lastWord.end : 0;
  // Transcribe reports no media length, but its words carry times: speech past the limit proves the file longer
  // than the clinician's browser declared (issue 19). The offline engine measured the file before recognising it.
  if (spokenUntil > MAX_AUDIO_SECONDS) {
    await fail(AUDIO_TOO_LONG);
    return "too-long";
  }
  if (!isUnderstood(result.transcript)) return fail(NOT_UNDERSTOOD).then(() => "failed");
  const transcriptKey = transcriptKeyFor(sub, id);
  await deps.files.writeJson(transcriptKey, doc);
  await deps.transcriptions.addFiles(sub, id, [
    { key: transcriptKey, name: "transcript.json", contentType: "application/json" },
  ]);
  const run = deps.ids.next();
  const moved = await deps.transcriptions.transition(sub, id, ["transcribing"], {
    job: "writing",
    // Waiting in line until the notes job leaves its queue, which then counts its own deadline (decision 366).
    stage: "queued",
    hasTranscript: true,
    transcriptKey,
    transcriptionText: previewOf(doc.text),
    audioDuration: measuredDuration(record.audioDuration, lastWord ? spokenUntil : null),
    notesRun: run,
    deadlineAt: queuedNotesDeadline(nowMs),
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

/**
 * The declared length, unless the words run clearly past it (a declared length is the browser's word; the last word
 * may end a fraction past a length the browser rounded down).
 */
function measuredDuration(declared: number | null, spokenUntil: number | null): number | null {
  if (spokenUntil === null) return declared;
  return declared === null || spokenUntil > declared + 1 ? Math.round(spokenUntil) : declared;
}
