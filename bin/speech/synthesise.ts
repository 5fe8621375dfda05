import { execFile } from "node:child_process";
import { promisify } from "node:util";

/**
 * Test speech: espeak-ng reads the text, then ffmpeg encodes it the way Chromium's MediaRecorder does (WebM with Opus
 * at 48 kHz, mono), optionally with pink noise mixed in at a measured signal-to-noise ratio.
 */

const run = promisify(execFile);

/** espeak-ng voices used by the tests and the benchmark: American, British RP and a female variant. */
export const VOICES = ["en-us", "en-gb-x-rp", "en-us+f3"] as const;

export async function speak(text: string, wavPath: string, voice: string, wordsPerMinute = 150): Promise<void> {
  await run("espeak-ng", ["-v", voice, "-s", String(wordsPerMinute), "-w", wavPath, text]);
}

async function meanVolumeDb(path: string, filter = ""): Promise<number> {
  const { stderr } = await run("ffmpeg", [
    "-hide_banner",
    "-nostdin",
    "-i",
    path,
    "-af",
    `${filter}${filter ? "," : ""}volumedetect`,
    "-f",
    "null",
    "-",
  ]);
  const m = /mean_volume: (-?[\d.]+) dB/.exec(stderr);
  if (!m) throw new Error(`ffmpeg volumedetect gave no mean volume for ${path}`);
  return Number(m[1]);
}

const NOISE = "anoisesrc=color=pink:sample_rate=48000:amplitude=0.5:seed=7";

/**
 * WAV → WebM/Opus as a browser records it. With `snrDb`, pink noise is added so that speech is that many dB above
 * the noise (mean levels over the recording, which includes the pauses, so the speech itself is a little louder).
 */
export async function encodeLikeBrowser(wavPath: string, webmPath: string, snrDb?: number): Promise<void> {
  const encode = ["-c:a", "libopus", "-b:a", "48k", "-ar", "48000", "-ac", "1", "-f", "webm", webmPath];
  if (snrDb === undefined) {
    await run("ffmpeg", ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-i", wavPath, ...encode]);
    return;
  }
  const speech = await meanVolumeDb(wavPath);
  const noise = await run("ffmpeg", [
    "-hide_banner",
    "-nostdin",
    "-f",
    "lavfi",
    "-i",
    `${NOISE}:duration=5`,
    "-af",
    "volumedetect",
    "-f",
    "null",
    "-",
  ]).then(({ stderr }) => Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1]));
  const gainDb = speech - snrDb - noise;
  await run("ffmpeg", [
    "-hide_banner",
    "-nostdin",
    "-loglevel",
    "error",
    "-y",
    "-i",
    wavPath,
    "-f",
    "lavfi",
    "-i",
    NOISE,
    "-filter_complex",
    `[0:a]aresample=48000[s];[1:a]volume=${gainDb.toFixed(2)}dB[n];[s][n]amix=inputs=2:duration=first:normalize=0`,
    ...encode,
  ]);
}

/** Digital silence of the given length, encoded like a browser recording. */
export async function silentRecording(webmPath: string, seconds: number): Promise<void> {
  await run("ffmpeg", [
    "-hide_banner",
    "-nostdin",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `anullsrc=r=48000:cl=mono:d=${seconds}`,
    "-c:a",
    "libopus",
    "-b:a",
    "48k",
    "-f",
    "webm",
    webmPath,
  ]);
}

export async function durationSeconds(path: string): Promise<number> {
  const { stdout } = await run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path]);
  return Number(stdout.trim());
}
