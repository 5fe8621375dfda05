import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

function packageDir(name: string, from: string): string | undefined {
  try {
    return dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
  } catch {
    // Packages without an exported package.json: look in the nearest node_modules.
    let dir = from;
    while (dir !== dirname(dir)) {
      const candidate = join(dir, "node_modules", name);
      if (existsSync(join(candidate, "package.json"))) return candidate;
      dir = dirname(dir);
    }
    return undefined;
  }
}

/**
 * The packages (with their dependencies) a function needs as files rather than bundled code, e.g. tesseract.js,
 * which starts a worker from its own directory and loads WebAssembly and language data at run time.
 * Copied from the project's node_modules, so synth needs no network.
 */
export function packageClosure(roots: readonly string[], from: string): Array<{ name: string; dir: string }> {
  const found = new Map<string, string>();
  const visit = (name: string, base: string) => {
    if (found.has(name)) return;
    const dir = packageDir(name, base);
    if (!dir) throw new Error(`Cannot find package ${name} to copy into the function bundle; run npm install`);
    found.set(name, dir);
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir);
  };
  for (const root of roots) visit(root, from);
  return [...found].map(([name, dir]) => ({ name, dir }));
}

// The CMU pronouncing dictionary (4.7 MB of code) and the syllable rules are imported by the first readability measurement, not at start
// (decision 225): as a file package it stays out of the bundle, so the two edit routes that measure keep a lean cold
// start. External everywhere, so a function that never measures does not bundle it either.
const PRONUNCIATIONS = ["cmu-pronouncing-dictionary", "syllable"];

/**
 * Packages a function gets as files beside its bundle (with their dependencies), by handler: they load workers,
 * WebAssembly or data from their own folder, or are too big to load at start.
 */
export const FILE_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  "jobs/summarize-documents": ["tesseract.js", "@tesseract.js-data/eng", "@napi-rs/canvas", ...PRONUNCIATIONS],
  "jobs/transcription-notes": PRONUNCIATIONS,
  "api/summaries/content": PRONUNCIATIONS,
  "api/transcriptions/summary": PRONUNCIATIONS,
};

/** What the bundler leaves out of a function's code: the SDK (in the runtime) and the file packages. */
export function externalModules(handler: string): string[] {
  return [...new Set(["@aws-sdk/*", ...PRONUNCIATIONS, ...(FILE_PACKAGES[handler] ?? [])])];
}
