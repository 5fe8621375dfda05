import { beforeEach, describe, expect, it } from "vitest";
import { AUDIO_TOO_LONG, MAX_AUDIO_SECONDS, NO_SPEECH_DETECTED } from "#contracts/transcriptions/audio";
import { defaultSettings } from "#core/account/settings";
import type { AiEngine } from "#core/shared/ai-port";
import { draftClinicalNotes } from "#core/transcriptions/clinical-notes";
import { INVALID_AI_RESPONSE, writeNotes } from "#core/transcriptions/jobs";
import type { TranscriptionRecord } from "#core/transcriptions/ports";
import {
  clinicianReason,
  type NotesJob,
  onSpeechFinished,
  UNREADABLE_AUDIO,
} from "#core/transcriptions/speech-finished";
import { parseJobStateChange } from "#core/transcriptions/speech-output";
import { NOTES_TIMED_OUT, notesDeadline, queuedNotesDeadline, TRANSCRIPTION_FAILED } from "#core/transcriptions/status";
import { jobNameFor, recordOfJob } from "#core/transcriptions/transcriptions";
import completed from "#events/transcribe/job-state-change-completed.json";
import noSpeech from "#events/transcribe/output-no-speech.json";
import sample from "#events/transcribe/output-sample.json";
import { MemoryTranscriptionStore, memoryDocuments } from "#tests/support/memory-transcriptions";
import { transcribingRecord } from "#tests/support/transcribing-record";

const SUB = "3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d";
const ID = "01jq4zk7r9x2m3n4p5q6r7s8t9";
const NOW = new Date("2026-11-24T10:00:00.000Z");
const OUTPUT_KEY = `transcriptions/${SUB}/${ID}/speech/${jobNameFor(SUB, ID)}.json`;

const transcribing = (): TranscriptionRecord => transcribingRecord(SUB, ID, NOW);

let store: MemoryTranscriptionStore;
let documents: ReturnType<typeof memoryDocuments>;
let started: NotesJob[];
let reasons: string[];
const deps = () => ({
  transcriptions: store,
  files: documents,
  notesJobs: { startNotesJob: async (job: NotesJob) => void started.push(job) },
  failureReason: async (jobName: string) => {
    reasons.push(jobName);
    return "The media format provided does not match the detected media format.";
  },
  clock: { now: () => NOW },
  ids: { next: () => "01jq4zrun0000000000000000a" },
});

beforeEach(async () => {
  store = new MemoryTranscriptionStore();
  documents = memoryDocuments();
  started = [];
  reasons = [];
  await store.createTranscription(SUB, transcribing());
});

describe("job names", () => {
  it("lead from the event back to owner and record, and nothing else does", () => {
    expect(recordOfJob(jobNameFor(SUB, ID))).toEqual({ sub: SUB, id: ID });
    expect(recordOfJob("clearnote-01JQ4ZK7R9X2M3N4P5Q6R7S8T9")).toBeUndefined();
    expect(recordOfJob(`tx_${SUB}_${ID}_extra`)).toBeUndefined();
  });
});

