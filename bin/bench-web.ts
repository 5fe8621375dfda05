import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type LighthouseRow, runLighthouse } from "./bench-web/lighthouse";
import { consoleErrors, type JsRow, measureJs } from "./bench-web/measure-js";
import { APP_PAGES, dist, repoRoot } from "./bench-web/setup";
import { startServer } from "./bench-web/static-server";

/**
 * `npm run bench:web`: builds the web app for production (`npm run build:web`, skipped with `--no-build`), serves
 * web/dist from a static server on loopback (gzip, SPA fallback, a runtime config and canned answers for the few
 * public API calls the pages make), then
 *  1. loads every public page, the patient portal and the feedback page in Chromium as a signed-out visitor and adds
 *     up the gzip size of every script the page loads until the network is idle, and whether any of it is
 *     Amplify UI or Amplify itself (read from the chunks' source maps), and whether React took the page over (pages
 *     are served with the production Content-Security-Policy);
 *  2. runs Lighthouse (mobile emulation, simulated throttling) on /, /pricing and the portal;
 *  3. does both for the sign-in page (signed out) and the dashboard's pages (a clinician with a stored session, first
 *     visit of the day: an empty HTTP cache), with the canned answers of their API and Cognito calls (issue 22).
 * Prints one table per measurement and exits non-zero past the budgets. Chromium is Debian's (CHROME_PATH, default
 * /usr/bin/chromium); nothing is downloaded. Options: `--no-build`, `--only-js`, `--chunks` (each page's scripts by gzip size), `--runs N` (Lighthouse runs per
 * page, the median is kept; default 1), `--save` (keeps each Lighthouse report in .local/bench-web/), `--set public`
 * or `--set app` (only the public pages, or only the sign-in and dashboard pages; default both).
 */
const KB = 1024;
const JS_BUDGET = 120 * KB;
const PERF_MIN = 95;
const A11Y_MIN = 95;
const LCP_MAX_MS = 2000;
const CLS_MAX = 0.05;
/** Issue 22: the sign-in and dashboard pages, cold cache; their script budgets are per page (bench-web/setup.ts). */
const APP_PERF_MIN = 90;

const flag = (name: string) => process.argv.includes(`--${name}`);
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);

const mark = (ok: boolean) => (ok ? "ok" : "OVER");

/** With `--chunks`: what each page's scripts are, largest first, for whoever chases a budget. */
function printChunks(rows: JsRow[]): void {
  if (!flag("chunks")) return;
  for (const row of rows) {
    console.log(`\n${row.page}`);
    for (const chunk of row.chunks) console.log(`  ${padLeft((chunk.gzip / KB).toFixed(1), 6)} KB  ${chunk.script}`);
  }
}

/** The public pages, the portal and the feedback page: script size signed out, Lighthouse on three. True if over. */
async function publicPages(origin: string, runs: number): Promise<boolean> {
  let failed = false;
  const js = await measureJs(origin);
  console.log(
    `\nInitial JS per page, signed out (gzip; budget ${JS_BUDGET / KB} KB, no Amplify UI, React started under the production CSP)`,
  );
  console.log(
    `${pad("page", 26)}${padLeft("scripts", 8)}${padLeft("gzip KB", 10)}  amplify-ui  amplify  started  budget`,
  );
  for (const row of js) {
    const ok = row.gzip <= JS_BUDGET && !row.amplifyUi && row.started;
    failed ||= !ok;
    console.log(
      `${pad(row.page, 26)}${padLeft(row.scripts, 8)}${padLeft((row.gzip / KB).toFixed(1), 10)}  ${pad(row.amplifyUi ? "yes" : "no", 10)}  ${pad(row.amplify ? "yes" : "no", 7)}  ${pad(row.started ? "yes" : "no", 7)}  ${mark(ok)}`,
    );
  }
  printChunks(js);
  failed = reportConsoleErrors() || failed;
  if (flag("only-js")) return failed;

  const lighthouseRows = await runLighthouse(origin, runs, flag("save"));
  console.log(
    `\nLighthouse, mobile emulation (median of ${runs}; budgets: performance >= ${PERF_MIN}, accessibility >= ${A11Y_MIN}, LCP <= ${LCP_MAX_MS} ms, CLS <= ${CLS_MAX})`,
  );
  console.log(lighthouseHeader());
  for (const row of lighthouseRows) {
    const ok =
      row.performance >= PERF_MIN && row.accessibility >= A11Y_MIN && row.lcpMs <= LCP_MAX_MS && row.cls <= CLS_MAX;
    failed ||= !ok;
    console.log(lighthouseLine(row, ok));
  }
  return failed;
}

