import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { processMarker } from "./processes";

/**
 * Who owns a local stack's data folder, and cleaning up after an owner that died without stopping its stack:
 * `<dataDir>/stack.pid` names the owning process, `<dataDir>/logs/<name>.pid` each emulator's process group.
 */
const OWNER_FILE = "stack.pid";
export const EPHEMERAL_PREFIX = "clearnote-stack-";

/** Alive and not a zombie (a dead child nobody reaped yet still answers kill 0, but holds no port). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true; // no /proc (macOS): kill 0 is the best we know
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    try {
      return execFileSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8" });
    } catch {
      return "";
    }
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 1 ? pid : undefined;
  } catch {
    return undefined;
  }
}

interface Owner {
  pid: number;
  /** The owner's command line when it took the folder: a reused pid running something else is not the owner. */
  command: string;
}

function ownerOf(dataDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(join(dataDir, OWNER_FILE), "utf8")) as Owner;
    return Number.isInteger(owner.pid) && typeof owner.command === "string" ? owner : undefined;
  } catch {
    return undefined;
  }
}

function isLive(owner: Owner | undefined): owner is Owner {
  if (!owner) return false;
  if (owner.pid === process.pid) return true;
  return isRunning(owner.pid) && commandLine(owner.pid) === owner.command;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops one recorded emulator group, if that pid is still the emulator (pids are reused) and still running. */
async function stopStale(pid: number, name: string): Promise<boolean> {
  if (!isRunning(pid) || !commandLine(pid).includes(processMarker(name))) return false;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      /* already gone */
    }
  };
  signal("SIGTERM");
  for (let waited = 0; waited < 5000 && isRunning(pid); waited += 100) await sleep(100);
  signal("SIGKILL");
  return true;
}

/** Stops whatever emulators `dataDir` records, and forgets them. Returns the names of those that were running. */
async function stopRecordedEmulators(dataDir: string): Promise<string[]> {
  const logDir = join(dataDir, "logs");
  if (!existsSync(logDir)) return [];
  const pidFiles = readdirSync(logDir).filter((file) => file.endsWith(".pid"));
  const stopped = await Promise.all(
    pidFiles.map(async (file) => {
      const name = file.slice(0, -".pid".length);
      const pid = readPid(join(logDir, file));
      const wasRunning = pid !== undefined && (await stopStale(pid, name));
      rmSync(join(logDir, file), { force: true });
      return wasRunning ? name : undefined;
    }),
  );
  return stopped.filter((name): name is string => name !== undefined);
}

/**
 * Takes `dataDir` for this process. If the previous owner died (kill -9, a crashed test run) and left emulators
 * holding the ports, they are stopped first. If a live process owns it, says so instead of taking it.
 */
export async function claimDataDir(dataDir: string, log: (line: string) => void = () => undefined): Promise<void> {
  const owner = ownerOf(dataDir);
  if (isLive(owner) && owner.pid !== process.pid) {
    throw new Error(
      `Another local stack (process ${owner.pid}) is using ${dataDir}. Stop it first (Ctrl+C in its window).`,
    );
  }
  const stopped = await stopRecordedEmulators(dataDir);
  if (stopped.length) log(`Stopped emulators left running by a previous run: ${stopped.join(", ")}`);
  writeFileSync(join(dataDir, OWNER_FILE), JSON.stringify({ pid: process.pid, command: commandLine(process.pid) }));
}

export function releaseDataDir(dataDir: string): void {
  if (ownerOf(dataDir)?.pid === process.pid) rmSync(join(dataDir, OWNER_FILE), { force: true });
}

/** The offline speech engine's scratch folders, made in the OS's temp folder by older versions and by the benches. */
export const SPEECH_SCRATCH_PREFIX = "clearnote-speech-";
/**
 * A folder with no owner file younger than this may be a stack starting right now (the owner file is written a
 * moment after the folder is made); older, nobody owns it: its owner file was lost, or it predates owner files.
 */
export const OWNERLESS_GRACE_MS = 60_000;
/** No recognition runs this long (a 2-hour recording takes about 20 minutes), so older scratch is left over. */
export const SPEECH_SCRATCH_MAX_AGE_MS = 60 * 60_000;

const ageMs = (dir: string, nowMs: number) => {
  try {
    return nowMs - statSync(dir).mtimeMs;
  } catch {
    return 0;
  }
};

/**
 * Throw-away stacks (`--ephemeral`, tests) live in `<tmp>/clearnote-stack-*` and hold patient files (uploads,
 * audio). At every start, those whose owner died are stopped and deleted, and so are those whose owner file is gone
 * (older than a minute); and old speech scratch folders. Patient files never outlive the stack that made them.
 */
export async function removeAbandonedStacks(root = tmpdir(), nowMs = Date.now()): Promise<string[]> {
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const dir = join(root, name);
    if (name.startsWith(SPEECH_SCRATCH_PREFIX)) {
      if (ageMs(dir, nowMs) < SPEECH_SCRATCH_MAX_AGE_MS) continue;
      rmSync(dir, { recursive: true, force: true });
      removed.push(dir);
      continue;
    }
    if (!name.startsWith(EPHEMERAL_PREFIX)) continue;
    const owner = ownerOf(dir);
    if (isLive(owner)) continue;
    if (owner === undefined && ageMs(dir, nowMs) < OWNERLESS_GRACE_MS) continue;
    await stopRecordedEmulators(dir);
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    removed.push(dir);
  }
  return removed;
}