describe("when the speech job finishes", () => {
  it("stores the transcript under the record's prefix and starts the notes job", async () => {
    await documents.writeJson(OUTPUT_KEY, sample);

    const outcome = await onSpeechFinished(deps(), parseJobStateChange(completed));

    expect(outcome).toBe("transcribed");
    const record = store.read(SUB, ID);
    expect(record).toMatchObject({ job: "writing", stage: "queued", hasTranscript: true });
    expect(record?.transcriptionText).toMatch(/^Good morning/);
    expect(documents.objects.has(`transcriptions/${SUB}/${ID}/transcript.json`)).toBe(true);
    expect(record?.files.map((f) => f.name)).toEqual(["speech-output.json", "transcript.json"]);
    expect(started).toEqual([{ sub: SUB, transcriptionId: ID, run: record?.notesRun }]);
  });

  it("takes the duration from the last word when the browser did not know it", async () => {
    await documents.writeJson(OUTPUT_KEY, sample);

    await onSpeechFinished(deps(), parseJobStateChange(completed));

    expect(store.read(SUB, ID)?.audioDuration).toBeGreaterThan(10);
  });

  it("ends a recording whose words run past the 2-hour limit with the limit's message, whatever length was declared", async () => {
    const late = structuredClone(sample);
    const last = late.results.items.filter((item) => item.type === "pronunciation").at(-1);
    if (!last) throw new Error("the sample has words");
    last.start_time = String(MAX_AUDIO_SECONDS + 60);
    last.end_time = String(MAX_AUDIO_SECONDS + 61);
    await documents.writeJson(OUTPUT_KEY, late);
    await store.createTranscription(SUB, { ...transcribing(), audioDuration: 100 });

    const outcome = await onSpeechFinished(deps(), parseJobStateChange(completed));

    expect(outcome).toBe("too-long");
    expect(store.read(SUB, ID)).toMatchObject({ job: "failed", error: AUDIO_TOO_LONG, hasTranscript: false });
    expect(started).toEqual([]);
  });

  it("keeps the longer of the declared length and the last word's time", async () => {
    await documents.writeJson(OUTPUT_KEY, sample);
    await store.createTranscription(SUB, { ...transcribing(), audioDuration: 3 });

    await onSpeechFinished(deps(), parseJobStateChange(completed));

    expect(store.read(SUB, ID)?.audioDuration).toBe(24);
  });

  it("ends silent audio with the spec's message and starts no notes", async () => {
    await documents.writeJson(OUTPUT_KEY, noSpeech);

    const outcome = await onSpeechFinished(deps(), parseJobStateChange(completed));

    expect(outcome).toBe("no-speech");
    expect(store.read(SUB, ID)).toMatchObject({ job: "failed", error: NO_SPEECH_DETECTED, hasNotes: false });
    expect(started).toEqual([]);
  });

  it("reads a failed job's reason from the engine and shows the clinician ours", async () => {
    const failed = { ...completed, detail: { ...completed.detail, TranscriptionJobStatus: "FAILED" } };

    await onSpeechFinished(deps(), parseJobStateChange(failed));

    expect(reasons).toEqual([jobNameFor(SUB, ID)]);
    expect(store.read(SUB, ID)).toMatchObject({ job: "failed", error: UNREADABLE_AUDIO });
  });

  it("ignores an event for a record that is no longer transcribing (a repeat delivery)", async () => {
    await documents.writeJson(OUTPUT_KEY, sample);
    await onSpeechFinished(deps(), parseJobStateChange(completed));

    const again = await onSpeechFinished(deps(), parseJobStateChange(completed));

    expect(again).toBe("skipped");
    expect(started).toHaveLength(1);
  });

  it("ignores jobs this app did not name", async () => {
    const foreign = { ...completed, detail: { ...completed.detail, TranscriptionJobName: "someone-elses-job" } };

    expect(await onSpeechFinished(deps(), parseJobStateChange(foreign))).toBe("unknown-job");
  });

  it("marks an unreadable output failed with the generic message", async () => {
    await documents.writeJson(OUTPUT_KEY, { results: "nonsense" });

    await onSpeechFinished(deps(), parseJobStateChange(completed));

    expect(store.read(SUB, ID)).toMatchObject({ job: "failed", error: TRANSCRIPTION_FAILED });
  });
});

describe("failure reasons", () => {
  it("keeps the offline engine's own reasons and replaces Transcribe's", () => {
    expect(clinicianReason("This file could not be read as audio.", "local")).toBe(UNREADABLE_AUDIO);
    expect(clinicianReason("Internal failure", "transcribe")).toBe(TRANSCRIPTION_FAILED);
    expect(clinicianReason(undefined, "transcribe")).toBe(TRANSCRIPTION_FAILED);
  });
});

