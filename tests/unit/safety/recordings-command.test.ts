import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

/**
 * `npm run eval:safety:recordings` ends by itself and prints its tables, on its shortest clip (one espeak-ng voice,
 * through the real offline pipeline). Its targets are not asserted here: the product is still being fixed.
 */

const root = fileURLToPath(new URL("../../..", import.meta.url));
const CLIP = "f-german-dictation/espeak/plain";
const workFolders = () => readdirSync(tmpdir()).filter((f) => f.startsWith("clearnote-eval-recordings-"));

function runCommand(args: string[], limitMs: number) {
  return new Promise<{ code: number | null; stdout: string; timedOut: boolean }>((resolve) => {
    const child = spawn(join(root, "node_modules/.bin/tsx"), ["bin/eval-safety-recordings.ts", ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, limitMs);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, timedOut });
    });
  });
}

it("ends by itself, prints a row for the clip, the groups and the totals, and leaves no audio behind", async () => {
  const before = workFolders();

  const result = await runCommand([`--only=${CLIP}`, "--voices=espeak"], 80_000);

  expect(result.timedOut).toBe(false);
  expect([0, 1]).toContain(result.code);
  expect(result.stdout).toMatch(new RegExp(`Per recording:[\\s\\S]*${CLIP}`));
  expect(result.stdout).toContain("Per group:");
  expect(result.stdout).toContain("Totals over 1 recordings");
  expect(workFolders().filter((f) => !before.includes(f))).toEqual([]);
}, 90_000);
