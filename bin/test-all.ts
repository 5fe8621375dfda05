import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm test`: lint, typecheck, then every test tier (unit, integration, infra with vitest; e2e with Playwright
 * in Debian Chromium). Prints one closing line with the totals; exits non-zero if anything failed.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const results = join(root, "node_modules", ".cache", "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name: string) => join(root, "node_modules", ".bin", name);

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)}s ===`);
  return status === 0;
}

const steps: Array<[string, boolean]> = [];
steps.push(["lint", run("lint (biome, import rules)", "npm", ["run", "--silent", "lint"])]);
steps.push(["typecheck", run("typecheck (tsc)", bin("tsc"), ["-p", "."])]);
const vitestJson = join(results, "vitest.json");
steps.push([
  "unit, integration, infra",
  run("unit, integration and infra tests (vitest)", bin("vitest"), [
    "run",
    "--config",
    "tests/vitest.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestJson}`,
  ]),
]);
const playwrightJson = join(results, "playwright.json");
steps.push([
  "e2e",
  run(
    "end-to-end tests (Playwright, Chromium)",
    bin("playwright"),
    ["test", "--config", "tests/e2e/playwright.config.ts", "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  ),
]);

let passed = 0;
let failed = 0;
let skipped = 0;
// CI keeps only the tail of what this prints: the failed tests are named again at the end, with their first error line.
const failures: string[] = [];
const flaky: string[] = [];
let retriedE2e = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
  for (const file of v.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === "passed" && (t.failureMessages ?? []).length > 0) {
        flaky.push(`${file.name.replace(root, "")} › ${t.fullName}`);
      }
      if (t.status !== "failed") continue;
      const why = String(t.failureMessages?.[0] ?? "").split("\n")[0];
      failures.push(`${file.name.replace(root, "")} › ${t.fullName}: ${why.slice(0, 300)}`);
    }
    if (file.status === "failed" && (file.assertionResults ?? []).length === 0) {
      failures.push(`${file.name.replace(root, "")}: ${String(file.message ?? "").slice(0, 300)}`);
    }
  }
}
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, "utf8")).stats;
  passed += p.expected + p.flaky;
  retriedE2e = p.flaky;
  failed += p.unexpected;
  skipped += p.skipped;
}
if (flaky.length > 0) console.log(`\nPassed only when retried (vitest):\n${flaky.map((f) => `  - ${f}`).join("\n")}`);
if (failures.length > 0) console.log(`\nFailed tests (vitest):\n${failures.map((f) => `  - ${f}`).join("\n")}`);
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
console.log(`\nSteps: ${steps.map(([name, ok]) => `${name} ${ok ? "ok" : "FAILED"}`).join(", ")}`);
const retried = flaky.length + retriedE2e;
console.log(
  `${passed} passed${retried > 0 ? ` (${retried} only when retried)` : ""}, ${failed} failed, ${skipped} skipped`,
);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
