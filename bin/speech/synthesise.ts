import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

// ── several synthesisers, two speakers ────────────────────────────────────────────────────────────────────────

/**
 * A voice from a Debian package: espeak-ng (any variant, any language), festival's HTS voice (cmu_us_slt_arctic_hts,
 * via text2wave) or a flite voice (kal, awb, rms, slt). Different synthesisers, so a benchmark is not tuned to one.
 */
export interface Voice {
  engine: "espeak" | "festival" | "flite";
  name: string;
}

export const voiceName = (v: Voice) => (v.engine === "festival" ? "festival slt-hts" : `${v.engine} ${v.name}`);

/** A turn of speech and who says it (by a role name the caller chooses, e.g. "clinician"). */
export interface SpokenTurn {
  role: string;
  text: string;
}

/** Where a turn sits in the finished recording, in seconds, so a scorer can tell who was speaking when. */
export interface TurnSpan {
  role: string;
  start: number;
  end: number;
}

/** A synthesiser that hangs ends the clip, not the benchmark. */
const TOOL_TIMEOUT_MS = 120_000;
const tool = (command: string, args: string[]) =>
  run(command, args, { timeout: TOOL_TIMEOUT_MS, killSignal: "SIGKILL", maxBuffer: 16 * 1024 * 1024 });

async function speakWith(voice: Voice, text: string, wav: string, work: string): Promise<void> {
  if (voice.engine === "espeak") {
    await tool("espeak-ng", ["-v", voice.name, "-s", "150", "-w", wav, text]);
    return;
  }
  const input = join(work, `${createHash("sha256").update(text).digest("hex").slice(0, 12)}.txt`);
  await writeFile(input, `${text}\n`);
  if (voice.engine === "festival") await tool("text2wave", ["-eval", `(voice_${voice.name})`, input, "-o", wav]);
  else await tool("flite", ["-voice", voice.name, "-f", input, "-o", wav]);
}

/** 48 kHz mono 16-bit, peak at -3 dBFS, so voices of different synthesisers sit at one level. */
async function even(input: string, output: string, effects: string[] = []): Promise<void> {
  await tool("sox", [input, "-r", "48000", "-c", "1", "-b", "16", output, ...effects, "gain", "-n", "-3"]);
}

async function soxSeconds(path: string): Promise<number> {
  const { stdout } = await tool("soxi", ["-D", path]);
  return Number(stdout.trim());
}

const PAUSE_S = 0.5;

/** The turns in their speakers' voices, a short pause between turns; returns each turn's span in the result. */
async function speakTurns(
  turns: SpokenTurn[],
  voices: Record<string, Voice>,
  wav: string,
  work: string,
): Promise<TurnSpan[]> {
  const gap = join(work, "gap.wav");
  await tool("sox", ["-n", "-r", "48000", "-c", "1", "-b", "16", gap, "trim", "0", String(PAUSE_S)]);
  const parts = [gap];
  const spans: TurnSpan[] = [];
  let at = PAUSE_S;
  for (const [i, turn] of turns.entries()) {
    const voice = voices[turn.role];
    if (!voice) throw new Error(`no voice for ${turn.role}`);
    const raw = join(work, `turn-${i}.wav`);
    const out = join(work, `turn-${i}-48k.wav`);
    await speakWith(voice, turn.text, raw, work);
    await even(raw, out);
    const length = await soxSeconds(out);
    spans.push({ role: turn.role, start: at, end: at + length });
    at += length + PAUSE_S;
    parts.push(out, gap);
  }
  await tool("sox", [...parts, wav]);
  return spans;
}

/** A plucked melody over a held chord: music-like, with no speech in it. */
async function tones(wav: string, work: string): Promise<void> {
  const notes = "E4 G4 A4 C5 B4 A4 G4 E4 D4 E4 G4 A4 G4 E4 D4 C4 D4 E4 G4 E4 A4 C5 D5 C5 A4 G4".split(" ");
  const melody = join(work, "melody.wav");
  const args = ["-n", "-r", "48000", "-c", "1", "-b", "16", melody];
  for (const [i, note] of notes.entries()) {
    args.push(...(i > 0 ? [":"] : []), "synth", i % 5 === 4 ? "0.9" : "0.45", "pluck", note);
  }
  await tool("sox", args);
  const chord = join(work, "chord.wav");
  const length = String(await soxSeconds(melody));
  await tool("sox", ["-n", "-r", "48000", "-c", "1", "-b", "16", chord, "synth", length, "sine", "A2", "sine", "E3"]);
  await tool("sox", ["-m", "-v", "1", melody, "-v", "0.3", chord, wav, "gain", "-n", "-3"]);
}

