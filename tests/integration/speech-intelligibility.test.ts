import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localEngine } from "#adapters/local/ai-engine";
import { createLocalRecogniser } from "#adapters/local/speech/recogniser";
import { UnreadableAudio } from "#adapters/local/speech/speech-errors";
import { speechOutputKeyFor } from "#core/transcriptions/documents";
import { intelligibility, NOT_UNDERSTOOD } from "#core/transcriptions/intelligibility";
import { INVALID_AI_RESPONSE, NOTHING_FOR_PATIENT, NOTHING_TO_NOTE, writeNotes } from "#core/transcriptions/jobs";
import { onSpeechFinished } from "#core/transcriptions/speech-finished";
import { parseTranscribeOutput } from "#core/transcriptions/speech-output";
import { jobNameFor } from "#core/transcriptions/transcriptions";
import { encodeLikeBrowser, speak } from "../../bin/speech/synthesise";
import { MemoryTranscriptionStore, memoryDocuments } from "../support/memory-transcriptions";
import { transcribingRecord } from "../support/transcribing-record";
import { DICTATION } from "../support/transcriptions";

/**
 * Issue 20, part 4, through the real offline recogniser: speech in another language and a tune come back from an
 * English recogniser as English words, and the gate must see through them; an English dictation must pass. The
 * clips are a few seconds each, written here (not the evaluation set), so the test stays short.
 */

const run = promisify(execFile);
const recogniser = createLocalRecogniser();
let dir: string;
const clips: Record<string, string> = {};

const FRENCH =
  "Bonjour madame, qu'est-ce qui vous amène aujourd'hui? J'ai mal à la tête depuis trois jours et je dors très mal.";
const SPANISH =
  "Buenos días, señor, ¿cómo se encuentra hoy? Tengo dolor en el pecho desde ayer por la noche y me cuesta respirar.";

async function heard(path: string) {
  const { output } = await recogniser.recognise({ path }, { jobName: "intelligibility" });
  const result = parseTranscribeOutput(output);
  return result.kind === "speech" ? intelligibility(result.transcript) : undefined;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "clearnote-intelligibility-"));
  for (const [name, text, voice] of [
    ["french", FRENCH, "fr"],
    ["spanish", SPANISH, "es"],
    ["english", DICTATION, "en-us"],
  ]) {
    const wav = join(dir, `${name}.wav`);
    await speak(text, wav, voice);
    clips[name] = join(dir, `${name}.webm`);
    await encodeLikeBrowser(wav, clips[name]);
  }
  // A tune: notes of a plucked string, which the recogniser hears as a word or two at most.
  clips.tune = join(dir, "tune.wav");
  const notes = ["C4", "E4", "G4", "C5", "G4", "E4", "C4", "D4", "F4", "A4"];
  await run("sox", [
    "-n",
    "-r",
    "16000",
    clips.tune,
    ...notes.flatMap((n, i) => [...(i ? [":"] : []), "synth", "0.4", "pluck", n]),
  ]);
  clips.tones = join(dir, "tones.wav");
  const pitches = ["440", "660", "550", "880", "330", "440", "523", "784", "392"];
  await run("sox", [
    "-n",
    "-r",
    "16000",
    clips.tones,
    ...pitches.flatMap((p, i) => [...(i ? [":"] : []), "synth", "0.5", "sine", p]),
  ]);
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("recordings the offline engine cannot understand", () => {
  it("refuses French speech", async () => {
    expect((await heard(clips.french))?.understood ?? false).toBe(false);
  }, 120_000);

  it("refuses Spanish speech", async () => {
    expect((await heard(clips.spanish))?.understood ?? false).toBe(false);
  }, 120_000);

  it("refuses a tune (or hears no speech in it at all)", async () => {
    expect((await heard(clips.tune))?.understood ?? false).toBe(false);
  }, 120_000);

  it("refuses a sequence of tones (or hears no speech in it at all)", async () => {
    expect((await heard(clips.tones))?.understood ?? false).toBe(false);
  }, 120_000);

  it("understands an English dictation", async () => {
    const english = await heard(clips.english);

    expect(english?.understood).toBe(true);
  }, 120_000);
});

const SUB = "00000000-0000-4000-8000-0000000000d1";
const ID = "01jq4zk7r9x2m3n4p5q6r7d001";

/** The offline path end to end with memory fakes: recognise, the speech-finished handler, then the notes job. */
async function throughTheProduct(path: string): Promise<{ job: string; error: string | null }> {
  const store = new MemoryTranscriptionStore();
  const documents = memoryDocuments();
  const jobName = jobNameFor(SUB, ID);
  const outputKey = speechOutputKeyFor(SUB, ID, jobName);
  const now = new Date();
  await store.createTranscription(
    SUB,
    transcribingRecord(SUB, ID, now, {
      patientName: "Ada Test",
      speechEngine: "local",
      deadlineAt: now.getTime() + 3600_000,
    }),
  );
  const { output } = await recogniser.recognise({ path }, { jobName });
  await documents.writeJson(outputKey, output);
  const clock = { now: () => new Date() };
  await onSpeechFinished(
    {
      transcriptions: store,
      files: documents,
      notesJobs: { startNotesJob: async () => undefined },
      failureReason: async (_job, fromEvent) => fromEvent,
      clock,
      ids: { next: () => "01jq4zrun00000000000000001" },
    },
    { jobName, status: "COMPLETED" },
  );
  const transcribed = store.read(SUB, ID);
  if (transcribed?.job === "writing" && transcribed.notesRun) {
    await writeNotes(
      {
        transcriptions: store,
        accounts: { getSettings: async () => undefined, listCustomTemplates: async () => [] },
        files: documents,
        ai: localEngine,
        clock,
      },
      { sub: SUB, transcriptionId: ID, run: transcribed.notesRun },
    );
  }
  const done = store.read(SUB, ID);
  return { job: done?.job ?? "missing", error: done?.error ?? null };
}

describe("damaged and truncated files", () => {
  it("says a file cut off after a few words could not be made into notes, never 'Invalid response from AI service'", async () => {
    const truncated = join(dir, "truncated.webm");
    // The first seconds of the dictation: a few words, then the file ends mid-stream.
    await writeFile(truncated, (await readFile(clips.english)).subarray(0, 9_000));

    const outcome = await throughTheProduct(truncated);

    expect(outcome.error).not.toBe(INVALID_AI_RESPONSE);
    expect([NOTHING_TO_NOTE, NOTHING_FOR_PATIENT, NOT_UNDERSTOOD, null]).toContain(outcome.error);
  }, 120_000);

  it("says a file whose header is gone could not be read as audio", async () => {
    const damaged = join(dir, "damaged.webm");
    await writeFile(damaged, (await readFile(clips.english)).subarray(4_000));

    await expect(recogniser.recognise({ path: damaged }, { jobName: "damaged" })).rejects.toThrow(UnreadableAudio);
    await expect(recogniser.recognise({ path: damaged }, { jobName: "damaged" })).rejects.toThrow(
      "This file could not be read as audio.",
    );
  }, 120_000);
});
