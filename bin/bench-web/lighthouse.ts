import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../tests/support/chromium";
import { sessionStorageEntries } from "./session";
import { chromePath, LIGHTHOUSE_PAGES, label, repoRoot } from "./setup";
import { SESSION_PAGE } from "./static-server";

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/**
 * Stores the bench clinician's session in the browser's localStorage for `origin`, from an empty page of that origin,
 * so the app's own files are still uncached. Lighthouse clears the HTTP cache before it loads the page but keeps
 * localStorage (its default `clearStorageTypes`), so the measured visit is a returning clinician with a cold cache.
 */
async function storeSession(port: number, origin: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const tab = await browser.contexts()[0].newPage();
    await tab.goto(`${origin}${SESSION_PAGE}`);
    await tab.evaluate((entries) => {
      for (const { name, value } of entries) window.localStorage.setItem(name, value);
    }, sessionStorageEntries());
    await tab.close();
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse `runs` times on each page (the median run by performance is kept); `save` keeps each report. Pages are
 * the public ones by default; a page with `signedIn` is opened with a stored session.
 */
export async function runLighthouse(
  origin: string,
  runs: number,
  save: boolean,
  pages: { path: string; signedIn: boolean }[] = LIGHTHOUSE_PAGES.map((path) => ({ path, signedIn: false })),
): Promise<LighthouseRow[]> {
  const { launch } = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  const rows: LighthouseRow[] = [];
  for (const { path: page, signedIn } of pages) {
    const results: LighthouseRow[] = [];
    for (let run = 0; run < runs; run++) {
      // chrome-launcher opens a window unless told otherwise, where Playwright sets headless itself. Each launch has
      // a new profile: an empty cache, and no session but the one stored below.
      const chrome = await launch({ chromePath, chromeFlags: ["--headless", ...CHROMIUM_FLAGS], logLevel: "silent" });
      try {
        if (signedIn) await storeSession(chrome.port, origin);
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
        if (save) {
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
