import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";
import { jobs, routes, streamHandlers } from "../lambdas/routes";

/**
 * `npm run bench:functions`: bundles every function of the route table (routes, jobs, stream handlers, on-failure
 * handlers) the way CDK does (infra/constructs/app-function.ts) and prints size, gzip size, the three biggest
 * packages and the cold module import time over fresh Node processes, beside two baselines measured in the same
 * run: a bundle that only imports the DynamoDB document client (the SDK floor) and hello-world.
 * Exits non-zero past the budgets. Options: `--runs N` (default 9, at least 7), `--only <id,id>`.
 */
const KB = 1024;
const API_MAX_BYTES = 150 * KB;
/** Cold import of an API or stream function, as a multiple of the SDK-only baseline's median. */
const COLD_MAX_RATIO = 1.2;
/** The summarize job has its own budget (its extractors load per file type); reported, never failing this run. */
const SUMMARIZE_JOB_MAX_BYTES = 500 * KB;

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const lambdasDir = join(repoRoot, "lambdas");
// Inside the repository, so the external @aws-sdk/* and file packages resolve from node_modules as the Lambda
// runtime resolves them from its own copy.
const outDir = join(repoRoot, ".local", "bench-functions");

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const runs = Math.max(7, Number(arg("runs") ?? 9));
const only = arg("only")?.split(",");

type Kind = "api" | "job" | "stream" | "on-failure" | "baseline";
interface Entry {
  id: string;
  kind: Kind;
  /** A module under lambdas/, or inline source for a baseline. */
  handler?: string;
  source?: string;
}

/** Any handler a spec names for its failures (`onFailure: "jobs/x"` or `onFailure: { handler: "jobs/x" }`). */
function onFailureHandler(spec: object): string | undefined {
  const value = (spec as { onFailure?: unknown }).onFailure;
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && typeof (value as { handler?: unknown }).handler === "string") {
    return (value as { handler: string }).handler;
  }
  return undefined;
}

function entries(): Entry[] {
  const list: Entry[] = [
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
  for (const r of routes) list.push({ id: r.id, kind: "api", handler: r.handler });
  for (const j of jobs) list.push({ id: j.id, kind: "job", handler: j.handler });
  for (const s of streamHandlers) list.push({ id: s.id, kind: "stream", handler: s.handler });
  const seen = new Set(list.map((e) => e.handler));
  for (const spec of [...routes, ...jobs, ...streamHandlers]) {
    const handler = onFailureHandler(spec);
    if (handler && !seen.has(handler)) {
      seen.add(handler);
      list.push({ id: `${spec.id}:onFailure`, kind: "on-failure", handler });
    }
  }
  return list.filter((e) => !only || e.kind === "baseline" || only.includes(e.id));
}

/** Packages shipped beside the bundle in CDK (FILE_PACKAGES there): external here too. */
const FILE_PACKAGES: Record<string, string[]> = {
  "jobs/summarize-documents": ["tesseract.js", "@tesseract.js-data/eng"],
};

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
    entryPoint = join(lambdasDir, `${entry.handler}.ts`);
  }
  // The same esbuild options NodejsFunction passes (infra/constructs/app-function.ts).
  const result = await build({
    entryPoints: [entryPoint],
    bundle: true,
    outfile: file,
    platform: "node",
    format: "esm",
    target: "node22",
    minify: true,
    sourcemap: true,
    external: ["@aws-sdk/*", ...(FILE_PACKAGES[entry.handler ?? ""] ?? [])],
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
    metafile: true,
    logLevel: "error",
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

/** Milliseconds to import the module in a fresh Node process (process start-up itself excluded). */
function coldImportMs(file: string): number {
  const script =
    "const t = performance.now(); await import(process.env.BENCH_MODULE); process.stdout.write(String(performance.now() - t));";
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
  return Number(child.stdout);
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1] };
};
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

rmSync(outDir, { recursive: true, force: true });
const bundled: Bundled[] = [];
for (const entry of entries()) bundled.push(await bundle(entry));

// Interleaved rounds: every bundle, baselines included, sees the same machine load in each round.
const times = new Map<string, number[]>(bundled.map((b) => [b.id, []]));
for (let round = 0; round < runs; round++) {
  for (const b of bundled) times.get(b.id)?.push(coldImportMs(b.file));
}

const sdkFloor = stats(times.get("baseline:sdk-only") ?? []).median;
const failures: string[] = [];
const rows = bundled.map((b) => {
  const cold = stats(times.get(b.id) ?? []);
  const ratio = cold.median / sdkFloor;
  const verdicts: string[] = [];
  if (b.kind === "api" && b.bytes > API_MAX_BYTES) verdicts.push(`size > ${kb(API_MAX_BYTES)}`);
  if ((b.kind === "api" || b.kind === "stream" || b.kind === "on-failure") && ratio > COLD_MAX_RATIO) {
    verdicts.push(`cold > ${COLD_MAX_RATIO}x SDK`);
  }
  for (const v of verdicts) failures.push(`${b.id}: ${v}`);
  let budget = verdicts.length ? `FAIL ${verdicts.join(", ")}` : "ok";
  if (b.kind === "baseline") budget = "";
  if (b.kind === "job") {
    const over = b.handler === "jobs/summarize-documents" && b.bytes > SUMMARIZE_JOB_MAX_BYTES;
    budget = `report only${over ? ` (over its own ${kb(SUMMARIZE_JOB_MAX_BYTES)})` : ""}`;
  }
  return [
    b.id,
    b.kind,
    kb(b.bytes),
    kb(b.gzipBytes),
    b.biggest.map((p) => `${p.name} ${kb(p.bytes)}`).join(", "),
    `${cold.median.toFixed(1)} (${cold.min.toFixed(1)}–${cold.max.toFixed(1)})`,
    b.kind === "baseline" && b.id !== "baseline:sdk-only" ? "" : `${ratio.toFixed(2)}x`,
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
  "÷ SDK",
  "budget",
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
console.log(`${runs} fresh Node ${process.version} processes per function, interleaved`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  `budgets: API functions <= ${kb(API_MAX_BYTES)} minified; API, stream and on-failure functions import in <= ${COLD_MAX_RATIO}x the SDK-only median (${sdkFloor.toFixed(1)} ms); summarize job <= ${kb(SUMMARIZE_JOB_MAX_BYTES)} (its own budget, reported only)`,
);
if (failures.length > 0) {
  console.error(`Over budget:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
}
