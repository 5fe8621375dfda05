import { type ChildProcess, spawn } from "node:child_process";
import { accessSync, constants, readFileSync, statSync } from "node:fs";
import { delimiter, join } from "node:path";

/** Running ffmpeg and pocketsphinx: finding them, and measuring what each run costs without holding its output. */

export function findOnPath(command: string): string | undefined {
  if (command.includes("/")) return isExecutable(command) ? command : undefined;
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const candidate = join(dir, command);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Samples a child's CPU time and peak resident memory from /proc while it runs (Linux; zeros elsewhere). */
export function watch(child: ChildProcess) {
  const sample = { cpuMs: 0, peakRssKb: 0 };
  const read = () => {
    if (!child.pid) return;
    try {
      const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime are fields 14 and 15 of the full line, in clock ticks (USER_HZ, 100 on Linux)
      sample.cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
      if (hwm) sample.peakRssKb = Math.max(sample.peakRssKb, Number(hwm[1]));
    } catch {
      // the process has gone; keep the last sample
    }
  };
  const timer = setInterval(read, 20);
  timer.unref();
  read();
  return {
    sample,
    stop: () => {
      read();
      clearInterval(timer);
    },
  };
}

/** Keeps the last few kilobytes of a stream: enough for an error message, flat in memory however long the run. */
export function tail(limit = 4096) {
  let text = "";
  return {
    push: (chunk: Buffer) => {
      text = (text + chunk.toString("utf8")).slice(-limit);
    },
    text: () => text,
    lastLines: (keep: (line: string) => boolean) => text.trim().split("\n").filter(keep).slice(-3).join(" | "),
  };
}

export function runWatched(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
  const watched = watch(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-65_536);
  });
  return new Promise<{ code: number | null; stderr: string; cpuMs: number; peakRssKb: number }>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => {
      watched.stop();
      resolve({ code, stderr, ...watched.sample });
    });
  });
}
