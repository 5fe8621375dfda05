import { describe, expect, it } from "vitest";
import { type Utterance, UtteranceFinder } from "#adapters/local/speech/voice-activity";

/**
 * The utterance finder Moonshine reads from (decision 460): speech between pauses, found by energy against a floor
 * that follows steady background noise.
 */

const RATE = 16_000;

/** A little-endian 16-bit PCM buffer from a list of stretches: syllables of a tone, background noise, or both. */
function pcm(stretches: { seconds: number; toneDb?: number; noiseDb?: number }[]): Buffer {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31 - 0.5;
  };
  const samples: number[] = [];
  for (const s of stretches) {
    const tone = s.toneDb === undefined ? 0 : 10 ** (s.toneDb / 20) * Math.SQRT2;
    const noise = s.noiseDb === undefined ? 0 : 10 ** (s.noiseDb / 20) * Math.sqrt(12);
    // Speech comes in syllables: a quiet 50 ms after every 200 ms of voice.
    for (let i = 0; i < s.seconds * RATE; i++) {
      const voiced = i % (0.25 * RATE) < 0.2 * RATE;
      samples.push((voiced ? tone : 0) * Math.sin((2 * Math.PI * 220 * i) / RATE) + noise * random());
    }
  }
  const buffer = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => {
    buffer.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), i * 2);
  });
  return buffer;
}

function find(audio: Buffer, chunk = audio.length): Utterance[] {
  const found: Utterance[] = [];
  const finder = new UtteranceFinder((u) => found.push(u));
  for (let at = 0; at < audio.length; at += chunk) finder.push(audio.subarray(at, at + chunk));
  finder.end();
  return found;
}

describe("finding utterances", () => {
  it("finds each stretch of speech between pauses, with its times", () => {
    const audio = pcm([{ seconds: 0.5 }, { seconds: 1, toneDb: -20 }, { seconds: 0.6 }, { seconds: 1.5, toneDb: -20 }]);

    const found = find(audio);

    // Within a frame or so of the voice (each stretch ends on a syllable's 50 ms quiet).
    const times = found.flatMap((u) => [u.start, u.end]);
    expect(times).toHaveLength(4);
    [0.5, 1.45, 2.1, 3.55].forEach((t, i) => {
      expect(Math.abs(times[i] - t)).toBeLessThanOrEqual(0.03);
    });
  });

  it("finds the same utterances whatever size of pieces the audio arrives in", () => {
    const audio = pcm([{ seconds: 0.5 }, { seconds: 1, toneDb: -20 }, { seconds: 0.6 }, { seconds: 1.5, toneDb: -20 }]);

    expect(find(audio, 1001).map((u) => [u.start, u.end])).toEqual(find(audio).map((u) => [u.start, u.end]));
  });

  it("hears speech over steady background noise, and not the noise", () => {
    const audio = pcm([
      { seconds: 2, noiseDb: -40 },
      { seconds: 1, toneDb: -22, noiseDb: -40 },
      { seconds: 1, noiseDb: -40 },
    ]);

    const found = find(audio);

    expect(found).toHaveLength(1);
    expect(found[0].start).toBeCloseTo(2, 1);
    expect(found[0].end).toBeCloseTo(3, 1);
  });

  it("keeps a short margin of audio either side of the speech for the recogniser", () => {
    const found = find(pcm([{ seconds: 1 }, { seconds: 1, toneDb: -20 }, { seconds: 1 }]));

    expect(found[0].samples.length / RATE).toBeCloseTo(1.4, 1);
  });

  it("takes a click for no speech", () => {
    expect(find(pcm([{ seconds: 1 }, { seconds: 0.05, toneDb: -10 }, { seconds: 1 }]))).toEqual([]);
  });

  it("cuts speech that runs on without a pause into pieces a recogniser can read", () => {
    const found = find(pcm([{ seconds: 45, toneDb: -20 }]));

    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...found.map((u) => u.end - u.start))).toBeLessThanOrEqual(20);
  });
});