describe("the notes job", () => {
  const localAi = (overrides: Partial<AiEngine> = {}): AiEngine => ({
    name: "local",
    draft: async () => ({
      text: "## Your visit\nYou have a cough. Take amoxicillin 500 milligrams.",
      glossaryHits: [],
    }),
    simplify: async () => ({ text: "", glossaryHits: [] }),
    chat: async () => ({ text: "", sources: [] }),
    clinicalNotes: async (request) => draftClinicalNotes(request),
    ...overrides,
  });
  const notesDeps = (ai: AiEngine, now = NOW) => ({
    transcriptions: store,
    accounts: { getSettings: async () => defaultSettings(), listCustomTemplates: async () => [] },
    files: documents,
    ai,
    clock: { now: () => now },
  });

  async function writing(): Promise<NotesJob> {
    await documents.writeJson(OUTPUT_KEY, sample);
    await onSpeechFinished(deps(), parseJobStateChange(completed));
    return started[0];
  }

  it("writes notes in the clinician's clinical template, then the patient summary with grade and flags", async () => {
    const job = await writing();

    expect(await writeNotes(notesDeps(localAi()), job)).toBe("done");

    const record = store.read(SUB, ID);
    expect(record).toMatchObject({
      job: "done",
      stage: "done",
      hasNotes: true,
      hasPatientSummary: true,
      aiEngine: "local",
    });
    expect(record?.summaryGrade).toEqual(expect.any(Number));
    const notes = documents.objects.get(`transcriptions/${SUB}/${ID}/notes.json`) as { templateName: string };
    expect(notes.templateName).toBe("SOAP Format");
  });

  it("flags a fact in the summary the transcript never said", async () => {
    const job = await writing();
    const ai = localAi({ draft: async () => ({ text: "Take 40 mg of atorvastatin.", glossaryHits: [] }) });

    await writeNotes(notesDeps(ai), job);

    expect(store.read(SUB, ID)?.flags.map((f) => f.value)).toEqual(expect.arrayContaining(["40 mg", "atorvastatin"]));
  });

  it("fails with 'Invalid response from AI service' when the notes have no sections", async () => {
    const job = await writing();

    await writeNotes(notesDeps(localAi({ clinicalNotes: async () => ({ text: "free" }) })), job);

    expect(store.read(SUB, ID)).toMatchObject({ job: "failed", error: INVALID_AI_RESPONSE });
  });

  it("does no work for a superseded run", async () => {
    const job = await writing();

    expect(await writeNotes(notesDeps(localAi()), { ...job, run: "an-older-run" })).toBe("skipped");
    expect(store.read(SUB, ID)?.job).toBe("writing");
  });

  it("marks the record timed out when it starts after the longest wait in line and its own budget", async () => {
    const job = await writing();
    const late = new Date(queuedNotesDeadline(NOW.getTime()) + 1000);

    expect(await writeNotes(notesDeps(localAi(), late), job)).toBe("failed");
    expect(store.read(SUB, ID)).toMatchObject({ job: "failed", error: NOTES_TIMED_OUT });
  });

  it("counts the notes' deadline from when the job leaves the line, not from when it was queued", async () => {
    const job = await writing();
    const dequeued = new Date(NOW.getTime() + 3_600_000);
    let stored: TranscriptionRecord | undefined;
    const watching = notesDeps(localAi(), dequeued);
    const transition = watching.transcriptions.transition.bind(watching.transcriptions);
    watching.transcriptions.transition = async (...args) => {
      const moved = await transition(...args);
      stored ??= { ...(store.read(SUB, ID) as TranscriptionRecord) };
      return moved;
    };

    await writeNotes(watching, job);

    expect(stored).toMatchObject({ stage: "writing-notes", deadlineAt: notesDeadline(dequeued.getTime()) });
  });
});
