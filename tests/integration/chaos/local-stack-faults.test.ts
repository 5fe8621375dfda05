import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { isPortFree } from "#infra/local/processes";

/**
 * The local stack itself under faults (issue 19, items 15 and 17): an emulator that freezes or crashes. Each test
 * runs its own `npm start -- --ephemeral` in a child process, as the e2e tests do, so it can be broken freely.
 */
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

interface Ready {
  urls: Record<"web" | "api" | "cognito" | "dynamodb" | "s3" | "ses", string>;
  dataDir: string;
}

interface Started {
  child: ChildProcess;
  ready: Ready;
  output: () => string;
  /** Resolves with the exit code, or "running" if the stack is still up after `ms`. */
  exitWithin(ms: number): Promise<number | null | "running">;
}

const children: ChildProcess[] = [];
const frozen: number[] = [];
afterEach(() => {
  for (const pid of frozen.splice(0)) signalGroup(pid, "SIGCONT");
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGTERM");
});

const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    /* gone already */
  }
};

async function startEphemeralStack(): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", "bin/local.ts", "--ephemeral"], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split("\n").find((l) => l.startsWith("READY "));
      if (line) resolve(JSON.parse(line.slice("READY ".length)));
    });
    exited.then((code) => reject(new Error(`the stack exited early (${code}): ${output}`)));
  });
  return {
    child,
    ready,
    output: () => output,
    exitWithin: (ms) =>
      Promise.race([exited, new Promise<"running">((resolve) => setTimeout(() => resolve("running"), ms))]),
  };
}

/** The process group the stack started DynamoDB Local in (the pid it records for the next start). */
const dynamoGroup = (ready: Ready) => Number(readFileSync(join(ready.dataDir, "logs", "dynamodb.pid"), "utf8"));

/** The emulator itself (java), under the small sh that leads its group. */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

async function healthWithin(api: string, want: (status: number) => boolean, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  let status = 0;
  while (Date.now() < deadline) {
    status = await fetch(`${api}/__health`, { signal: AbortSignal.timeout(5_000) })
      .then((r) => r.status)
      .catch(() => 0);
    if (want(status)) return status;
    await new Promise((r) => setTimeout(r, 300));
  }
  return status;
}

describe("the local stack under emulator faults", () => {
  it("reports /__health unavailable while DynamoDB Local is frozen, and healthy once it answers again", {
    timeout: 240_000,
  }, async () => {
    const stack = await startEphemeralStack();
    expect(await healthWithin(stack.ready.urls.api, (s) => s === 200, 10_000)).toBe(200);

    const group = dynamoGroup(stack.ready);
    frozen.push(group);
    signalGroup(group, "SIGSTOP");
    const whileFrozen = await healthWithin(stack.ready.urls.api, (s) => s !== 200, 15_000);
    signalGroup(group, "SIGCONT");
    frozen.splice(0);
    const afterwards = await healthWithin(stack.ready.urls.api, (s) => s === 200, 15_000);

    expect(whileFrozen).toBe(503);
    expect(afterwards).toBe(200);
  });

  it("when DynamoDB Local crashes, stops with a message naming it, frees its ports and leaves no files", {
    timeout: 240_000,
  }, async () => {
    const stack = await startEphemeralStack();
    const ports = Object.values(stack.ready.urls).map((url) => Number(new URL(url).port));
    const [java] = childrenOf(dynamoGroup(stack.ready));

    process.kill(java, "SIGKILL");
    const code = await stack.exitWithin(20_000);

    expect(code).not.toBe("running");
    expect(code).not.toBe(0);
    expect(stack.output()).toMatch(/DynamoDB Local stopped unexpectedly .*The local stack has stopped/);
    // Said once, not once a poll.
    expect(stack.output().match(/\[stream\]/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(existsSync(stack.ready.dataDir)).toBe(false);
    const busy = (await Promise.all(ports.map((p) => isPortFree(p, "127.0.0.1")))).filter((free) => !free);
    expect(busy).toEqual([]);
  });
});
