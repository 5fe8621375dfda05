import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalRecogniser } from "#adapters/local/speech/recogniser";
import { parseTranscribeOutput } from "#core/transcriptions/speech-output";
import { words } from "../../bin/speech/evaluate";
import { encodeLikeBrowser, speak } from "../../bin/speech/synthesise";

/**
 * The offline recogniser's default model is open-vocabulary: conversation and structured dictation both come through,
 * not only the clinical phrases the old 831-word model knew (where "How long until I see you again" became drug names).
 */

const SPOKEN =
  "How long until I see you again? I need to come back in two weeks. " +
  "Subjective. She feels tired. Her HbA1c is fifty two millimoles per mole.";

let dir: string;
let clip: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "clearnote-open-vocabulary-"));
  const wav = join(dir, "speech.wav");
  await speak(SPOKEN, wav, "en-us");
  clip = join(dir, "speech.webm");
  await encodeLikeBrowser(wav, clip);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("offline recogniser's open-vocabulary model", () => {
  it("recognises most everyday words, dictation headings and units alongside clinical ones", async () => {
    const recogniser = createLocalRecogniser();

    const { output } = await recogniser.recognise({ path: clip }, { jobName: "open-vocabulary" });

    const result = parseTranscribeOutput(output);
    if (result.kind !== "speech") throw new Error("expected speech");
    const heard = new Set(words(result.transcript.words.map((w) => w.text).join(" ")));
    // Only "see" and "again" are in the old clinical model's vocabulary (it heard at most those two). The open model
    // still mishears some ("How long until I see you" came out as "How on the likely you" in espeak-ng's en-us voice).
    const wanted = ["how", "long", "until", "see", "you", "again", "need", "come", "subjective", "millimoles"];
    const found = wanted.filter((w) => heard.has(w));
    expect(found.length, `heard: ${result.transcript.text}`).toBeGreaterThanOrEqual(6);
  }, 120_000);
});
