import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AudioInput, Recogniser, Recognition } from "#core/transcriptions/speech-port";
import { measureAudioSeconds } from "./audio-length";
import { acousticModelArgs, openingCepstralMean } from "./cepstral-mean";
import { findOnPath, tail, watch } from "./child-processes";
import { diarise } from "./diarise";
import { recogniseWithMoonshine } from "./moonshine-recogniser";
import { parseWordTimes, toTranscribeOutput } from "./pocketsphinx-output";
import { AudioTooLong, RecogniserFailed, SpeechEngineUnavailable, UnreadableAudio } from "./speech-errors";

/**
 * The offline speech engine: ffmpeg decodes any browser or uploaded format to 16 kHz mono 16-bit PCM, streamed straight
 * into pocketsphinx_continuous (Debian's pocketsphinx 0.8 with the pocketsphinx-en-us acoustic model) running with
 * our open-vocabulary language model and dictionary (bin/speech/build-open-model.ts). Nothing is held in memory but the
 * decoder's own state, so memory does not grow with the length of the recording.
 */

/**
 * The open-vocabulary model (general English interpolated with the clinical-dictation model), built from Debian's
 * pocketsphinx-en-us and the committed clinical model into .local by `npm start` / `npm test`
 * (bin/speech/build-open-model.ts): too large to commit. Resolved on use, not at import: a bundled Lambda that imports
 * this module never runs it (and has no such folder).
 */
const modelDir = () => fileURLToPath(new URL("../../../../.local/speech/open-model/", import.meta.url));
const moonshineDir = () => fileURLToPath(new URL("../../../../.local/speech/moonshine/base/", import.meta.url));

export interface LocalRecogniserOptions {
  /**
   * Moonshine (a neural model, the default: decision 460) or pocketsphinx with the open-vocabulary model (decision
   * 305), kept for comparison in the benchmark.
   */
  engine?: "moonshine" | "pocketsphinx";
  /** Moonshine's model folder (bin/speech/fetch-moonshine.ts). */
  moonshineModel?: string;
  ffmpeg?: string;
  pocketsphinx?: string;
  /** pocketsphinx-en-us's acoustic model folder. */
  acousticModel?: string;
  languageModel?: string;
  dictionary?: string;
  /** Extra or overriding decoder arguments (tuning). */
  decoderArgs?: Record<string, string>;
  /** Whole-run limit; background work ends (docs/architecture.md, "Background work ends"). */
  timeoutMs?: number;
  /** Where decoded audio is kept while it is recognised; the OS's temp folder by default. */
  workDir?: string;
  /** The longest recording recognised, measured before recognising; longer ones fail with AudioTooLong. */
  maxAudio?: { seconds: number; message: string };
}

/**
 * Decoder settings, tuned on the DEV dictations (bin/speech/dictations.ts) and DEV conversations
 * (bin/speech/conversation-dev.ts), never on a test set. pocketsphinx's default beams and no second flat-lexicon pass:
 * the wide beams that suited the 831-word clinical model cost 0.8 of real time with the 5,000-word open model for one
 * point of WER (docs/decisions.md, decision 305). A language weight of 9 (default 6.5) lets the model's context
 * prune more: DEV dictation WER and CPU time both fell, conversation WER held. Dither, because synthetic or gated
 * audio has stretches of exact zeros that the front end handles badly. A pause of 0.25 s (not 0.5 s) ends an utterance: dictation pauses between
 * sentences are short, and the decoder's memory grows with the utterance, not the recording (a 10-minute dictation
 * read as one utterance peaked at 167 MB; split at sentence pauses it stays near 75 MB).
 */
export const DECODER_DEFAULTS: Record<string, string> = {
  "-dither": "yes",
  "-beam": "1e-48",
  "-wbeam": "7e-29",
  "-pbeam": "1e-48",
  "-lpbeam": "1e-40",
  "-fwdflat": "no",
  "-lw": "9",
  "-bestpath": "yes",
  "-vad_postspeech": "25",
};

