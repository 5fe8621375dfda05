import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The evaluations cannot be graded by the product (issue 18): the scorers, the answer keys and the mutation
 * generator reach nothing under lambdas/, directly or through another file; only safety/product.ts, the system under
 * test, imports product code.
 */
const FIXTURES = resolve(import.meta.dirname, "../../fixtures");
const SAFETY = join(FIXTURES, "safety");
const LAMBDAS = resolve(import.meta.dirname, "../../../lambdas");
const PRODUCT = join(SAFETY, "product.ts");

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [
    ...text.matchAll(/(?:import|export)[^"'`]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g),
  ];
  return specifiers.map((m) => m[1] ?? m[2]);
}

const resolveLocal = (from: string, specifier: string) => {
  const base = resolve(dirname(from), specifier);
  return base.endsWith(".ts") ? base : `${base}.ts`;
};

/** Every file a file reaches by relative imports, and whether any of them is product code. */
function reachesProduct(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  if (file === PRODUCT || file.startsWith(LAMBDAS)) return [file];
  return importsOf(file)
    .filter((s) => s.startsWith("."))
    .flatMap((s) => reachesProduct(resolveLocal(file, s), seen));
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

    const direct = files.filter((f) => importsOf(f).some((s) => resolveLocal(f, s).startsWith(LAMBDAS)));

    expect(direct.map((f) => f.slice(FIXTURES.length + 1))).toEqual([]);
  });
});
