import { beforeEach, describe, expect, it } from "vitest";
import { defaultSettings } from "#core/account/settings";
import type { AiEngine } from "#core/shared/ai-port";
import { draftClinicalNotes } from "#core/transcriptions/clinical-notes";
import { intelligibility, NOT_UNDERSTOOD } from "#core/transcriptions/intelligibility";
import { INVALID_AI_RESPONSE, NOTHING_FOR_PATIENT, NOTHING_TO_NOTE, writeNotes } from "#core/transcriptions/jobs";
import type { TranscriptionRecord } from "#core/transcriptions/ports";
import { clinicianReason, type NotesJob, onSpeechFinished } from "#core/transcriptions/speech-finished";
import { parseJobStateChange, type TranscribeOutput } from "#core/transcriptions/speech-output";
import { jobNameFor } from "#core/transcriptions/transcriptions";
import completed from "#events/transcribe/job-state-change-completed.json";
import sample from "#events/transcribe/output-sample.json";
import { MemoryTranscriptionStore, memoryDocuments } from "#tests/support/memory-transcriptions";
import { transcribingRecord } from "#tests/support/transcribing-record";

/** Issue 20, part 4: a recording the recogniser did not understand ends with the message and no notes. */

const SUB = "3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d";
const ID = "01jq4zk7r9x2m3n4p5q6r7s8t9";
const NOW = new Date("2026-11-24T10:00:00.000Z");
const OUTPUT_KEY = `transcriptions/${SUB}/${ID}/speech/${jobNameFor(SUB, ID)}.json`;

/** Recognised words as Transcribe (and the offline engine) write them: [word, confidence], 0.4 s apart. */
function output(words: Array<[string, number]>): TranscribeOutput {
  return {
    results: {
      transcripts: [{ transcript: words.map(([w]) => w).join(" ") }],
      items: words.map(([content, confidence], i) => ({
        type: "pronunciation" as const,
        start_time: (i * 0.4).toFixed(2),
        end_time: (i * 0.4 + 0.35).toFixed(2),
        alternatives: [{ content, confidence: String(confidence) }],
      })),
    },
  };
}

/** What the offline engine heard in a French consultation (its own words and confidences, from a synthetic clip). */
const FRENCH_HEARD: Array<[string, number]> = [
  ["On", 0.56],
  ["the", 0.79],
  ["knee", 0.84],
  ["On", 0.82],
  ["the", 0.25],
  ["lower", 0.13],
  ["my", 0.0],
  ["Ear", 0.52],
  ["Will", 0.3],
  ["start", 0.86],
  ["lithium", 1.0],
  ["weekly", 0.0],
  ["forty", 0.87],
  ["Likely", 0.02],
  ["because", 0.04],
  ["to", 0.15],
  ["linagliptin", 0.91],
  ["two", 0.51],
];

const transcribing = (speechEngine: "local" | "transcribe"): TranscriptionRecord =>
  transcribingRecord(SUB, ID, NOW, { speechEngine });

let store: MemoryTranscriptionStore;
let documents: ReturnType<typeof memoryDocuments>;
let started: NotesJob[];
const deps = () => ({
  transcriptions: store,
  files: documents,
  notesJobs: { startNotesJob: async (job: NotesJob) => void started.push(job) },
  failureReason: async (_: string, fromEvent: string | undefined) => fromEvent,
  clock: { now: () => NOW },
  ids: { next: () => "01jq4zrun0000000000000000a" },
});

async function finish(speechEngine: "local" | "transcribe", heard: TranscribeOutput) {
  await store.createTranscription(SUB, transcribing(speechEngine));
  await documents.writeJson(OUTPUT_KEY, heard);
  return onSpeechFinished(deps(), parseJobStateChange(completed));
}

beforeEach(() => {
  store = new MemoryTranscriptionStore();
  documents = memoryDocuments();
  started = [];
});

describe("a recording the recogniser did not understand", () => {
  for (const engine of ["local", "transcribe"] as const) {
    it(`ends failed with the issue's message, no transcript and no notes job (${engine})`, async () => {
      const outcome = await finish(engine, output(FRENCH_HEARD));

      expect(outcome).toBe("failed");
      expect(store.read(SUB, ID)).toMatchObject({ job: "failed", error: NOT_UNDERSTOOD, hasTranscript: false });
      expect(NOT_UNDERSTOOD).toBe(
        "The recording could not be understood reliably (it may not be in English or may not contain speech).",
      );
      expect(started).toEqual([]);
    });
  }

  it("refuses a tune heard as two lucky words", async () => {
    expect(
      await finish(
        "local",
        output([
          ["O", 1],
          ["air", 1],
        ]),
      ),
    ).toBe("failed");
    expect(store.read(SUB, ID)?.error).toBe(NOT_UNDERSTOOD);
  });

  it("lets a clearly recognised consultation through to the notes", async () => {
    expect(await finish("transcribe", sample as TranscribeOutput)).toBe("transcribed");
    expect(started).toHaveLength(1);
  });

  it("lets a short dictation of sure words through", () => {
    const words = ["Patient", "well", "no", "change", "review", "in", "a", "year"].map((text) => ({
      confidence: 0.9,
      text,
    }));

    expect(intelligibility({ words: words as never }).understood).toBe(true);
  });
});

describe("a damaged file", () => {
  it("says the file could not be read as audio, never that the AI service answered wrongly (both engines)", () => {
    expect(clinicianReason("This file could not be read as audio.", "local")).toBe(
      "This file could not be read as audio.",
    );
    expect(clinicianReason("The media format provided does not match the detected media format.", "transcribe")).toBe(
      "This file could not be read as audio.",
    );
  });
});

describe("an understood recording with nothing to note", () => {
  const ai = (overrides: Partial<AiEngine>): AiEngine => ({
    name: "local",
    draft: async () => ({ text: "", glossaryHits: [] }),
    simplify: async () => ({ text: "", glossaryHits: [] }),
    chat: async () => ({ text: "", sources: [] }),
    clinicalNotes: async (request) => draftClinicalNotes(request),
    ...overrides,
  });
  const notesDeps = (engine: AiEngine) => ({
    transcriptions: store,
    accounts: { getSettings: async () => defaultSettings(), listCustomTemplates: async () => [] },
    files: documents,
    ai: engine,
    clock: { now: () => NOW },
  });

  it("fails with what it found, not 'Invalid response from AI service', when the notes are empty", async () => {
    await finish("local", sample as TranscribeOutput);
    const empty = ai({ clinicalNotes: async () => ({ sections: [{ heading: "Plan", sentences: [] }] }) });

    await writeNotes(notesDeps(empty), started[0]);

    expect(store.read(SUB, ID)).toMatchObject({ job: "failed", error: NOTHING_TO_NOTE, hasTranscript: true });
    expect(NOTHING_TO_NOTE).not.toBe(INVALID_AI_RESPONSE);
  });

  it("says the notes held nothing to tell the patient when the offline engine writes no summary from them", async () => {
    await finish("local", sample as TranscribeOutput);

    await writeNotes(notesDeps(ai({})), started[0]);

    expect(store.read(SUB, ID)).toMatchObject({ job: "failed", error: NOTHING_FOR_PATIENT });
  });
});
