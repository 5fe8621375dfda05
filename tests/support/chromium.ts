/**
 * Debian's Chromium, never a downloaded browser, and the flags that work on this kind of machine
 * (docs/architecture.md, "Chromium on this machine"): the e2e specs and `npm run bench:web` launch it with these.
 * `--headless` is not among the flags: Playwright sets it itself, and a launcher that does not adds it.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
