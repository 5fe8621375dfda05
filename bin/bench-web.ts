import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { runLighthouse } from "./bench-web/lighthouse";
import { consoleErrors, measureJs } from "./bench-web/measure-js";
import { dist, repoRoot } from "./bench-web/setup";
import { startServer } from "./bench-web/static-server";

/**
 * `npm run bench:web`: builds the web app for production (`npm run build:web`, skipped with `--no-build`), serves
 * web/dist from a static server on loopback (gzip, SPA fallback, a runtime config and canned answers for the few
 * public API calls the pages make), then
 *  1. loads every public page, the patient portal and the feedback page in Chromium as a signed-out visitor and adds
 *     up the gzip size of every script the page loads until the network is idle, and whether any of it is
 *     Amplify UI or Amplify itself (read from the chunks' source maps), and whether React took the page over (pages
 *     are served with the production Content-Security-Policy);
 *  2. runs Lighthouse (mobile emulation, simulated throttling) on /, /pricing and the portal.
 * Prints one table per measurement and exits non-zero past the budgets. Chromium is Debian's (CHROME_PATH, default
 * /usr/bin/chromium); nothing is downloaded. Options: `--no-build`, `--only-js`, `--runs N` (Lighthouse runs per
 * page, the median is kept; default 1), `--save` (keeps each Lighthouse report in .local/bench-web/).
 */
const KB = 1024;
const JS_BUDGET = 120 * KB;
const PERF_MIN = 95;
const A11Y_MIN = 95;
const LCP_MAX_MS = 2000;
const CLS_MAX = 0.05;

const flag = (name: string) => process.argv.includes(`--${name}`);
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);

const mark = (ok: boolean) => (ok ? "ok" : "OVER");

async function main() {
  if (!flag("no-build")) {
    const build = spawnSync("npm", ["run", "build:web"], { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("npm run build:web failed");
  }
  if (!existsSync(join(dist, "index.html"))) throw new Error("web/dist/index.html is missing: run npm run build:web");
  const { server, origin } = await startServer();
  let failed = false;
  try {
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

    for (const error of consoleErrors) console.log(`  console error on ${error}`);
    failed ||= consoleErrors.length > 0;

    if (!flag("only-js")) {
      const runs = Math.max(1, Number(arg("runs") ?? 1));
      const lighthouseRows = await runLighthouse(origin, runs, flag("save"));
      console.log(
        `\nLighthouse, mobile emulation (median of ${runs}; budgets: performance >= ${PERF_MIN}, accessibility >= ${A11Y_MIN}, LCP <= ${LCP_MAX_MS} ms, CLS <= ${CLS_MAX})`,
      );
      console.log(
        `${pad("page", 26)}${padLeft("perf", 6)}${padLeft("a11y", 6)}${padLeft("LCP ms", 9)}${padLeft("CLS", 8)}${padLeft("TBT ms", 9)}  budget`,
      );
      for (const row of lighthouseRows) {
        const ok =
          row.performance >= PERF_MIN && row.accessibility >= A11Y_MIN && row.lcpMs <= LCP_MAX_MS && row.cls <= CLS_MAX;
        failed ||= !ok;
        console.log(
          `${pad(row.page, 26)}${padLeft(row.performance, 6)}${padLeft(row.accessibility, 6)}${padLeft(Math.round(row.lcpMs), 9)}${padLeft(row.cls.toFixed(3), 8)}${padLeft(Math.round(row.tbtMs), 9)}  ${mark(ok)}`,
        );
      }
    }
  } finally {
    server.close();
  }
  console.log(failed ? "\nbench:web: over budget" : "\nbench:web: within budget");
  process.exit(failed ? 1 : 0);
}

await main();
