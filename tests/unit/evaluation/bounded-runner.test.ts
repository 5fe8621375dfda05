import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runBounded } from "../../fixtures/safety/bounded-runner";

/** The evaluations' runner ends whatever a document does (issue 18). */
const worker = join(import.meta.dirname, "support/stuck-worker.ts");

describe("the bounded runner", () => {
  it("records a document stuck in synchronous code as timed out and goes on with the next", async () => {
    const outcomes = await runBounded<string>(worker, ["one", "stuck", "two"], 4_000);

    expect(outcomes).toEqual([
      { id: "one", ok: true, result: "read one" },
      { id: "stuck", ok: false, error: "timed out after 4 s" },
      { id: "two", ok: true, result: "read two" },
    ]);
  }, 30_000);

  it("records a document that fails with its error and goes on with the next", async () => {
    const outcomes = await runBounded<string>(worker, ["broken", "three"], 10_000);

    expect(outcomes[0]).toMatchObject({
      id: "broken",
      ok: false,
      error: expect.stringContaining("cannot read this one"),
    });
    expect(outcomes[1]).toEqual({ id: "three", ok: true, result: "read three" });
  }, 30_000);
});
