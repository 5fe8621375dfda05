import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeLikeBrowser, speak } from "../../bin/speech/synthesise";
import { createLocalRecogniser } from "../../lambdas/adapters/speech/local-recogniser";
import { intelligibility } from "../../lambdas/core/intelligibility";
import { parseTranscribeOutput } from "../../lambdas/core/transcribe-output";
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

  it("understands an English dictation", async () => {
    const english = await heard(clips.english);

    expect(english?.understood).toBe(true);
  }, 120_000);
});
