import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { ENGLISH, patientLanguage } from "#contracts/languages";
import type { Translator } from "#core/translation/ports";

const MODES = "/usr/share/apertium/modes";
const TIMEOUT_MS = 30_000;

function modeOf(from: string, to: string): string | undefined {
  const pair = patientLanguage(from === ENGLISH ? to : from)?.offline;
  if (!pair) return undefined;
  return from === ENGLISH ? pair.to : pair.back;
}

/**
 * The mode's pipeline (Debian's `<pair>.mode` file: lt-proc, the tagger, the transfer stages) between Apertium's
 * plain-text format filters. Run as one shell pipeline reading stdin: the `apertium` wrapper copies stdin to a
 * temporary file, and a patient's summary must never be written to disk. `-n` for the generator: unknown words
 * (drug names, mostly) pass through unmarked.
 */
function pipeline(mode: string): string {
  const steps = readFileSync(`${MODES}/${mode}.mode`, "utf8").trim().replaceAll("$1", "-n").replaceAll("$2", "");
  return `apertium-destxt -n | ${steps} | apertium-retxt`;
}

function run(mode: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-c", pipeline(mode)], { stdio: ["pipe", "pipe", "pipe"], timeout: TIMEOUT_MS });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      // The engine's own message only: it never echoes the text it was given.
      if (code !== 0)
        reject(new Error(`Apertium ${mode} failed (${code}): ${Buffer.concat(err).toString().slice(0, 200)}`));
      else resolve(Buffer.concat(out).toString("utf8"));
    });
    child.stdin.end(text);
  });
}

/** Apertium's output keeps a line's trailing blank and may drop a final full stop's space: tidy, nothing more. */
const tidy = (line: string) => line.replace(/\s+/g, " ").trim();

/**
 * A line without a sentence end (a heading, a list item without a full stop) runs into the next line in Apertium's
 * transfer, which moves words between lines; a full stop ends it, and is taken off again after.
 */
const ENDED = /[.!?:;)]$/;
const ended = (line: string) => (ENDED.test(line) ? line : `${line}.`);
const unended = (source: string, out: string) => (ENDED.test(source) ? out : out.replace(/\.$/, ""));

/**
 * Offline translation with Apertium (issue 23), for the local stack and the tests: the pairs Debian ships in both
 * directions (contracts/languages.ts). Lines go through in one run, one per line; empty lines stay empty.
 */
export const apertiumTranslator: Translator = {
  supports(language) {
    const pair = patientLanguage(language)?.offline;
    return Boolean(pair && existsSync(`${MODES}/${pair.to}.mode`) && existsSync(`${MODES}/${pair.back}.mode`));
  },
  async translate(lines, from, to) {
    const mode = modeOf(from, to);
    if (!mode) throw new Error(`No offline translation from ${from} to ${to}`);
    const wanted = lines.map((line, i) => ({ line: line.trim(), i })).filter(({ line }) => line !== "");
    const result = lines.map(() => "");
    if (wanted.length === 0) return result;
    const out = (await run(mode, `${wanted.map((w) => ended(w.line)).join("\n")}\n`)).replace(/\n$/, "").split("\n");
    if (out.length === wanted.length) {
      wanted.forEach((w, k) => {
        result[w.i] = unended(w.line, tidy(out[k]));
      });
      return result;
    }
    // A line the engine split or joined: translate each on its own, so every line keeps its place.
    for (const w of wanted) result[w.i] = unended(w.line, tidy(await run(mode, `${ended(w.line)}\n`)));
    return result;
  },
};
