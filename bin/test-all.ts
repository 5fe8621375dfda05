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
steps.push(["lint", run("lint (biome)", bin("biome"), ["check", "."])]);
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
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
}
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, "utf8")).stats;
  passed += p.expected + p.flaky;
  failed += p.unexpected;
  skipped += p.skipped;
}
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
console.log(`\nSteps: ${steps.map(([name, ok]) => `${name} ${ok ? "ok" : "FAILED"}`).join(", ")}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
