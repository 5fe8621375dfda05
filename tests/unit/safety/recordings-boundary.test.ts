import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The recordings evaluation must not grade the product with the product: one file (product.ts) calls it, and the
 * scorer reads nothing of it, not even its vocabulary of medicines or its number parsing.
 */

const root = fileURLToPath(new URL("../../..", import.meta.url));
const folder = join(root, "tests/fixtures/safety/recordings");
const SPECIFIER =
  /(?:^|\s)(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']/gm;

/** Each import of a file: as written, and resolved from the repository root when relative. */
function importsOf(file: string): Array<{ spec: string; path?: string }> {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(SPECIFIER)].map((m) => {
    const spec = m[1] ?? m[2] ?? m[3];
    return { spec, path: spec.startsWith(".") ? relative(root, resolve(dirname(file), spec)) : undefined };
  });
}

const modules = readdirSync(folder).filter((f) => f.endsWith(".ts"));

describe("the recordings evaluation's product boundary", () => {
  it("has one file that imports product code", () => {
    const importers = modules.filter((f) => importsOf(join(folder, f)).some((i) => i.path?.startsWith("lambdas/")));

    expect(importers).toEqual(["product.ts"]);
  });

  it("keeps the scorer to its own modules and Node's", () => {
    const outside = modules
      .filter((f) => f !== "product.ts")
      .flatMap((f) =>
        importsOf(join(folder, f))
          .filter((i) => !i.spec.startsWith("node:") && !(i.spec.startsWith("./") && i.spec !== "./product"))
          .map((i) => `${f}: ${i.spec}`),
      );

    expect(outside).toEqual([]);
  });

  it("lets the command reach the product only through product.ts", () => {
    const direct = importsOf(join(root, "bin/eval-safety-recordings.ts")).filter(
      (i) => !i.spec.startsWith("node:") && !i.path?.startsWith("tests/fixtures/safety/recordings/"),
    );

    expect(direct).toEqual([]);
  });
});
