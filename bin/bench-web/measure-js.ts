import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../tests/support/chromium";
import { sessionStorageEntries } from "./session";
import { type AppPage, chromePath, dist, label, PAGES } from "./setup";

/** Which packages a built chunk holds, from its source map. */
function packagesOf(asset: string): string[] {
  const mapFile = join(dist, `${asset}.map`);
  if (!existsSync(mapFile)) return [];
  const { sources } = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
  return sources.filter((s) => s.includes("node_modules/")).map((s) => s.replace(/^.*node_modules\//, ""));
}

export interface JsRow {
  page: string;
  scripts: number;
  gzip: number;
  amplifyUi: boolean;
  amplify: boolean;
  /** React has taken the page over (a prerendered page hydrated, a client-rendered one rendered). */
  started: boolean;
  /** The page's own content showed (its heading, or the sign-in button); always true for the public pages. */
  ready: boolean;
  /** Each script the page loaded with its gzip bytes, largest first (printed with `--chunks`). */
  chunks: { script: string; gzip: number }[];
}

/** Errors pages logged while measured (a hydration mismatch shows up here): printed, and they fail the run. */
export const consoleErrors: string[] = [];

/**
 * Loads one page in a fresh context (an empty cache, and no stored session unless `page.signedIn`) and adds up the
 * gzip size of every script it loads until the network is idle, which packages those scripts hold, and whether React
 * took the page over and the page showed what it is for.
 */
async function measurePage(browser: Browser, origin: string, page: Omit<AppPage, "budget" | "amplifyUi">) {
  const localStorage = page.signedIn ? sessionStorageEntries() : [];
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
  });
  const tab = await context.newPage();
  const scripts = new Set<string>();
  tab.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`${page.path}: ${message.text()}`);
  });
  tab.on("pageerror", (error) => consoleErrors.push(`${page.path}: ${error.message}`));
  tab.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.origin === origin) scripts.add(url.pathname);
  });
  await tab.goto(`${origin}${page.path}`, { waitUntil: "networkidle" });
  const ready = await tab
    .getByRole(page.ready.role, { name: page.ready.name })
    .first()
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  await tab.waitForTimeout(300);
  await tab.waitForLoadState("networkidle");
  const started = await tab.evaluate(() => {
    const root = document.getElementById("root");
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactContainer$"));
  });
  let gzip = 0;
  const packages: string[] = [];
  const chunks: JsRow["chunks"] = [];
  for (const script of scripts) {
    const size = gzipSync(readFileSync(join(dist, script))).length;
    gzip += size;
    chunks.push({ script, gzip: size });
    packages.push(...packagesOf(script.replace(/^\//, "")));
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  await context.close();
  return {
    page: label(page.path),
    scripts: scripts.size,
    gzip,
    amplifyUi: packages.some((p) => p.startsWith("@aws-amplify/ui")),
    amplify: packages.some((p) => p.startsWith("aws-amplify/") || p.startsWith("@aws-amplify/")),
    started,
    ready,
    chunks,
  };
}

/** Each page in `pages` (default: every public page, the portal and the feedback page, signed out), in order. */
export async function measureJs(
  origin: string,
  pages: Omit<AppPage, "budget" | "amplifyUi">[] = PAGES.map((path) => ({
    path,
    signedIn: false,
    ready: { role: "heading", name: /./ },
  })),
): Promise<JsRow[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  const rows: JsRow[] = [];
  try {
    for (const page of pages) rows.push(await measurePage(browser, origin, page));
  } finally {
    await browser.close();
  }
  return rows;
}
