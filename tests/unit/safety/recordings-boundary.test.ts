import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, repoRoot } from "../../support/imports-of";

/**
 * The recordings evaluation must not grade the product with the product: one file (product.ts) calls it, and the
 * scorer reads nothing of it, not even its vocabulary of medicines or its number parsing.
 */

const root = repoRoot;
const folder = join(root, "tests/fixtures/safety/recordings");
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
