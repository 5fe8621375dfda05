import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createLocalRecogniser } from "#adapters/local/speech/recogniser";
import { parseTranscribeOutput } from "#core/transcriptions/speech-output";
import { DEV_CONVERSATIONS, turnText } from "./conversation-dev";
import { align, words } from "./evaluate";
import { encodeLikeBrowser, speak } from "./synthesise";

/**
 * Tuning aid for the open-vocabulary model: the DEV conversations (two espeak-ng voices, one per speaker) through the
 * offline recogniser with a given model and decoder settings; prints WER, CPU real-time factor and peak memory.
 * DEV only. The dictation side is `npm run bench:transcription -- --set=dev`.
 *
 *   tsx bin/speech/tune-open-model.ts [--lm=F --dict=F] [--decoder=-beam:1e-60,...] [--show]
 */

const run = promisify(execFile);
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const decoderArgs = Object.fromEntries((arg("decoder")?.split(",") ?? []).map((pair) => pair.split(":")));
const recogniser = createLocalRecogniser({ languageModel: arg("lm"), dictionary: arg("dict"), decoderArgs });
const VOICE = { clinician: "en-gb-x-rp", patient: "en-us+f3" } as const;
const audioDir = join(tmpdir(), "clearnote-conversation-dev");
mkdirSync(audioDir, { recursive: true });

async function recording(conversation: (typeof DEV_CONVERSATIONS)[number]): Promise<string> {
  const stem = `${conversation.id}-${createHash("sha256").update(JSON.stringify(conversation)).digest("hex").slice(0, 8)}`;
  const webm = join(audioDir, `${stem}.webm`);
  if (existsSync(webm)) return webm;
  const parts: string[] = [];
  for (const [i, turn] of conversation.turns.entries()) {
    const wav = join(audioDir, `${stem}-${i}.wav`);
    await speak(turn.text, wav, VOICE[turn.speaker]);
    parts.push(wav);
  }
  const joined = join(audioDir, `${stem}.wav`);
  // A short pause between turns, as between speakers (espeak-ng writes 22.05 kHz mono 16-bit).
  const pause = join(audioDir, "pause.wav");
  await run("sox", ["-n", "-r", "22050", "-c", "1", "-b", "16", pause, "trim", "0", "0.4"]);
  await run("sox", [...parts.flatMap((p) => [p, pause]), joined]);
  await encodeLikeBrowser(joined, webm);
  return webm;
}

let errors = 0;
let reference = 0;
let cpuMs = 0;
let seconds = 0;
let peakMb = 0;
for (const conversation of DEV_CONVERSATIONS) {
  const file = await recording(conversation);
  const { output, audioSeconds, stats } = await recogniser.recognise({ path: file }, { jobName: conversation.id });
  const result = parseTranscribeOutput(output);
  const hypothesis = result.kind === "speech" ? result.transcript.words.map((w) => w.text).join(" ") : "";
  const a = align(words(turnText(conversation)), words(hypothesis));
  const e = a.substitutions + a.deletions + a.insertions;
  errors += e;
  reference += a.referenceLength;
  cpuMs += stats.cpuMs;
  seconds += audioSeconds;
  peakMb = Math.max(peakMb, stats.peakRssKb / 1024);
  console.log(
    `${conversation.id.padEnd(26)} WER ${((100 * e) / a.referenceLength).toFixed(1).padStart(5)} %  ` +
      `RTF cpu ${(stats.cpuMs / 1000 / audioSeconds).toFixed(3)}  peak ${(stats.peakRssKb / 1024).toFixed(0)} MB`,
  );
  if (process.argv.includes("--show")) console.log(`  heard: ${hypothesis}`);
}
console.log(
  `all                        WER ${((100 * errors) / reference).toFixed(1).padStart(5)} %  ` +
    `RTF cpu ${(cpuMs / 1000 / seconds).toFixed(3)}  peak ${peakMb.toFixed(0)} MB`,
);
