import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Metafile } from "esbuild";
import {
  bundleFunction,
  entryPointOf,
  type FunctionEntry,
  type FunctionKind,
  functionEntries,
} from "./function-bundles";
import { BUSY_SHARE, othersShare, sampleCpu } from "./machine-load";

/**
 * `npm run bench:functions`: bundles every function the stacks deploy (routes, jobs, stream and event handlers,
 * on-failure handlers, the authorizer) the way CDK does (infra/constructs/function-bundling.ts) and prints size, gzip size, the three biggest
 * packages and the cold module import time over fresh Node processes, beside two baselines measured in the same
 * run: a bundle that only imports the DynamoDB document client (the SDK floor) and hello-world.
 * Exits non-zero past the budgets. Options: `--runs N` (default 15, at least 7), `--only <id,id>`, and `--lists` for
 * the list and dashboard rows instead (bin/bench-lists.ts: 1,000 summaries through the local stack).
 */
const KB = 1024;
const API_MAX_BYTES = 150 * KB;
/** Cold import of an API or stream function, as a multiple of the SDK-only baseline's median. */
const COLD_MAX_RATIO = 1.2;

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
// Inside the repository, so the external @aws-sdk/* and file packages resolve from node_modules as the Lambda
// runtime resolves them from its own copy.
const outDir = join(repoRoot, ".local", "bench-functions");

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const runs = Math.max(7, Number(arg("runs") ?? 15));
const only = arg("only")?.split(",");

type Kind = FunctionKind | "baseline";
interface Entry {
  id: string;
  kind: Kind;
  /** A module under lambdas/, or inline source for a baseline. */
  handler?: string;
  source?: string;
}

function entries(): Entry[] {
  const baselines: Entry[] = [
    { id: "baseline:hello-world", kind: "baseline", source: "export const handler = async () => 'hello';" },
    {
      id: "baseline:sdk-only",
      kind: "baseline",
      source: [
        'import { DynamoDBClient } from "@aws-sdk/client-dynamodb";',
        'import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";',
        "export const handler = async () => DynamoDBDocumentClient.from(new DynamoDBClient({}));",
      ].join("\n"),
    },
  ];
  return [...baselines, ...functionEntries().filter((e) => !only || only.includes(e.id))];
}

interface Bundled extends Entry {
  file: string;
  bytes: number;
  gzipBytes: number;
  biggest: Array<{ name: string; bytes: number }>;
}

async function bundle(entry: Entry): Promise<Bundled> {
  const dir = join(outDir, entry.id.replace(/[^A-Za-z0-9-]/g, "_"));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "index.mjs");
  let entryPoint: string;
  if (entry.source !== undefined) {
    entryPoint = join(dir, "entry.ts");
    writeFileSync(entryPoint, entry.source);
  } else {
    entryPoint = entryPointOf(entry as FunctionEntry);
  }
  const result = await bundleFunction(entryPoint, {
    outfile: file,
    write: true,
    handler: entry.handler,
  });
  const code = readFileSync(file);
  return {
    ...entry,
    file,
    bytes: code.length,
    gzipBytes: gzipSync(code).length,
    biggest: biggestPackages(result.metafile),
  };
}

/** Bytes in the output per package (the app's own code as "(app)"), biggest first. */
function biggestPackages(metafile: Metafile): Array<{ name: string; bytes: number }> {
  const output = Object.entries(metafile.outputs).find(([path]) => path.endsWith(".mjs"))?.[1];
  const totals = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path.slice(path.lastIndexOf("node_modules/")));
    const name = match ? match[1] : "(app)";
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return [...totals.entries()]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3);
}

/**
 * Milliseconds to import the module in a fresh Node process (process start-up itself excluded): wall clock, and the
 * CPU time it took, which a busy machine disturbs less; and the process's whole CPU time (start-up included), so
 * the machine's load can be told apart from our own.
 */
function coldImport(file: string): { wall: number; cpu: number; total: number } {
  const script = [
    "const c = process.cpuUsage(); const t = performance.now();",
    "await import(process.env.BENCH_MODULE);",
    "const wall = performance.now() - t; const used = process.cpuUsage(c); const all = process.cpuUsage();",
    "process.stdout.write(JSON.stringify({ wall, cpu: (used.user + used.system) / 1000,",
    "total: (all.user + all.system) / 1000 }));",
  ].join(" ");
  const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: repoRoot,
    encoding: "utf8",
    env: {
      PATH: process.env.PATH,
      BENCH_MODULE: pathToFileURL(file).href,
      // Lambda sets these; modules read configuration lazily, but a function must import with its environment.
      AWS_REGION: "us-east-1",
      TABLE_NAME: "bench-table",
      UPLOADS_BUCKET: "bench-bucket",
      LOG_LEVEL: "silent",
    },
  });
  if (child.status !== 0) throw new Error(`Importing ${file} failed: ${child.stderr}`);
  return JSON.parse(child.stdout);
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1] };
};
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

