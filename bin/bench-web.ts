import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { contentSecurityPolicy } from "../infra/constructs/content-security-policy";
import { PRERENDERED_PAGES } from "../web/src/prerendered-pages";

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

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const dist = join(repoRoot, "web", "dist");
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The flags that work on this kind of machine (docs/architecture.md, "Chromium on this machine").
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const flag = (name: string) => process.argv.includes(`--${name}`);
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const SUMMARY_ID = "01JBENCHPORTAL0000000000000";
const PORTAL_PATH = `/patient-portal/${SUMMARY_ID}#bench-token`;

/** What a signed-out visitor can open: each marketing and help page, the portal and the feedback page. */
const PAGES = [
  "/",
  "/how-it-works",
  "/pricing",
  "/faqs",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/security",
  "/help",
  PORTAL_PATH,
  "/feedback#session=bench-session",
];
const LIGHTHOUSE_PAGES = ["/", "/pricing", PORTAL_PATH];

const PORTAL_SUMMARY = {
  id: SUMMARY_ID,
  patient_name: "Maria Gonzalez",
  created_at: "2026-03-02T10:00:00.000Z",
  prepared_by: "Dr. Amara Lee at Riverside Family Practice",
  chat_history: [],
  summary_content: [
    "Dear Maria,",
    "",
    "**Why you were in hospital**",
    "You came in with chest pain. Tests showed your heart was not getting enough blood for a short time.",
    "",
    "**Your medicines**",
    "- Take aspirin 81 mg once a day with food.",
    "- Take atorvastatin 40 mg every evening.",
    "",
    "**What happens next**",
    "See your family doctor within 7 days. Call 911 if the chest pain comes back and does not stop after 5 minutes.",
  ].join("\n"),
};

/** The API answers the public pages ask for, so each page renders its real content. */
function apiAnswer(method: string, path: string): unknown {
  if (method === "GET" && path === "/api/public/stats") {
    return { totalSummaries: 1280, patientsImpacted: 940, averageRating: 9.1, providers: 37 };
  }
  if (method === "POST" && path === "/api/portal/summary") return PORTAL_SUMMARY;
  if (method === "POST" && path === "/api/feedback/session") return { open: true, preparedBy: "Dr. Amara Lee" };
  return undefined;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".map": "application/json",
};

const CSP = contentSecurityPolicy({ connect: [], media: [] });

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: Buffer, cache: string) {
  const compressible = !type.startsWith("font/");
  const gzip = compressible && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const payload = gzip ? gzipSync(body) : body;
  res.writeHead(status, {
    "content-type": type,
    "cache-control": cache,
    ...(gzip ? { "content-encoding": "gzip" } : {}),
    // Pages load under the policy CloudFront sends (no inline script), so a page that could not start there fails here.
    ...(type.startsWith("text/html") ? { "content-security-policy": CSP } : {}),
    "content-length": payload.length,
  });
  res.end(payload);
}

function startServer(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const origin = `http://${req.headers.host}`;
    if (url.pathname === "/config.json") {
      const config = {
        stage: "bench",
        region: "us-east-1",
        apiUrl: `${origin}/api`,
        userPoolId: "us-east-1_bench",
        userPoolClientId: "benchclient",
        authFlowType: "USER_SRP_AUTH",
        aiEngine: "local",
      };
      return send(req, res, 200, TYPES[".json"], Buffer.from(JSON.stringify(config)), "no-store");
    }
    if (url.pathname.startsWith("/api/")) {
      const answer = apiAnswer(req.method ?? "GET", url.pathname);
      req.resume();
      const status = answer === undefined ? 404 : 200;
      const body = answer === undefined ? { error: { message: "Not found" } } : answer;
      return send(req, res, status, TYPES[".json"], Buffer.from(JSON.stringify(body)), "no-store");
    }
    const file = normalize(join(dist, decodeURIComponent(url.pathname)));
    const isAsset = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    // As the CDN's viewer function does: a prerendered page's own file, else the app shell.
    const prerendered = PRERENDERED_PAGES[url.pathname];
    const path = isAsset ? file : join(dist, prerendered ?? "index.html");
    const type = TYPES[extname(path)] ?? "application/octet-stream";
    const cache = url.pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
    send(req, res, 200, type, readFileSync(path), cache);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    }),
  );
}

