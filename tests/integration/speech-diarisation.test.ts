import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalRecogniser } from "#adapters/local/speech/recogniser";
import { assignSpeakerRoles } from "#core/transcriptions/speaker-roles";
import { parseTranscribeOutput, type Transcript } from "#core/transcriptions/speech-output";
import { synthesiseTurns, type Turn } from "../unit/adapters/speech/synthetic-turns";

/**
 * Who said what through the whole offline engine: the recogniser's own utterances are diarised, so its output names
 * two speakers for a consultation and one for a dictation. Texts are this test's own.
 */

const CONSULTATION = [
  "Good morning, what can I do for you today?",
  "My back has been aching since I moved house last weekend.",
  "Does the pain go down into either leg?",
  "No, it stays low down on the right side.",
  "Let me examine your back. Can you bend forward for me?",
  "That is as far as I can go before it hurts.",
  "This looks like a muscle strain. Take ibuprofen four hundred milligrams three times a day with food.",
  "How long will it take to settle?",
  "Usually two to three weeks. Come back if you get numbness or weakness in your legs.",
];
const DICTATION = [
  "Clinic letter for a sixty year old woman with type two diabetes.",
  "Her latest result is fifty eight and she is taking metformin one gram twice daily.",
  "She reports no low sugars and her feet are healthy on examination.",
  "Plan add a second agent if the next result is above fifty eight.",
  "Review in three months with repeat bloods.",
];

const dir = mkdtempSync(join(tmpdir(), "clearnote-diarisation-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const recogniser = createLocalRecogniser();

async function recognised(turns: Turn[], name: string) {
  const clip = synthesiseTurns(dir, turns, `${name}.wav`);
  // encoded as Chromium records, so the second decode reads the same container the first one does
  const webm = join(dir, `${name}.webm`);
  execFileSync("ffmpeg", ["-loglevel", "error", "-y", "-i", clip.path, "-c:a", "libopus", "-b:a", "32k", webm]);
  const { output } = await recogniser.recognise({ path: webm }, { jobName: name });
  const result = parseTranscribeOutput(output);
  if (result.kind !== "speech") throw new Error("expected speech");
  return { clip, transcript: result.transcript };
}

/** The voice of the turn nearest the word's middle. */
const voiceAt = (spans: Array<{ start: number; end: number; voice: number }>, t: number) =>
  spans.reduce((best, s) =>
    Math.abs((s.start + s.end) / 2 - t) < Math.abs((best.start + best.end) / 2 - t) ? s : best,
  ).voice;

const wordsRight = (transcript: Transcript, spans: Array<{ start: number; end: number; voice: number }>) =>
  transcript.words.filter((w) => (w.speaker === "spk_1" ? 1 : 0) === voiceAt(spans, (w.start + w.end) / 2)).length /
  transcript.words.length;

describe("offline diarisation through the recogniser", () => {
  it("gives 90 % of a consultation's words the right speaker and names the one who examines the clinician", async () => {
    const turns: Turn[] = CONSULTATION.map((text, i) => ({
      text,
      voice: i % 2 === 0 ? { engine: "flite", voice: "kal" } : { engine: "flite", voice: "slt" },
    }));

    const { clip, transcript } = await recognised(turns, "consultation");

    expect(transcript.speakers).toEqual(["spk_0", "spk_1"]);
    expect(wordsRight(transcript, clip.spans)).toBeGreaterThanOrEqual(0.9);
    const { speakers } = assignSpeakerRoles(transcript.segments);
    expect(speakers.find((s) => s.role === "clinician")?.label).toBe("spk_0");
  }, 180_000);

  it("keeps a dictation as one speaker, the clinician", async () => {
    const turns: Turn[] = DICTATION.map((text) => ({ text, voice: { engine: "espeak-ng", variant: "en-gb+m3" } }));

    const { transcript } = await recognised(turns, "dictation");

    expect(transcript.speakers).toEqual(["spk_0"]);
    expect(assignSpeakerRoles(transcript.segments).speakers).toEqual([
      { label: "spk_0", role: "clinician", name: "Clinician" },
    ]);
  }, 180_000);
});