/** The sign-in page and the dashboard's pages (issue 22): script size and Lighthouse, cold cache. True if over. */
async function appPages(origin: string, runs: number): Promise<boolean> {
  let failed = false;
  const js = await measureJs(origin, APP_PAGES);
  console.log(
    "\nInitial JS, sign-in and dashboard pages (gzip, first visit with an empty cache; /login signed out, the rest signed in; no Amplify UI)",
  );
  console.log(
    `${pad("page", 30)}${padLeft("scripts", 8)}${padLeft("gzip KB", 10)}${padLeft("budget", 8)}  amplify-ui  amplify  shown  budget`,
  );
  js.forEach((row, i) => {
    const page = APP_PAGES[i];
    const ok = row.gzip <= page.budget && (page.amplifyUi || !row.amplifyUi) && row.started && row.ready;
    failed ||= !ok;
    console.log(
      `${pad(row.page, 30)}${padLeft(row.scripts, 8)}${padLeft((row.gzip / KB).toFixed(1), 10)}${padLeft(page.budget / KB, 8)}  ${pad(row.amplifyUi ? "yes" : "no", 10)}  ${pad(row.amplify ? "yes" : "no", 7)}  ${pad(row.started && row.ready ? "yes" : "no", 5)}  ${mark(ok)}`,
    );
  });
  printChunks(js);
  failed = reportConsoleErrors() || failed;
  if (flag("only-js")) return failed;

  const lighthouseRows = await runLighthouse(origin, runs, flag("save"), APP_PAGES);
  console.log(
    `\nLighthouse, sign-in and dashboard pages, mobile emulation, cold cache (median of ${runs}; budget: performance >= ${APP_PERF_MIN})`,
  );
  console.log(lighthouseHeader());
  for (const row of lighthouseRows) {
    const ok = row.performance >= APP_PERF_MIN;
    failed ||= !ok;
    console.log(lighthouseLine(row, ok));
  }
  return failed;
}

/** Prints and forgets the console errors the last measurement saw; true if there were any. */
function reportConsoleErrors(): boolean {
  for (const error of consoleErrors) console.log(`  console error on ${error}`);
  const any = consoleErrors.length > 0;
  consoleErrors.length = 0;
  return any;
}

const lighthouseHeader = () =>
  `${pad("page", 30)}${padLeft("perf", 6)}${padLeft("a11y", 6)}${padLeft("LCP ms", 9)}${padLeft("CLS", 8)}${padLeft("TBT ms", 9)}  budget`;

const lighthouseLine = (row: LighthouseRow, ok: boolean) =>
  `${pad(row.page, 30)}${padLeft(row.performance, 6)}${padLeft(row.accessibility, 6)}${padLeft(Math.round(row.lcpMs), 9)}${padLeft(row.cls.toFixed(3), 8)}${padLeft(Math.round(row.tbtMs), 9)}  ${mark(ok)}`;

async function main() {
  if (!flag("no-build")) {
    const build = spawnSync("npm", ["run", "build:web"], { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("npm run build:web failed");
  }
  if (!existsSync(join(dist, "index.html"))) throw new Error("web/dist/index.html is missing: run npm run build:web");
  const { server, origin } = await startServer();
  const set = arg("set");
  const runs = Math.max(1, Number(arg("runs") ?? 1));
  let failed = false;
  try {
    if (set !== "app") failed = (await publicPages(origin, runs)) || failed;
    if (set !== "public") failed = (await appPages(origin, runs)) || failed;
  } finally {
    server.close();
  }
  console.log(failed ? "\nbench:web: over budget" : "\nbench:web: within budget");
  process.exit(failed ? 1 : 0);
}

await main();
