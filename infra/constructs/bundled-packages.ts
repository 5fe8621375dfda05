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
export function packageClosure(roots: string[], from: string): Array<{ name: string; dir: string }> {
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
