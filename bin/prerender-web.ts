import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PRERENDERED_PAGES } from "../web/src/prerendered-pages";

/**
 * Second half of `npm run build:web`: renders each marketing and help page to HTML (decision 219) into
 * web/dist/pages/, from the built app shell (web/dist/index.html), so the page's text paints before any script
 * runs; the browser then hydrates it. An SSR build of web/src/prerender.tsx does the rendering.
 */
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const dist = join(repoRoot, "web", "dist");
const serverOut = join(repoRoot, ".local", "prerender");

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const build = spawnSync(
  join(repoRoot, "node_modules", ".bin", "vite"),
  ["build", "--config", "web/vite.config.ts", "--ssr", "src/prerender.tsx", "--outDir", serverOut, "--emptyOutDir"],
  { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] },
);
if (build.status !== 0) throw new Error("The prerender build failed");

const { renderPage } = (await import(pathToFileURL(join(serverOut, "prerender.js")).href)) as {
  renderPage: (path: string) => Promise<{ html: string; title: string; description: string }>;
};
const shell = readFileSync(join(dist, "index.html"), "utf8");
if (!shell.includes('<div id="root"></div>')) throw new Error("web/dist/index.html has no empty root to fill");

// The app's entry and its preloads leave the head: a small boot script requests them after the first paint
// (web/public/hydrate-after-paint.js), so nothing but the HTML and the stylesheet stands before the page's text.
const entry = shell.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\n?/);
if (!entry) throw new Error("web/dist/index.html has no module entry script");
const preloads = [...shell.matchAll(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g)];
const afterPaint = `<script src="/hydrate-after-paint.js" data-entry="${entry[1]}" data-preload="${preloads.map((m) => m[1]).join(" ")}" defer></script>\n`;
// Its comments are for readers of the repository: every prerendered page downloads the file (783 -> 342 bytes gzip).
const afterPaintFile = join(dist, "hydrate-after-paint.js");
const afterPaintCode = readFileSync(afterPaintFile, "utf8")
  .split("\n")
  .filter((line) => !/^\s*\/\//.test(line))
  .join("\n");
writeFileSync(afterPaintFile, afterPaintCode);
// The boot script runs ahead of the app only where the app renders the page (web/vite.config.ts); here its chunk comes
// with the app's after the first paint.
let pageShell = shell
  .replace(entry[0], afterPaint)
  .replace(/[ \t]*<script [^>]* data-client-rendered><\/script>\n/, "");
for (const preload of preloads) pageShell = pageShell.replace(preload[0], "");

for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
  const { html, title, description } = await renderPage(path);
  const page = pageShell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${html}</div>`);
  // The CSP allows no inline script: a page that needs one would not show as rendered here.
  if (/<script>|<!--\$\?-->/.test(html))
    throw new Error(`${path} prerendered with a pending boundary or inline script`);
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), page);
  console.log(`prerendered ${path} -> web/dist${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