/** A peak below this is a dead microphone or digital silence: no speech, whatever the decoder says. */
const SILENCE_PEAK_DB = -60;
export function createLocalRecogniser(options: LocalRecogniserOptions = {}): Recogniser {
  const acousticModel = options.acousticModel ?? "/usr/share/pocketsphinx/model/en-us/en-us";
  const languageModel = options.languageModel ?? join(modelDir(), "open.lm.bin");
  const dictionary = options.dictionary ?? join(modelDir(), "open.dic");
  const timeoutMs = options.timeoutMs ?? 30 * 60_000;
  const engine = options.engine ?? "moonshine";
  const moonshineModel = options.moonshineModel ?? moonshineDir();

  function moonshine(path: string, jobName: string, signal?: AbortSignal): Promise<Recognition> {
    const ffmpeg = findOnPath(options.ffmpeg ?? "ffmpeg");
    if (!ffmpeg) throw new SpeechEngineUnavailable(["ffmpeg"]);
    for (const file of ["encoder_model.onnx", "decoder_model_merged.onnx"]) {
      if (!existsSync(join(moonshineModel, file)))
        throw new RecogniserFailed(`model file missing: ${file} (run: npx tsx bin/speech/fetch-moonshine.ts)`);
    }
    return recogniseWithMoonshine(path, { ffmpeg, modelDir: moonshineModel, jobName, timeoutMs, signal });
  }

  const tools = () => {
    const ffmpeg = findOnPath(options.ffmpeg ?? "ffmpeg");
    const pocketsphinx = findOnPath(options.pocketsphinx ?? "pocketsphinx_continuous");
    const missing: string[] = [];
    if (!ffmpeg) missing.push("ffmpeg");
    if (!pocketsphinx) missing.push("pocketsphinx");
    if (!existsSync(join(acousticModel, "mdef"))) missing.push("pocketsphinx-en-us");
    if (!ffmpeg || !pocketsphinx || missing.length > 0) throw new SpeechEngineUnavailable(missing);
    for (const file of [languageModel, dictionary]) {
      if (!existsSync(file))
        throw new RecogniserFailed(`model file missing: ${file} (run: npx tsx bin/speech/build-open-model.ts)`);
    }
    return { ffmpeg, pocketsphinx };
  };

  async function run(path: string, dir: string, jobName: string, signal?: AbortSignal): Promise<Recognition> {
    const { ffmpeg, pocketsphinx } = tools();
    const started = performance.now();

    // First pass: the cepstral mean of the opening seconds, so the first utterance is decoded as well as the rest.
    const firstPass = await openingCepstralMean({ ffmpeg, pocketsphinx }, { acousticModel, dictionary }, path, dir);
    // A named pipe, not stdin: Node's child stdio are sockets, which pocketsphinx cannot open as a file.
    const pcm = join(dir, "audio.pcm");
    const fifo = spawnSync("mkfifo", [pcm]);
    if (fifo.status !== 0) throw new RecogniserFailed(`mkfifo failed: ${fifo.stderr?.toString() ?? fifo.error}`);
    const decoder = {
      ...acousticModelArgs(acousticModel, firstPass.cmnInit),
      "-lm": languageModel,
      "-dict": dictionary,
      "-samprate": "16000",
      "-time": "yes",
      "-logfn": "/dev/null",
      ...DECODER_DEFAULTS,
      ...options.decoderArgs,
      "-infile": pcm,
    };
    // volumedetect passes the audio through and reports its length and peak at the end.
    const decode = spawn(
      ffmpeg,
      [
        "-nostdin",
        "-hide_banner",
        "-nostats",
        "-loglevel",
        "info",
        "-i",
        path,
        "-vn",
        "-ac",
        "1",
        "-ar",
        "16000",
        "-af",
        "volumedetect",
        "-f",
        "s16le",
        "-y",
        pcm,
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    const recognise = spawn(pocketsphinx, Object.entries(decoder).flat(), { stdio: ["ignore", "pipe", "pipe"] });
    const watched = [watch(decode), watch(recognise)];
    const decodeLog = tail();
    const recogniseLog = tail();
    decode.stderr?.on("data", decodeLog.push);
    recognise.stderr?.on("data", recogniseLog.push);
    let stdout = "";
    recognise.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });

    const stopAll = () => {
      decode.kill("SIGKILL");
      recognise.kill("SIGKILL");
    };
    // Either side failing leaves the other blocked on the pipe: stop both.
    const exited = (child: ChildProcess) =>
      new Promise<number | null>((resolve, reject) => {
        child.once("error", (error) => {
          stopAll();
          reject(error);
        });
        child.once("close", (code) => {
          if (code !== 0) stopAll();
          resolve(code);
        });
      });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stopAll();
    }, timeoutMs);
    signal?.addEventListener("abort", stopAll, { once: true });
    try {
      const [decodeCode, recogniseCode] = await Promise.all([exited(decode), exited(recognise)]);
      if (signal?.aborted) throw new RecogniserFailed("stopped");
      if (timedOut) throw new RecogniserFailed(`did not finish within ${timeoutMs} ms`);
      if (decodeCode !== 0) throw new UnreadableAudio(decodeLog.lastLines((l) => !l.includes("volumedetect")));
      if (recogniseCode !== 0) {
        throw new RecogniserFailed(`exit ${recogniseCode}: ${recogniseLog.lastLines((l) => !l.startsWith("INFO:"))}`);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new SpeechEngineUnavailable(["pocketsphinx"]);
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", stopAll);
      for (const w of watched) w.stop();
    }

    const levels = decodeLog.text();
    const samples = Number(/n_samples: (\d+)/.exec(levels)?.[1] ?? 0);
    const peakDb = /max_volume: (-?[\d.]+|-inf) dB/.exec(levels)?.[1];
    const silent = samples === 0 || peakDb === undefined || peakDb === "-inf" || Number(peakDb) < SILENCE_PEAK_DB;
    // Who said what: a second streamed read of the audio labels each utterance's speaker (diarise.ts).
    const speakers = await diarise(toTranscribeOutput(jobName, silent ? [] : parseWordTimes(stdout)), path, {
      ffmpeg,
      signal,
    });
    return {
      output: speakers.output,
      audioSeconds: samples / 16000,
      stats: {
        elapsedMs: performance.now() - started,
        cpuMs: firstPass.cpuMs + speakers.cpuMs + watched.reduce((sum, w) => sum + w.sample.cpuMs, 0),
        peakRssKb: Math.max(
          firstPass.peakRssKb,
          watched.reduce((sum, w) => sum + w.sample.peakRssKb, 0),
        ),
      },
    };
  }

  return {
    async recognise(input: AudioInput, { jobName, signal }): Promise<Recognition> {
      const empty = "path" in input ? statSync(input.path).size === 0 : input.bytes.byteLength === 0;
      if (empty) return emptyRecognition(jobName);
      const root = options.workDir ?? tmpdir();
      await mkdir(root, { recursive: true });
      const dir = await mkdtemp(join(root, "clearnote-speech-"));
      try {
        let path: string;
        if ("path" in input) path = input.path;
        else {
          path = join(dir, "audio");
          await writeFile(path, input.bytes);
        }
        if (options.maxAudio) {
          const ffmpeg = findOnPath(options.ffmpeg ?? "ffmpeg") ?? tools().ffmpeg;
          const ffprobe = findOnPath(join(ffmpeg, "..", "ffprobe")) ?? findOnPath("ffprobe") ?? "ffprobe";
          const seconds = await measureAudioSeconds(path, { ffprobe, ffmpeg }, options.maxAudio.seconds);
          if (seconds !== undefined && seconds > options.maxAudio.seconds) {
            throw new AudioTooLong(options.maxAudio.message, seconds);
          }
        }
        return engine === "moonshine" ? await moonshine(path, jobName, signal) : await run(path, dir, jobName, signal);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** An empty file is an empty recording: no speech, not an error. */
function emptyRecognition(jobName: string): Recognition {
  return {
    output: toTranscribeOutput(jobName, []),
    audioSeconds: 0,
    stats: { elapsedMs: 0, cpuMs: 0, peakRssKb: 0 },
  };
}
