import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeEach } from "vitest";
import type { LambdaDestinationEvent } from "#infra/local/job-runner";

const repoRoot = fileURLToPath(new URL("../../../../..", import.meta.url));
const entry = fileURLToPath(new URL("./serve-fixture-gateway.ts", import.meta.url));

export interface FixtureGateway {
  url: string;
  apiUrl: string;
  jobs: { url: string; secret: string };
  token: string;
  /** Everything the gateway wrote to stderr so far (its failure lines). */
  stderr(): string;
  /** True while the gateway process has not exited. */
  alive(): boolean;
  /** Events the fixture job handler recorded: `runs` as a job, `failures` as an on-failure handler. */
  recorded(kind: "runs"): Array<{ summaryId?: string }>;
  recorded(kind: "failures"): Array<LambdaDestinationEvent & { requestPayload: { summaryId?: string } }>;
  stop(): Promise<void>;
}

/** Starts the gateway with the fixture routes and jobs in its own process, as `npm start` runs it. */
export async function startFixtureGateway(env: Record<string, string> = {}): Promise<FixtureGateway> {
  const recordDir = mkdtempSync(join(tmpdir(), "gateway-fixture-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, FIXTURE_RECORD_DIR: recordDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const ready = await new Promise<{ url: string; jobs: { url: string; secret: string }; token: string }>(
    (resolve, reject) => {
      child.stdout?.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
        const line = stdout.split("\n").find((l) => l.startsWith("READY "));
        if (line) resolve(JSON.parse(line.slice("READY ".length)));
      });
      child.once("exit", (code) => reject(new Error(`fixture gateway exited (${code}): ${stderr}`)));
    },
  );
  return {
    ...ready,
    apiUrl: `${ready.url}/api`,
    stderr: () => stderr,
    alive: () => child.exitCode === null && child.signalCode === null,
    recorded(kind: "runs" | "failures") {
      try {
        return readFileSync(join(recordDir, `${kind}.jsonl`), "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line));
      } catch {
        return [];
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGKILL");
        await exited;
      }
      rmSync(recordDir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens a raw connection, lets `act` write to it (or destroy it), and collects what comes back until the
 * connection closes or `waitMs` passes. Raw sockets can do what fetch will not: stop halfway, lie about lengths.
 */
export function rawExchange(
  url: string,
  act: (socket: net.Socket) => void | Promise<void>,
  waitMs = 2000,
): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let response = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(response);
    }, waitMs);
    socket.on("data", (chunk) => {
      response += chunk.toString();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(response);
    });
    socket.on("connect", () => void act(socket));
  });
}

export const statusOf = (rawResponse: string) => Number(rawResponse.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);

async function serving(gateway: FixtureGateway): Promise<boolean> {
  try {
    return gateway.alive() && (await fetch(`${gateway.url}/__health`)).ok;
  } catch {
    return false;
  }
}

/**
 * One fixture gateway per test file, started again only if a test brought it down: after the fix it starts once,
 * and before it each test still meets a live gateway, so every test fails or passes on its own behaviour.
 */
export function sharedFixtureGateway(env: Record<string, string> = {}) {
  let current: FixtureGateway | undefined;
  return {
    async get(): Promise<FixtureGateway> {
      if (!(current && (await serving(current)))) {
        await current?.stop();
        current = await startFixtureGateway(env);
      }
      return current;
    },
    async stop() {
      await current?.stop();
    },
  };
}

/**
 * Inside a `describe`: the file's shared fixture gateway, live before each test and stopped after the last. Starting a
 * gateway process takes a few seconds on a busy machine, hence the hook's timeout.
 */
export function liveFixtureGateway(env: Record<string, string> = {}): () => FixtureGateway {
  const shared = sharedFixtureGateway(env);
  let gateway: FixtureGateway | undefined;
  beforeEach(async () => {
    gateway = await shared.get();
  }, 30_000);
  afterAll(() => shared.stop());
  return () => {
    if (!gateway) throw new Error("The fixture gateway is live only inside a test");
    return gateway;
  };
}

/** Polls until `check` holds or `timeoutMs` passes; returns whether it held. */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}
