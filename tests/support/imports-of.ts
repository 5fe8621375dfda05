import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, which `path` values below are relative to. */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

const SPECIFIER =
  /(?:^|\s)(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']/gm;

// The path aliases of package.json ("#core/*": "./lambdas/core/*.ts"), so a boundary check sees through them.
const aliases = Object.entries(
  (JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as { imports?: Record<string, string> })
    .imports ?? {},
).map(([pattern, target]) => ({ prefix: pattern.replace("*", ""), target: target.replace(/^\.\//, "") }));

/** Where a specifier points, relative to the repository root and without extension; undefined for packages. */
export function resolveSpecifier(file: string, spec: string): string | undefined {
  if (spec.startsWith(".")) return relative(repoRoot, resolve(dirname(file), spec)).replace(/\.tsx?$/, "");
  const alias = aliases.find((a) => spec.startsWith(a.prefix));
  return alias ? alias.target.replace("*", spec.slice(alias.prefix.length)).replace(/\.tsx?$/, "") : undefined;
}

/** Each import of a file: as written, and where it points in the repository when it does. */
export function importsOf(file: string): Array<{ spec: string; path?: string }> {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(SPECIFIER)].map((m) => {
    const spec = m[1] ?? m[2] ?? m[3];
    return { spec, path: resolveSpecifier(file, spec) };
  });
}
