import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runProduct } from "../tests/fixtures/safety/recordings/product";
import {
  groupTable,
  missedTargets,
  type Row,
  recordingCells,
  recordingTable,
  totalsText,
} from "../tests/fixtures/safety/recordings/report";
import { scoreRun } from "../tests/fixtures/safety/recordings/score";
import { SCRIPTS } from "../tests/fixtures/safety/recordings/scripts";
import {
  audioFor,
  type Recording,
  recordingsOf,
  SYNTHESISERS,
  voiceLabel,
} from "../tests/fixtures/safety/recordings/synthesise";

/**
 * `npm run eval:safety:recordings`: what the product tells patients from recordings, judged by hand-written keys
 * only (issue 18, part 4). Each script of tests/fixtures/safety/recordings is voiced (three synthesisers, plain and
 * noisy), run through the product's offline pipeline (local speech engine, transcript, clinical notes and patient
 * summary, the claim checker's flags), and scored: (a) wrong patient-facing claims left unflagged, (b) plan facts
 * heard that reach the patient summary, (c) non-English and unintelligible clips refused or flagged. Prints a row per
 * recording, per group, the totals and what went wrong; exits 1 when a target is missed.
 *
 *   --only=ID,ID        scripts (or recordings "script/synthesiser/plain|noise") to run
 *   --voices=espeak     synthesisers to use (espeak, festival, flite, sox)
 *   --verbose           print every patient summary and its flags
 *   --clip-timeout=S    seconds one clip may take through the product (default 300)
 */
process.env.LOG_LEVEL = "silent";

const arg = (name: string) => {
  const at = process.argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  const given = process.argv[at];
  return given.includes("=") ? given.slice(given.indexOf("=") + 1) : process.argv[at + 1];
};
const only = arg("only")?.split(",").filter(Boolean);
const synthesisers = arg("voices")?.split(",").filter(Boolean) ?? [...SYNTHESISERS];
const verbose = process.argv.includes("--verbose");
const clipTimeoutMs = Number(arg("clip-timeout") ?? 300) * 1000;
for (const s of synthesisers) {
  if (!(SYNTHESISERS as readonly string[]).includes(s))
    throw new Error(`--voices takes ${SYNTHESISERS.join(", ")}, not ${s}`);
}

const root = fileURLToPath(new URL("..", import.meta.url));
const cacheDir = join(root, "node_modules", ".cache", "safety-audio");
const workDir = await mkdtemp(join(tmpdir(), "clearnote-eval-recordings-"));
// Synthesised speech of patient-like scripts never stays in /tmp: removed however the run ends.
const cleanUp = () => rmSync(workDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

const recordings = recordingsOf(SCRIPTS).filter(
  (r) => synthesisers.includes(r.synthesiser) && (!only || only.some((id) => r.id === id || r.script.id === id)),
);
if (recordings.length === 0) {
  console.error("No recordings match --only and --voices.");
  cleanUp();
  process.exit(2);
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function measure(r: Recording, n: number): Promise<Row> {
  const row: Row = {
    id: r.id,
    kind: r.script.kind,
    synthesiser: r.synthesiser,
    noisy: r.noisy,
    voices: voiceLabel(r),
    audioSeconds: 0,
    wallSeconds: 0,
  };
  const started = performance.now();
  try {
    const audio = await withTimeout(audioFor(r, cacheDir, join(workDir, String(n))), clipTimeoutMs, "synthesis");
    const run = await withTimeout(
      runProduct(audio.path, r.script.key.patientName, { timeoutMs: clipTimeoutMs - 10_000 }),
      clipTimeoutMs,
      "the product",
    );
    row.audioSeconds = run.audioSeconds;
    row.score = scoreRun(r.script, run);
    if (verbose) {
      console.log(
        `\n── ${r.id} (${row.voices})\nheard: ${run.transcript}\nsummary:\n${run.patientSummary ?? `(none: ${run.message})`}`,
      );
      console.log(
        `flags: ${run.flags.map((f) => `${f.verdict ?? "?"} ${f.kind} "${f.value}"${f.open ? "" : " (resolved)"}`).join("; ") || "none"}`,
      );
    }
  } catch (error) {
    row.error = error instanceof Error ? error.message.slice(0, 200) : String(error);
  }
  row.wallSeconds = (performance.now() - started) / 1000;
  return row;
}

let exitCode = 0;
try {
  console.log(
    `Safety evaluation, recordings: ${recordings.length} recording(s) of ${new Set(recordings.map((r) => r.script.id)).size} script(s); ` +
      `synthesisers ${synthesisers.join(", ")}; audio cache ${cacheDir}\n`,
  );
  const rows: Row[] = [];
  for (const [n, r] of recordings.entries()) {
    const row = await measure(r, n);
    rows.push(row);
    // One line as each clip ends, so a long run shows progress.
    console.log(recordingCells(row).join("  "));
  }
  console.log(`\nPer recording:\n${recordingTable(rows)}`);
  console.log(`\nPer group:\n${groupTable(rows)}`);
  console.log(`\n${totalsText(rows)}`);

  const problems = rows.flatMap((row) => [
    ...(row.score?.wrong.filter((w) => !w.flagged).map((w) => `  ${row.id}: UNFLAGGED ${w.why} — "${w.text}"`) ?? []),
    ...(row.score?.facts
      .filter((f) => f.inTranscript && !f.reached)
      .map((f) => `  ${row.id}: heard but not in the summary: ${f.kind} ${f.label}`) ?? []),
    ...(row.score?.unflaggedLines?.map((l) => `  ${row.id}: reaches the patient unflagged: "${l}"`) ?? []),
    ...(row.error ? [`  ${row.id}: ERROR ${row.error}`] : []),
  ]);
  if (problems.length > 0) console.log(`\nWhat went wrong:\n${problems.join("\n")}`);

  const missed = missedTargets(rows);
  if (missed.length > 0) {
    console.log(`\nFAILED targets:\n  ${missed.join("\n  ")}`);
    exitCode = 1;
  } else {
    console.log("\nAll recording targets met.");
  }
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  cleanUp();
}
process.exit(exitCode);
