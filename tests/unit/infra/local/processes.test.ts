import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isPortFree, startProcess, waitForPort } from "#infra/local/processes";
import { fakeEmulator } from "./support/fake-emulator";
import { eventually } from "./support/fixture-gateway";
import { killAndWait, runChild } from "./support/run-child";

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "processes-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function portFreedWithin(port: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await isPortFree(port, "127.0.0.1")) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe("emulator processes", () => {
  it("stop by themselves when the process that started them is killed with SIGKILL", async () => {
    const dataDir = tempDir();
    const { child, lines } = await runChild("./claim-data-dir.ts", [dataDir, "stay", "emulator"], "CLAIMED");
    const port = Number(lines.find((l) => l.startsWith("PORT "))?.slice(5));
    expect(await isPortFree(port, "127.0.0.1")).toBe(false);

    await killAndWait(child, "SIGKILL");

    expect(await portFreedWithin(port, 5000)).toBe(true);
  });

  it("have released their port when stop() resolves", async () => {
    const logDir = tempDir();
    let port = 0;
    const started = startProcess({ ...fakeEmulator(), logDir, onLine: (line) => (port = Number(line)) });
    await eventually(() => port > 0);

    await started.stop();

    expect(await isPortFree(port, "127.0.0.1")).toBe(true);
  });

  it("fail their start at once when they exit before listening", async () => {
    const logDir = tempDir();
    const crashing = startProcess({
      name: "crashing",
      command: process.execPath,
      args: ["-e", "process.exit(3)"],
      logDir,
    });
    const started = Date.now();

    await expect(waitForPort(1, "127.0.0.1", "Crashing emulator", crashing)).rejects.toThrow(/exited before listening/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
