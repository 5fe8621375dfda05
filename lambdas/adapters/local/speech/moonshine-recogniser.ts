import { spawn } from "node:child_process";
import type { Recognition } from "#core/transcriptions/speech-port";
import { tail, watch } from "./child-processes";
import { diarise } from "./diarise";
import { hearMedicines, MEDICINE_NAMES } from "./heard-medicines";
import { rescoreMedicines } from "./medicine-rescoring";
import { loadMoonshine, type SpeechModel } from "./moonshine-model";
import { timedWords } from "./moonshine-words";
import { toTranscribeOutput, type Word } from "./pocketsphinx-output";
import { RecogniserFailed, UnreadableAudio } from "./speech-errors";
import { confirmSpokenHeading } from "./spoken-headings";
import { SAMPLE_RATE, type Utterance, UtteranceFinder } from "./voice-activity";

/**
 * The offline recogniser with Moonshine (decision 460): ffmpeg decodes any format to 16 kHz mono PCM, streamed into
 * the utterance finder; each utterance is recognised as it closes, while ffmpeg is held back if utterances queue up,
 * so only the open utterance and the one being read are in memory whatever the recording's length. Then the same
 * diarisation and Transcribe-shaped output as the pocketsphinx engine.
 */

/** A peak below this is a dead microphone or digital silence: no speech, whatever the model writes. */
const SILENCE_PEAK_DB = -60;
/** What the recogniser leaves out: ffmpeg's high-pass filter below the voice. */
const BELOW_SPEECH = "highpass=f=120";
/** Utterances waiting to be read before ffmpeg is paused. */
const MAX_QUEUED = 2;

const models = new Map<string, Promise<SpeechModel>>();
let english: Promise<(word: string) => boolean> | undefined;

/** Whether a word is English (the CMU dictionary's 134,000 words), to tell a misheard medicine from a real word. */
function englishWords(): Promise<(word: string) => boolean> {
  english ??= import("cmu-pronouncing-dictionary").then(
    ({ dictionary }) =>
      (word) =>
        Object.hasOwn(dictionary, word),
  );
  return english;
}

/** One model per process, loaded on first use (about a second) and kept: it is read-only. */
function model(dir: string): Promise<SpeechModel> {
  let loaded = models.get(dir);
  if (!loaded) {
    loaded = loadMoonshine(dir, MEDICINE_NAMES);
    loaded.catch(() => models.delete(dir));
    models.set(dir, loaded);
  }
  return loaded;
}

export async function recogniseWithMoonshine(
  path: string,
  options: { ffmpeg: string; modelDir: string; jobName: string; timeoutMs: number; signal?: AbortSignal },
): Promise<Recognition> {
  const { ffmpeg, signal } = options;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const [speech, isEnglish] = await Promise.all([model(options.modelDir), englishWords()]);

  const decode = spawn(
    ffmpeg,
    [
      "-nostdin",
      "-hide_banner",
      "-nostats",
      "-loglevel",
      "error",
      "-i",
      path,
      "-vn",
      // Below about 120 Hz is a room's rumble and a mains hum, not words; a hum as loud as the voice had hidden every
      // utterance from the utterance finder (decision 503).
      "-af",
      BELOW_SPEECH,
      "-ac",
      "1",
      "-ar",
      "16000",
    ].concat(["-f", "s16le", "-"]),
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const watched = watch(decode);
  const decodeLog = tail();
  decode.stderr?.on("data", decodeLog.push);

  const queue: Utterance[] = [];
  const utterances: Word[][] = [];
  let samples = 0;
  let peak = 0;
  let stopped: Error | undefined;
  const finder = new UtteranceFinder((u) => {
    queue.push(u);
    if (queue.length >= MAX_QUEUED) decode.stdout?.pause();
  });
  let wake: (() => void) | undefined;
  const nudge = () => {
    wake?.();
    wake = undefined;
  };
  decode.stdout?.on("data", (chunk: Buffer) => {
    samples += Math.floor(chunk.length / 2);
    for (let i = 0; i + 1 < chunk.length; i += 2) peak = Math.max(peak, Math.abs(chunk.readInt16LE(i)));
    finder.push(chunk);
    nudge();
  });
  let ended = false;
  const exited = new Promise<number | null>((resolve, reject) => {
    decode.once("error", (error) => {
      ended = true;
      reject(error);
      nudge();
    });
    decode.once("close", (code) => {
      if (code === 0) finder.end();
      ended = true;
      resolve(code);
      nudge();
    });
  });
  // Awaited after the loop; until then a failure to start must not count as unhandled.
  exited.catch(() => undefined);
  const stop = (why: string) => {
    stopped = new RecogniserFailed(why);
    decode.kill("SIGKILL");
    nudge();
  };
  const timer = setTimeout(() => stop(`did not finish within ${options.timeoutMs} ms`), options.timeoutMs);
  const onAbort = () => stop("stopped");
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    while (!stopped) {
      const next = queue.shift();
      if (next) {
        if (queue.length < MAX_QUEUED) decode.stdout?.resume();
        const heard = await speech.transcribe(next.samples);
        const timed = timedWords(heard.words, next.start, next.end);
        const said = await confirmSpokenHeading(timed, heard.likelihood);
        const words = hearMedicines(await rescoreMedicines(said, heard.likelihood, isEnglish), isEnglish);
        if (words.length > 0) utterances.push(words);
        continue;
      }
      if (ended) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
    const code = await exited;
    if (stopped) throw stopped;
    if (code !== 0) throw new UnreadableAudio(decodeLog.text().trim().split("\n").slice(-3).join(" "));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
    watched.stop();
  }

  const peakDb = peak > 0 ? 20 * Math.log10(peak / 32768) : Number.NEGATIVE_INFINITY;
  const silent = samples === 0 || peakDb < SILENCE_PEAK_DB;
  const speakers = await diarise(toTranscribeOutput(options.jobName, silent ? [] : utterances), path, {
    ffmpeg,
    signal,
  });
  const used = process.cpuUsage(cpuBefore);
  return {
    output: speakers.output,
    audioSeconds: samples / SAMPLE_RATE,
    stats: {
      elapsedMs: performance.now() - started,
      // This process's own time (the model runs here) and ffmpeg's; diarisation's is inside the former.
      cpuMs: (used.user + used.system) / 1000 + watched.sample.cpuMs,
      peakRssKb: process.resourceUsage().maxRSS + watched.sample.peakRssKb,
    },
  };
}
