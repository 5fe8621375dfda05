import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";

export interface RunningProcess {
  name: string;
  pid: number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

// If the parent dies without stopping us (Ctrl+C twice, a crashed test run), take the emulators with it.
process.once("exit", () => {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
});

/**
 * Starts an emulator in its own process group (so its children stop with it), logs to `<logDir>/<name>.log`,
 * and hands every output line to `onLine` for the few that the local stack reacts to.
 */
export function startProcess(options: {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  logDir: string;
  onLine?: (line: string) => void;
}): RunningProcess {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = createWriteStream(join(options.logDir, `${options.name}.log`), { flags: "a" });
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...options.env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (!child.pid) throw new Error(`Could not start ${options.name} (${options.command})`);
  running.add(child);
  let pending = "";
  const onData = (chunk: Buffer) => {
    logFile.write(chunk);
    if (!options.onLine) return;
    pending += chunk.toString("utf8");
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) options.onLine(line);
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", () => {
    running.delete(child);
    logFile.end();
  });
  const pid = child.pid;
  return {
    name: options.name,
    pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-pid, "SIGTERM");
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-pid, "SIGKILL");
        } catch {
          /* already gone */
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function waitForPort(port: number, host: string, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host);
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not start listening on ${host}:${port} within ${timeoutMs / 1000}s (see its log)`);
}

export async function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export async function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
