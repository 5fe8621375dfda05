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

/** `npm start -- --ephemeral` in its own process, as the e2e tests run it; resolves at its READY line. */
async function startEphemeralStack() {
  const child = spawn(process.execPath, ["--import", "tsx", "bin/local.ts", "--ephemeral"], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = await new Promise<Ready>((resolve, reject) => {
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split("\n").find((l) => l.startsWith("READY "));
      if (line) resolve(JSON.parse(line.slice("READY ".length)));
    });
    exited.then((code) => reject(new Error(`the stack exited early (${code})`)));
  });
  const ports = Object.values(ready.urls).map((url) => Number(new URL(url).port));
  return { child, exited, ready, ports };
}

describe("a throw-away local stack", () => {
  it("stopped with SIGTERM, frees every port and removes its folder", { timeout: 180_000 }, async () => {
    const stack = await startEphemeralStack();

    stack.child.kill("SIGTERM");

    expect(await stack.exited).toBe(0);
    expect(await allFreeWithin(stack.ports, 5_000)).toEqual([]);
    expect(existsSync(stack.ready.dataDir)).toBe(false);
  });

  // kill -9: no exit handler runs. Its emulators must not keep the ports, and the next start removes its folder.
  it("killed with SIGKILL, frees every port and its folder goes at the next start", { timeout: 180_000 }, async () => {
    const stack = await startEphemeralStack();

    stack.child.kill("SIGKILL");
    await stack.exited;

    expect(await allFreeWithin(stack.ports, 15_000)).toEqual([]);
    expect(existsSync(stack.ready.dataDir)).toBe(true);
    expect(await removeAbandonedStacks()).toContain(stack.ready.dataDir);
    expect(existsSync(stack.ready.dataDir)).toBe(false);
  });
});
