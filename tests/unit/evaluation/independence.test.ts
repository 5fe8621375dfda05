import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, repoRoot } from "../../support/imports-of";

/**
 * The evaluations cannot be graded by the product (issue 18): the scorers, the answer keys and the mutation
 * generator reach nothing under lambdas/, directly or through another file; only safety/product.ts, the system under
 * test, imports product code.
 */
const FIXTURES = resolve(import.meta.dirname, "../../fixtures");
const SAFETY = join(FIXTURES, "safety");
const LAMBDAS = resolve(import.meta.dirname, "../../../lambdas");
const PRODUCT = join(SAFETY, "product.ts");

/** A file's imports of the repository's own files (relative or through a package.json alias), as absolute paths. */
const localImportsOf = (file: string) =>
  importsOf(file).flatMap((i) => (i.path === undefined ? [] : [`${resolve(repoRoot, i.path)}.ts`]));

/** Every file a file reaches by relative imports, and whether any of them is product code. */
function reachesProduct(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  if (file === PRODUCT || file.startsWith(LAMBDAS)) return [file];
  return localImportsOf(file).flatMap((f) => reachesProduct(f, seen));
}

const scorers = [
  ...readdirSync(SAFETY)
    .filter((f) => /^(?:score-.*|mutate|answer-key|text|flags|validate-key|safety-totals|table)\.ts$/.test(f))
    .map((f) => join(SAFETY, f)),
];

describe("the evaluations' independence from the product", () => {
  it("finds the scorers and the mutation generator to check", () => {
    expect(scorers.map((f) => f.slice(SAFETY.length + 1))).toEqual(
      expect.arrayContaining([
        "mutate.ts",
        "score-engine.ts",
        "score-mutants.ts",
        "score-readability.ts",
        "score-numbers.ts",
        "score-facts.ts",
      ]),
    );
  });

  it.each(scorers.map((f) => [f.slice(SAFETY.length + 1), f]))("%s reaches no product code", (_, file) => {
    expect(reachesProduct(file)).toEqual([]);
  });

  it("lets only product.ts import from lambdas/", () => {
    const files = [
      ...readdirSync(SAFETY).map((f) => join(SAFETY, f)),
      ...readdirSync(join(FIXTURES, "evaluation")).map((f) => join(FIXTURES, "evaluation", f)),
    ].filter((f) => f.endsWith(".ts") && f !== PRODUCT);

    const direct = files.filter((f) => localImportsOf(f).some((f) => f.startsWith(LAMBDAS)));

    expect(direct.map((f) => f.slice(FIXTURES.length + 1))).toEqual([]);
  });
});