/** Several voices, each played backwards, over each other: the sound of a crowd with no words in it. */
async function babble(turns: SpokenTurn[], wav: string, work: string): Promise<void> {
  const voices: Voice[] = [
    { engine: "espeak", name: "en-gb-x-rp" },
    { engine: "flite", name: "slt" },
    { engine: "espeak", name: "en-us+f3" },
  ];
  const sides: string[] = [];
  for (const [i, turn] of turns.entries()) {
    const raw = join(work, `babble-${i}.wav`);
    const out = join(work, `babble-${i}-rev.wav`);
    await speakWith(voices[i % voices.length], turn.text, raw, work);
    await even(raw, out, ["reverse"]);
    sides.push(out);
  }
  await tool("sox", ["-m", ...sides.flatMap((s) => ["-v", "1", s]), wav, "gain", "-n", "-3"]);
}

/** Speech chopped into short reversed pieces, overdriven and band-limited: a damaged, garbled recording. */
async function garble(turns: SpokenTurn[], wav: string, work: string): Promise<void> {
  const clean = join(work, "garble-clean.wav");
  await speakTurns(
    turns,
    Object.fromEntries(turns.map((t) => [t.role, { engine: "espeak", name: "en-us" } as Voice])),
    clean,
    work,
  );
  const length = await soxSeconds(clean);
  const pieces: string[] = [];
  for (let start = 0, i = 0; start < length; start += 0.3, i++) {
    const piece = join(work, `piece-${i}.wav`);
    await tool("sox", [clean, piece, "trim", start.toFixed(2), "0.3", ...(i % 2 === 0 ? ["reverse"] : [])]);
    pieces.push(piece);
  }
  const chopped = join(work, "garble-chopped.wav");
  await tool("sox", [...pieces, chopped]);
  await tool("sox", [chopped, wav, "overdrive", "40", "60", "sinc", "400-2500", "gain", "-n", "-3"]);
}

/** What one clip is made of: turns in voices, or one of the wordless sounds. */
export type ClipSource =
  | { kind: "speech"; turns: SpokenTurn[]; voices: Record<string, Voice> }
  | { kind: "tones" }
  | { kind: "babble"; turns: SpokenTurn[] }
  | { kind: "garble"; turns: SpokenTurn[] };

/** Bump to re-make every cached clip when how audio is made changes in a way the hash does not see. */
const AUDIO_VERSION = 1;

const exists = (path: string) =>
  stat(path).then(
    (s) => s.size > 0,
    () => false,
  );

/**
 * The clip as a browser uploads it (WebM/Opus), plain or with pink noise at `snrDb`, with each turn's span. Kept in
 * `cacheDir` under a hash of everything that makes it, so a rerun reuses it; work files live in a temporary folder
 * removed before returning, whatever happens.
 */
export async function clip(
  source: ClipSource,
  cacheDir: string,
  stem: string,
  snrDb?: number,
): Promise<{ path: string; spans: TurnSpan[] }> {
  const key = createHash("sha256")
    .update(JSON.stringify({ v: AUDIO_VERSION, source, snrDb: snrDb ?? null }))
    .digest("hex")
    .slice(0, 12);
  const webm = join(cacheDir, `${stem}-${key}.webm`);
  const spansFile = `${webm}.spans.json`;
  if ((await exists(webm)) && (await exists(spansFile))) {
    return { path: webm, spans: JSON.parse(await readFile(spansFile, "utf8")) as TurnSpan[] };
  }
  await mkdir(cacheDir, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), "clearnote-synth-"));
  try {
    const wav = join(work, "clip.wav");
    let spans: TurnSpan[] = [];
    if (source.kind === "speech") spans = await speakTurns(source.turns, source.voices, wav, work);
    else if (source.kind === "tones") await tones(wav, work);
    else if (source.kind === "babble") await babble(source.turns, wav, work);
    else await garble(source.turns, wav, work);
    const encoded = join(work, "clip.webm");
    await encodeLikeBrowser(wav, encoded, snrDb);
    // Copied beside the cache entry and renamed: a run stopped halfway never leaves half a clip to be reused.
    await copyFile(encoded, `${webm}.part`);
    await writeFile(spansFile, JSON.stringify(spans));
    await rename(`${webm}.part`, webm);
    return { path: webm, spans };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
