import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkClaims } from "#core/claims/check";
import { largeText } from "#tests/fixtures/large-texts";

/**
 * The checker reads the source once per check, linearly (decisions.md has timings). Timings on a machine shared with
 * other work vary, so these assert what comes out and that it finishes within the test's time.
 */
const MB = 1024 * 1024;
const DIR = join(import.meta.dirname, "../../../fixtures/evaluation");
/** A long text with a claim in every line: the heart-failure letter itself, checked as if it were a summary. */
const LETTER = readFileSync(join(DIR, "discharge-heart-failure.txt"), "utf8");
const spoken =
  "start apixaban five milligrams twice daily and stop aspirin follow up in two weeks call nine nine nine if ";

describe("the checker on 2 MB sources", () => {
  it.each([
    ["without punctuation", largeText("unpunctuated", 2 * MB)],
    ["on one line", largeText("long-line", 2 * MB)],
    ["in short lines", largeText("short-lines", 2 * MB)],
    ["of one letter repeated", LETTER.repeat(Math.ceil((2 * MB) / LETTER.length))],
    ["of speech without punctuation", spoken.repeat(Math.ceil((2 * MB) / spoken.length))],
  ])(
    "checks a text against a source %s",
    (_shape, text) => {
      const flags = checkClaims({ output: LETTER, source: { kind: "document", text }, audience: "patient" });

      expect(flags.length).toBeLessThanOrEqual(50);
    },
    // A quadratic reading takes minutes; a linear one about a second, and 15 s once on a machine at load 20.
    40_000,
  );
});
