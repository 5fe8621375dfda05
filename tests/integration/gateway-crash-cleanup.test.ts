import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isPortFree } from "../../infra/local/processes";
import { removeAbandonedStacks } from "../../infra/local/stack-lock";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

interface Ready {
  urls: Record<"web" | "api" | "cognito" | "dynamodb" | "s3" | "ses", string>;
  dataDir: string;
}

async function allFreeWithin(ports: number[], ms: number): Promise<number[]> {
  const deadline = Date.now() + ms;
  let busy = ports;
  while (Date.now() < deadline) {
    const free = await Promise.all(busy.map((port) => isPortFree(port, "127.0.0.1")));
    busy = busy.filter((_, i) => !free[i]);
    if (busy.length === 0) return [];
    await new Promise((r) => setTimeout(r, 200));
  }
  return busy;
}

/**
 * `npm start -- --ephemeral` (as the e2e tests run it) killed with SIGKILL, where no exit handler runs: its
 * emulators must not keep the ports, and the next start must remove the throw-away folder it left.
 */
describe("a local stack killed with SIGKILL", () => {
  it("frees every port it held and its folder is removed at the next start", { timeout: 180_000 }, async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "bin/local.ts", "--ephemeral"], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const ready = await new Promise<Ready>((resolve, reject) => {
      let buffer = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        buffer += chunk.toString();
        const line = buffer.split("\n").find((l) => l.startsWith("READY "));
        if (line) resolve(JSON.parse(line.slice("READY ".length)));
      });
      child.once("exit", (code) => reject(new Error(`the stack exited early (${code})`)));
    });
    const ports = Object.values(ready.urls).map((url) => Number(new URL(url).port));

    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;

    expect(await allFreeWithin(ports, 15_000)).toEqual([]);
    expect(existsSync(ready.dataDir)).toBe(true);
    expect(await removeAbandonedStacks()).toContain(ready.dataDir);
    expect(existsSync(ready.dataDir)).toBe(false);
  });
});
