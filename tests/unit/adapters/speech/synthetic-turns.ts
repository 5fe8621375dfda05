import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Builds a recording from turns voiced by Debian's synthesisers, with the exact time span of each turn, so a test
 * knows who said which words without a recogniser. The texts are the tests' own (never the held-out set's).
 */
export type Voice = { engine: "espeak-ng"; variant: string } | { engine: "flite"; voice: string };
export interface Turn {
  voice: Voice;
  text: string;
}

const PAUSE_SECONDS = 0.45;

function voicePcm(dir: string, turn: Turn, n: number): Buffer {
  const wav = join(dir, `turn-${n}.wav`);
  if (turn.voice.engine === "espeak-ng") execFileSync("espeak-ng", ["-v", turn.voice.variant, "-w", wav, turn.text]);
  else execFileSync("flite", ["-voice", turn.voice.voice, "-t", turn.text, "-o", wav]);
  const raw = join(dir, `turn-${n}.raw`);
  execFileSync("ffmpeg", ["-loglevel", "error", "-y", "-i", wav, "-ac", "1", "-ar", "16000", "-f", "s16le", raw]);
  return readFileSync(raw);
}

export function synthesiseTurns(dir: string, turns: Turn[], name = "turns.wav") {
  const pause = Buffer.alloc(Math.round(PAUSE_SECONDS * 16000) * 2);
  const parts: Buffer[] = [pause];
  const spans: Array<{ start: number; end: number; words: number; voice: number }> = [];
  const voices: string[] = [];
  let at = pause.length / 32000;
  turns.forEach((turn, n) => {
    const pcm = voicePcm(dir, turn, n);
    const key = JSON.stringify(turn.voice);
    if (!voices.includes(key)) voices.push(key);
    const seconds = pcm.length / 32000;
    spans.push({ start: at, end: at + seconds, words: turn.text.split(/\s+/).length, voice: voices.indexOf(key) });
    parts.push(pcm, pause);
    at += seconds + PAUSE_SECONDS;
  });
  const raw = join(dir, `${name}.raw`);
  writeFileSync(raw, Buffer.concat(parts));
  const path = join(dir, name);
  execFileSync("ffmpeg", ["-loglevel", "error", "-y", "-f", "s16le", "-ar", "16000", "-ac", "1", "-i", raw, path]);
  return { path, spans, seconds: at };
}

/** Share of words given the right speaker, under the better of the two ways to name the clusters. */
export function attribution(spans: Array<{ words: number; voice: number }>, clusters: number[]): number {
  const total = spans.reduce((s, x) => s + x.words, 0);
  const same = spans.reduce((s, x, i) => s + (clusters[i] === x.voice ? x.words : 0), 0);
  return Math.max(same, total - same) / total;
}
