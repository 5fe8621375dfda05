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

for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
  const { html, title, description } = await renderPage(path);
  const page = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${html}</div>`);
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), page);
  console.log(`prerendered ${path} -> web/dist${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
