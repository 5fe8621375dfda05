import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, repoRoot } from "#tests/support/imports-of";

/**
 * The unseen speech benchmark must not grade the product with the product: one file (product.ts) calls it, and the
 * scorer and the cases read nothing of it, not its number parsing nor its vocabulary.
 */

const root = repoRoot;
const folder = join(root, "tests/fixtures/speech/consultations");
const modules = readdirSync(folder).filter((f) => f.endsWith(".ts"));
/** Evaluation code the scorer may use: word alignment and the synthesiser's turn spans. */
const EVALUATION = ["bin/speech/evaluate", "bin/speech/synthesise"];

describe("the unseen speech benchmark's product boundary", () => {
  it("has one file that imports product code", () => {
    const importers = modules.filter((f) => importsOf(join(folder, f)).some((i) => i.path?.startsWith("lambdas/")));

    expect(importers).toEqual(["product.ts"]);
  });

  it("keeps the scorer and the cases to their own modules, the evaluation code and Node's", () => {
    const outside = modules
      .filter((f) => f !== "product.ts")
      .flatMap((f) =>
        importsOf(join(folder, f))
          .filter(
            (i) =>
              !i.spec.startsWith("node:") &&
              !(i.spec.startsWith("./") && i.spec !== "./product") &&
              !EVALUATION.includes(i.path ?? ""),
          )
          .map((i) => `${f}: ${i.spec}`),
      );

    expect(outside).toEqual([]);
  });

  it("lets the bench's unseen groups reach the product only through product.ts", () => {
    const direct = importsOf(join(root, "bin/bench-transcription-unseen.ts")).filter((i) =>
      i.path?.startsWith("lambdas/"),
    );

    expect(direct).toEqual([]);
  });
});
