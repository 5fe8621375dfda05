import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runWatched } from "./child-processes";

/**
 * Debian's acoustic model pins the initial cepstral mean in feat.params, which overrides -cmninit on the command line,
 * so the first utterance of every recording is decoded against a mean that fits neither the microphone nor the
 * speaker (the opening sentence, with the patient's age, came out as "give the year old woman"). A copy of the model
 * folder (links, plus feat.params without that line) lets each recording start from its own estimate.
 */
function acousticModelWithoutCmnInit(acousticModel: string): string {
  const dir = join(tmpdir(), `clearnote-hmm-${Buffer.from(acousticModel).toString("hex").slice(-32)}`);
  if (existsSync(join(dir, "feat.params"))) return dir;
  mkdirSync(dir, { recursive: true });
  // feat.params last: its presence is what tells another process the folder is complete.
  const files = readdirSync(acousticModel).sort((a, b) => Number(a === "feat.params") - Number(b === "feat.params"));
  for (const file of files) {
    const target = join(dir, file);
    if (file === "feat.params") {
      const params = readFileSync(join(acousticModel, file), "utf8");
      // written aside and renamed, so no process ever reads half a file
      writeFileSync(`${target}.${process.pid}`, params.replace(/^-cmninit .*\n?/m, ""));
      renameSync(`${target}.${process.pid}`, target);
    } else if (!existsSync(target)) {
      linkOnce(join(acousticModel, file), target);
    }
  }
  return dir;
}

function linkOnce(from: string, to: string) {
  try {
    symlinkSync(from, to);
  } catch (error) {
    // another process prepared the same folder at the same moment
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/** The decoder's acoustic model arguments: the recording's own opening mean when the first pass found one. */
export function acousticModelArgs(acousticModel: string, cmnInit: string | undefined): Record<string, string> {
  return {
    "-hmm": cmnInit ? acousticModelWithoutCmnInit(acousticModel) : acousticModel,
    ...(cmnInit ? { "-cmninit": cmnInit } : {}),
  };
}

/** The last cepstral mean pocketsphinx logged ("Update to < 58.36 4.58 … >"), comma-separated for -cmninit. */
export function lastCepstralMean(log: string): string | undefined {
  const updates = [...log.matchAll(/Update to\s+<\s*([-\d.\s]+?)\s*>/g)];
  const last = updates[updates.length - 1]?.[1];
  return last ? last.trim().split(/\s+/).join(",") : undefined;
}

/**
 * The first pass listens to the opening seconds in keyword-spotting mode: no language model to load and almost no
 * search, because only the front end's running mean matters (it does not depend on what is decoded). About 0.3 s of
 * CPU per recording.
 */
const CMN_PASS_SECONDS = 8;
const CMN_PASS_DECODER = { "-keyphrase": "blood pressure", "-dither": "yes", "-vad_postspeech": "25" };

/** The cepstral mean of the opening seconds (undefined when they cannot be read), with what finding it cost. */
export async function openingCepstralMean(
  tools: { ffmpeg: string; pocketsphinx: string },
  model: { acousticModel: string; dictionary: string },
  path: string,
  dir: string,
): Promise<{ cmnInit: string | undefined; cpuMs: number; peakRssKb: number }> {
  const opening = join(dir, "opening.pcm");
  const cut = await runWatched(tools.ffmpeg, [
    "-nostdin",
    "-loglevel",
    "error",
    "-i",
    path,
    "-t",
    String(CMN_PASS_SECONDS),
    "-vn",
    "-ac",
    "1",
    "-ar",
    "16000",
    "-f",
    "s16le",
    "-y",
    opening,
  ]);
  if (cut.code !== 0) return { cmnInit: undefined, cpuMs: cut.cpuMs, peakRssKb: cut.peakRssKb };
  const pass = await runWatched(
    tools.pocketsphinx,
    Object.entries({
      "-hmm": model.acousticModel,
      "-dict": model.dictionary,
      "-samprate": "16000",
      ...CMN_PASS_DECODER,
      "-infile": opening,
    }).flat(),
  );
  return {
    cmnInit: pass.code === 0 ? lastCepstralMean(pass.stderr) : undefined,
    cpuMs: cut.cpuMs + pass.cpuMs,
    peakRssKb: Math.max(cut.peakRssKb, pass.peakRssKb),
  };
}