if (process.argv.includes("--lists")) {
  const { benchLists } = await import("./bench-lists");
  const failures = await benchLists();
  if (failures.length > 0) console.error(`Over budget:\n  ${failures.join("\n  ")}`);
  process.exit(failures.length > 0 ? 1 : 0);
}

rmSync(outDir, { recursive: true, force: true });
const bundled: Bundled[] = [];
for (const entry of entries()) bundled.push(await bundle(entry));

// Interleaved rounds: every bundle, baselines included, sees the same machine load in each round.
const times = new Map<string, number[]>(bundled.map((b) => [b.id, []]));
const cpuTimes = new Map<string, number[]>(bundled.map((b) => [b.id, []]));
const before = sampleCpu();
const ownBefore = process.cpuUsage();
let childrenCpu = 0;
for (let round = 0; round < runs; round++) {
  for (const b of bundled) {
    const { wall, cpu, total } = coldImport(b.file);
    times.get(b.id)?.push(wall);
    cpuTimes.get(b.id)?.push(cpu);
    childrenCpu += total;
  }
}
const own = process.cpuUsage(ownBefore);
const others = othersShare(before, sampleCpu(), childrenCpu + (own.user + own.system) / 1000);

const sdkWall = stats(times.get("baseline:sdk-only") ?? []).median;
const sdkCpu = stats(cpuTimes.get("baseline:sdk-only") ?? []).median;
// On an idle machine wall-clock time is what a cold start costs. When other programs had a good share of the CPU
// during the rounds, wall-clock ratios measure their work too; CPU time then judges the budget.
const busy = others > BUSY_SHARE;
const failures: string[] = [];
const rows = bundled.map((b) => {
  const cold = stats(times.get(b.id) ?? []);
  const cpu = stats(cpuTimes.get(b.id) ?? []).median;
  const wallRatio = cold.median / sdkWall;
  const cpuRatio = cpu / sdkCpu;
  const ratio = busy ? cpuRatio : wallRatio;
  const verdicts: string[] = [];
  const synchronous = b.kind === "api" || b.kind === "authorizer";
  if (synchronous && b.bytes > API_MAX_BYTES) verdicts.push(`size > ${kb(API_MAX_BYTES)}`);
  const coldBudgeted = synchronous || b.kind === "stream" || b.kind === "on-failure" || b.kind === "event";
  if (coldBudgeted && ratio > COLD_MAX_RATIO) verdicts.push(`cold > ${COLD_MAX_RATIO}x SDK`);
  for (const v of verdicts) failures.push(`${b.id}: ${v}`);
  let budget = verdicts.length ? `FAIL ${verdicts.join(", ")}` : "ok";
  if (b.kind === "baseline") budget = "";
  if (b.kind === "job") {
    budget = `report only: ${ratio <= COLD_MAX_RATIO ? "within" : "over"} ${COLD_MAX_RATIO}x SDK (extractors load per file type)`;
  }
  return [
    b.id,
    b.kind,
    kb(b.bytes),
    kb(b.gzipBytes),
    b.biggest.map((p) => `${p.name} ${kb(p.bytes)}`).join(", "),
    `${cold.median.toFixed(1)} (${cold.min.toFixed(1)}–${cold.max.toFixed(1)})`,
    cpu.toFixed(1),
    b.id === "baseline:hello-world" ? "" : `${wallRatio.toFixed(2)}x / ${cpuRatio.toFixed(2)}x`,
    budget,
  ];
});

const header = [
  "function",
  "kind",
  "size",
  "gzip",
  "biggest packages",
  "cold import ms median (min–max)",
  "cpu ms median",
  "÷ SDK wall / cpu",
  "budget",
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
console.log(`${runs} fresh Node ${process.version} processes per function, interleaved`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  `budgets: API functions and the authorizer <= ${kb(API_MAX_BYTES)} minified; those, stream, event and on-failure functions import in <= ${COLD_MAX_RATIO}x the SDK-only median (${sdkWall.toFixed(1)} ms wall, ${sdkCpu.toFixed(1)} ms CPU); jobs reported only`,
);
console.log(
  busy
    ? `machine busy (other programs used ${(others * 100).toFixed(0)}% of its CPU during the rounds): import budgets judged on CPU time`
    : `machine quiet (other programs used ${(others * 100).toFixed(0)}% of its CPU): import budgets judged on wall-clock time`,
);
if (failures.length > 0) {
  console.error(`Over budget:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
}
