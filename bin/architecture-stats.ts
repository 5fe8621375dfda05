/**
 * Prints the numbers issue 21 asks to track as the codebase grows (docs/architecture.md): how flat core is, whether
 * core reaches adapters, the largest hand-written files, deep relative imports, and how spread out one feature is.
 * Cycles and the layer rules are checked by `npm run lint` (dependency-cruiser); this only counts.
 *   npx tsx bin/architecture-stats.ts
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);
const source = tracked.filter((f) => /\.(ts|tsx|mts|mjs|css)$/.test(f) && !f.startsWith("node_modules/"));
const code = source.filter((f) => !f.endsWith(".css"));

const aliases = Object.entries(
  (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { imports: Record<string, string> }).imports,
).map(([pattern, target]) => [pattern.replace("*", ""), target.replace(/^\.\//, "").replace("*.ts", "")] as const);

const SPECIFIER = /(?:from\s+|import\s*\(\s*|^import\s+)["']([^"']+)["']/gm;
function targets(file: string): Array<{ spec: string; path?: string }> {
  return [...readFileSync(join(root, file), "utf8").matchAll(SPECIFIER)].map(([, spec]) => {
    if (spec.startsWith(".")) return { spec, path: relative(root, resolve(root, dirname(file), spec)) };
    const alias = aliases.find(([prefix]) => spec.startsWith(prefix));
    return { spec, path: alias ? alias[1] + spec.slice(alias[0].length) : undefined };
  });
}

const lines = (f: string) => readFileSync(join(root, f), "utf8").split("\n").length;
// Data and tables are long by nature: the route table, word lists, corpora, fixtures and generated models.
const NOT_HAND_WRITTEN =
  /^lambdas\/routes\.ts$|^lambdas\/data\/|^tests\/fixtures\/|corpus|vocabulary|glossary|\.d\.ts$/;

const coreFiles = code.filter((f) => f.startsWith("lambdas/core/"));
const inCore = coreFiles.filter((f) => dirname(f) === "lambdas/core").length;
const coreToOuter = coreFiles.flatMap((f) =>
  targets(f).filter((t) => t.path && /^lambdas\/(adapters|http|api|jobs)\//.test(t.path)),
).length;
const deep = code.flatMap((f) => targets(f).filter((t) => t.spec.startsWith("../../../"))).length;
const webToBackend = code
  .filter((f) => f.startsWith("web/src/"))
  .flatMap((f) =>
    targets(f).filter((t) => t.path?.startsWith("lambdas/") && !t.path.startsWith("lambdas/contracts/")),
  ).length;
const largest = source
  .filter((f) => !NOT_HAND_WRITTEN.test(f))
  .map((f) => [f, lines(f)] as const)
  .sort((a, b) => b[1] - a[1])
  .filter(([, n], i) => i < 5 || n > 350);
const transcription = code.filter((f) => f.startsWith("lambdas/") && /transcri|speech/.test(f));
const folders = new Set(transcription.map((f) => dirname(f)));

console.log(`files directly in lambdas/core/          ${inCore}`);
console.log(`core -> adapters/http/handlers imports   ${coreToOuter}`);
console.log(`web -> back end other than contracts     ${webToBackend}`);
console.log(`imports that climb ../../../             ${deep}`);
console.log(`transcription files under lambdas/       ${transcription.length} in ${folders.size} folders`);
console.log("largest hand-written files:");
for (const [f, n] of largest) console.log(`  ${String(n).padStart(5)}  ${f}`);
