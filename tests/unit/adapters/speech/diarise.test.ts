import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diarise, labelSpeakers, splitSpeakers, voicePrints } from "#adapters/local/speech/diarise";
import { toTranscribeOutput } from "#adapters/local/speech/pocketsphinx-output";
import { parseTranscribeOutput } from "#core/transcriptions/speech-output";
import { conversation, dictation } from "./diarise-scripts";
import { attribution, synthesiseTurns } from "./synthetic-turns";

const dir = mkdtempSync(join(tmpdir(), "diarise-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function speakersOf(turns: Parameters<typeof synthesiseTurns>[1], name: string) {
  const clip = synthesiseTurns(dir, turns, name);
  const split = splitSpeakers(await voicePrints(clip.path, clip.spans, { ffmpeg: "ffmpeg" }));
  return { clip, split };
}

describe("offline two-speaker diarisation", () => {
  it("gives at least 90 % of a two-voice consultation's words the right speaker (espeak-ng and flite)", async () => {
    const { clip, split } = await speakersOf(
      conversation({ engine: "espeak-ng", variant: "en-gb+m3" }, { engine: "flite", voice: "slt" }),
      "two-engines.wav",
    );

    expect(split.speakers).toBe(2);
    expect(attribution(clip.spans, split.clusters)).toBeGreaterThanOrEqual(0.9);
    expect(split.clusters[0]).toBe(0);
  }, 60_000);

  it("tells two flite voices apart", async () => {
    const { clip, split } = await speakersOf(
      conversation({ engine: "flite", voice: "awb" }, { engine: "flite", voice: "rms" }),
      "two-flite.wav",
    );

    expect(split.speakers).toBe(2);
    expect(attribution(clip.spans, split.clusters)).toBeGreaterThanOrEqual(0.9);
  }, 60_000);

  it("keeps a one-voice dictation as one speaker", async () => {
    for (const [n, voice] of [
      { engine: "espeak-ng", variant: "en-gb+m3" } as const,
      { engine: "flite", voice: "rms" } as const,
    ].entries()) {
      const { split } = await speakersOf(dictation(voice), `dictation-${n}.wav`);

      expect(split.speakers).toBe(1);
      expect(new Set(split.clusters)).toEqual(new Set([0]));
    }
  }, 60_000);

  it("labels every word and segment of the Transcribe-shaped output, so the parser sees two speakers", async () => {
    const clip = synthesiseTurns(
      dir,
      conversation({ engine: "flite", voice: "kal" }, { engine: "espeak-ng", variant: "en-us+f3" }),
      "labelled.wav",
    );
    const utterances = clip.spans.map((span) =>
      Array.from({ length: span.words }, (_, w) => ({
        content: `w${w}`,
        start: span.start + ((span.end - span.start) * w) / span.words,
        end: span.start + ((span.end - span.start) * (w + 1)) / span.words,
        confidence: 0.9,
      })),
    );

    const { output } = await diarise(toTranscribeOutput("job", utterances), clip.path, { ffmpeg: "ffmpeg" });
    const result = parseTranscribeOutput(output);

    expect(result.kind).toBe("speech");
    if (result.kind !== "speech") return;
    expect(result.transcript.speakers).toEqual(["spk_0", "spk_1"]);
    expect(result.transcript.words.every((w) => w.speaker === "spk_0" || w.speaker === "spk_1")).toBe(true);
    expect(result.transcript.segments.map((s) => s.speaker).slice(0, 4)).toEqual(["spk_0", "spk_1", "spk_0", "spk_1"]);
    expect(output.results.speaker_labels?.segments?.length).toBe(clip.spans.length);
  }, 60_000);

  it("writes one speaker label on an output whose utterances are all one voice", () => {
    const output = toTranscribeOutput("job", [[{ content: "review", start: 0, end: 0.5, confidence: 1 }]]);

    const labelled = labelSpeakers(output, [0]);

    expect(labelled.results.items?.[0]).toMatchObject({ speaker_label: "spk_0" });
    expect(labelled.results.speaker_labels).toMatchObject({ speakers: 1 });
  });
});