/** Which packages a built chunk holds, from its source map. */
function packagesOf(asset: string): string[] {
  const mapFile = join(dist, `${asset}.map`);
  if (!existsSync(mapFile)) return [];
  const { sources } = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
  return sources.filter((s) => s.includes("node_modules/")).map((s) => s.replace(/^.*node_modules\//, ""));
}

interface JsRow {
  page: string;
  scripts: number;
  gzip: number;
  amplifyUi: boolean;
  amplify: boolean;
  /** React has taken the page over (a prerendered page hydrated, a client-rendered one rendered). */
  started: boolean;
}

/** Errors pages logged while measured (a hydration mismatch shows up here): printed, and they fail the run. */
const consoleErrors: string[] = [];

async function measureJs(origin: string): Promise<JsRow[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  const rows: JsRow[] = [];
  try {
    for (const page of PAGES) {
      // A fresh context per page: an empty cache and no stored session, as a first-time visitor.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(`${page}: ${message.text()}`);
      });
      tab.on("pageerror", (error) => consoleErrors.push(`${page}: ${error.message}`));
      tab.on("request", (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === "script" && url.origin === origin) scripts.add(url.pathname);
      });
      await tab.goto(`${origin}${page}`, { waitUntil: "networkidle" });
      await tab.waitForTimeout(300);
      await tab.waitForLoadState("networkidle");
      const started = await tab.evaluate(() => {
        const root = document.getElementById("root");
        return !!root && Object.keys(root).some((key) => key.startsWith("__reactContainer$"));
      });
      let gzip = 0;
      const packages: string[] = [];
      for (const script of scripts) {
        gzip += gzipSync(readFileSync(join(dist, script))).length;
        packages.push(...packagesOf(script.replace(/^\//, "")));
      }
      rows.push({
        page: label(page),
        scripts: scripts.size,
        gzip,
        amplifyUi: packages.some((p) => p.startsWith("@aws-amplify/ui")),
        amplify: packages.some((p) => p.startsWith("aws-amplify/") || p.startsWith("@aws-amplify/")),
        started,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

async function runLighthouse(origin: string, runs: number): Promise<LighthouseRow[]> {
  const { launch } = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  const rows: LighthouseRow[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const results: LighthouseRow[] = [];
    for (let run = 0; run < runs; run++) {
      const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
      try {
        // Lighthouse's defaults: mobile form factor and screen, simulated slow 4G and a 4x slower CPU.
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned no result for ${page}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
        if (flag("save")) {
          const folder = join(repoRoot, ".local", "bench-web");
          mkdirSync(folder, { recursive: true });
          const name =
            page
              .replace(/#.*/, "")
              .replace(/[^a-z0-9]+/gi, "-")
              .replace(/^-|-$/g, "") || "home";
          writeFileSync(join(folder, `${name}-${run + 1}.json`), JSON.stringify(lhr));
        }
        results.push({
          page: label(page),
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          lcpMs: lhr.audits["largest-contentful-paint"].numericValue ?? Number.POSITIVE_INFINITY,
          cls: lhr.audits["cumulative-layout-shift"].numericValue ?? Number.POSITIVE_INFINITY,
          tbtMs: lhr.audits["total-blocking-time"].numericValue ?? Number.POSITIVE_INFINITY,
        });
      } finally {
        chrome.kill();
      }
    }
    results.sort((a, b) => a.performance - b.performance);
    rows.push(results[Math.floor(results.length / 2)]);
  }
  return rows;
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);
/** A page as the tables name it: the portal's summary id and token are the bench's own, not worth a column's width. */
const label = (page: string) => page.replace(/#.*/, "").replace(/^\/patient-portal\/.+/, "/patient-portal/…");

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
      const lighthouseRows = await runLighthouse(origin, runs);
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
