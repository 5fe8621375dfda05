import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";

export interface RunningProcess {
  name: string;
  pid: number;
  /** True once the emulator has exited (sh exits with it). */
  exited(): boolean;
  /** Calls `listener` if the emulator exits without stop() being asked for (a crash, an OOM kill). */
  onCrash(listener: (how: string) => void): void;
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
 * The emulator runs under a small sh holding the read end of a pipe from this process. However this process ends,
 * even by kill -9 where no exit handler runs, the kernel closes the pipe, `cat` returns and the whole group is
 * stopped. stop() signals the group; sh then waits for the emulator, so stop() resolves once its port is released.
 * If the emulator exits by itself (a crash, java missing), sh exits too, so a failed start is seen at once.
 */
const EXIT_WITH_PARENT = [
  // fd 4 keeps the pipe for the watcher (background jobs get /dev/null as stdin); sh's own notices
  // ("Terminated") go nowhere while the emulator keeps the real stderr (fd 3).
  "exec 3>&2 2>/dev/null 4<&0 </dev/null",
  '"$@" 2>&3 3>&- 4<&- &',
  "child=$!",
  "{ cat <&4 >/dev/null; kill -TERM 0; } 3>&- &",
  "exec 4<&-",
  `trap 'kill -TERM "$child"; wait "$child"; exit' TERM INT HUP`,
  'wait "$child"',
  "kill -TERM 0",
].join("\n");

/** Names the group leader in `ps` (its $0), so a stale pid is only killed if it is still one of our emulators. */
export const processMarker = (name: string) => `clearnote-${name}`;

/**
 * Starts an emulator in its own process group (so its children stop with it), logs to `<logDir>/<name>.log`,
 * records its pid in `<logDir>/<name>.pid` (for the next start, should this process die without stopping it),
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
  const child = spawn("sh", ["-c", EXIT_WITH_PARENT, processMarker(options.name), options.command, ...options.args], {
    cwd: options.cwd,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...options.env },
    detached: true,
    // stdin is the lifeline: it is never written to and must stay open while we live.
    stdio: ["pipe", "pipe", "pipe"],
  });
  if (!child.pid) throw new Error(`Could not start ${options.name} (${options.command})`);
  child.stdin?.on("error", () => undefined);
  running.add(child);
  const pidFile = join(options.logDir, `${options.name}.pid`);
  writeFileSync(pidFile, String(child.pid));
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
  let stopping = false;
  const crashListeners: Array<(how: string) => void> = [];
  child.once("exit", (code, signal) => {
    running.delete(child);
    logFile.end();
    rmSync(pidFile, { force: true });
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    for (const listener of crashListeners) listener(how);
  });
  const pid = child.pid;
  return {
    name: options.name,
    pid,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    onCrash: (listener) => {
      crashListeners.push(listener);
    },
    async stop() {
      stopping = true;
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

/** Resolves when `port` accepts connections; fails at once if `proc` exits first (see its log for why). */
export async function waitForPort(
  port: number,
  host: string,
  name: string,
  proc?: RunningProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc?.exited()) throw new Error(`${name} exited before listening on ${host}:${port} (see its log)`);
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
