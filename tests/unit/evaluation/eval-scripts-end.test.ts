import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `npm run eval:safety` and `npm run eval:summaries` end by themselves (issue 18: eval:summaries was killed after
 * 900 s) and print their tables. Run on two documents each as child processes; the targets are not asserted here
 * (their exit codes enforce them when run whole), only that they end with a verdict: 0 (met) or 1 (missed).
 */
const ROOT = resolve(import.meta.dirname, "../../..");
const BOUND_MS = 120_000;

function run(script: string, args: string[]): Promise<{ code: number | null; killed: boolean; stdout: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "ignore"],
      env: { ...process.env, LOG_LEVEL: "silent" },
    });
    let stdout = "";
    let killed = false;
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const timer = setTimeout(() => {
      killed = true;
      child.kill("SIGKILL");
    }, BOUND_MS);
    child.on("exit", (code) => {
      clearTimeout(timer);
      done({ code, killed, stdout });
    });
  });
}

describe("the evaluation scripts", () => {
  it(
    "eval:safety ends on two documents and prints its tables",
    async () => {
      const { code, killed, stdout } = await run("bin/eval-safety.ts", [
        "--only",
        "ed-head-injury,lab-letter-high-potassium",
      ]);

      expect(killed).toBe(false);
      expect([0, 1]).toContain(code);
      expect(stdout).toMatch(/^document\s+kind\s+name\s+warnings/m);
      expect(stdout).toMatch(/^ed-head-injury\s/m);
      expect(stdout).toMatch(/^mutation kind\s+mutants\s+caught/m);
      expect(stdout).toContain("Totals over 2 documents");
    },
    BOUND_MS + 10_000,
  );

  it(
    "eval:summaries ends on two documents and prints its table",
    async () => {
      const { code, killed, stdout } = await run("bin/eval-summaries.ts", ["--only", "ed-chest-pain,paeds-croup"]);

      expect(killed).toBe(false);
      expect([0, 1]).toContain(code);
      expect(stdout).toMatch(/^document\s+name\s+facts/m);
      expect(stdout).toMatch(/^paeds-croup\s/m);
      expect(stdout).toContain("Totals over 2 documents");
    },
    BOUND_MS + 10_000,
  );

  // Apertium's Debian pairs are installed where the product runs offline; without them the script says so and exits 2.
  it.skipIf(!existsSync("/usr/share/apertium/modes/eng-spa.mode"))(
    "eval:translation ends on one summary and prints its tables and verdicts",
    async () => {
      const { code, killed, stdout } = await run("bin/eval-translation.ts", ["--only", "gout-flare"]);

      expect(killed).toBe(false);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^summary\s+lang\s+facts preserved\s+flags on faithful/m);
      expect(stdout).toMatch(/^gout-flare\s+es\s/m);
      expect(stdout).toMatch(/^mutation kind\s/m);
      expect(stdout).toMatch(/^(PASS|FAIL): mutants caught/m);
    },
    BOUND_MS + 10_000,
  );

  it.skipIf(!existsSync("/usr/share/apertium/modes/eng-spa.mode"))(
    "eval:translation --set heldout ends on one held-out summary and names the set",
    async () => {
      const { code, killed, stdout } = await run("bin/eval-translation.ts", ["--set", "heldout", "--only", "shingles"]);

      expect(killed).toBe(false);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^shingles\s+es\s/m);
      expect(stdout).toContain('Totals over 1 summaries of set "heldout"');
      expect(stdout).toMatch(/^(PASS|FAIL): mutants caught/m);
    },
    BOUND_MS + 10_000,
  );

  it("eval:translation ends at once with exit code 2 on an unknown set or a --set without a name", async () => {
    const unknown = await run("bin/eval-translation.ts", ["--set", "nonesuch"]);
    const bare = await run("bin/eval-translation.ts", ["--set"]);

    expect([unknown.killed, unknown.code]).toEqual([false, 2]);
    expect([bare.killed, bare.code]).toEqual([false, 2]);
  });
});
