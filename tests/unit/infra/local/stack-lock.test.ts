import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isPortFree, type RunningProcess, startProcess } from "#infra/local/processes";
import { claimDataDir, isRunning, releaseDataDir, removeAbandonedStacks } from "#infra/local/stack-lock";
import { fakeEmulator } from "./support/fake-emulator";
import { killAndWait, runChild } from "./support/run-child";

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(prefix = "stack-lock-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A data folder claimed by a process that has since died without releasing it (kill -9, a crashed run). */
async function claimedByDeadOwner(dataDir: string): Promise<void> {
  const { child } = await runChild("./claim-data-dir.ts", [dataDir, "exit"], "CLAIMED");
  if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
}

/** A data folder claimed by a live process that runs one fake emulator in it. */
async function claimedByLiveOwner(dataDir: string) {
  const { child, lines } = await runChild("./claim-data-dir.ts", [dataDir, "stay", "emulator"], "CLAIMED");
  cleanups.push(() => killAndWait(child));
  const port = Number(lines.find((l) => l.startsWith("PORT "))?.slice(5));
  return { child, port };
}

function startFakeEmulator(logDir: string): Promise<{ process: RunningProcess; port: number }> {
  return new Promise((resolve) => {
    const started: RunningProcess = startProcess({
      ...fakeEmulator(),
      logDir,
      onLine: (line) => resolve({ process: started, port: Number(line) }),
    });
    cleanups.push(() => started.stop());
  });
}

describe("a local stack's data folder", () => {
  it("is taken back from a dead owner, stopping the emulators it left holding their ports", async () => {
    const dataDir = tempDir();
    await claimedByDeadOwner(dataDir);
    const leftover = await startFakeEmulator(join(dataDir, "logs"));
    expect(await isPortFree(leftover.port, "127.0.0.1")).toBe(false);

    await claimDataDir(dataDir);

    expect(await isPortFree(leftover.port, "127.0.0.1")).toBe(true);
  });

  it("is refused while its owner is alive, and that owner's emulators keep running", async () => {
    const dataDir = tempDir();
    const owner = await claimedByLiveOwner(dataDir);

    await expect(claimDataDir(dataDir)).rejects.toThrow(/Another local stack \(process \d+\)/);
    expect(await isPortFree(owner.port, "127.0.0.1")).toBe(false);
  });

  it("never stops a recorded pid that is no longer one of our emulators (pids are reused)", async () => {
    const dataDir = tempDir();
    await claimedByDeadOwner(dataDir);
    const unrelated = spawn("sleep", ["30"], { stdio: "ignore" });
    cleanups.push(() => killAndWait(unrelated));
    mkdirSync(join(dataDir, "logs"), { recursive: true });
    writeFileSync(join(dataDir, "logs", "dynamodb.pid"), String(unrelated.pid));

    await claimDataDir(dataDir);

    expect(isRunning(unrelated.pid as number)).toBe(true);
  });

  it("is free again once released by its owner", async () => {
    const dataDir = tempDir();
    await claimDataDir(dataDir);

    releaseDataDir(dataDir);

    expect(existsSync(join(dataDir, "stack.pid"))).toBe(false);
  });
});

describe("throw-away stack folders", () => {
  it("are removed at the next start when their owner died", async () => {
    const root = tempDir("stack-root-");
    const abandoned = join(root, "clearnote-stack-abandoned");
    mkdirSync(abandoned);
    await claimedByDeadOwner(abandoned);

    const removed = await removeAbandonedStacks(root);

    expect(removed).toEqual([abandoned]);
    expect(existsSync(abandoned)).toBe(false);
  });

  it("are kept while their owner is alive (another test run on this machine)", async () => {
    const root = tempDir("stack-root-");
    const inUse = join(root, "clearnote-stack-in-use");
    mkdirSync(inUse);
    await claimedByLiveOwner(inUse);

    await removeAbandonedStacks(root);

    expect(existsSync(inUse)).toBe(true);
  });

  it("are kept in their first minute without an owner file (a stack that is starting now)", async () => {
    const root = tempDir("stack-root-");
    const starting = join(root, "clearnote-stack-starting");
    mkdirSync(starting);

    await removeAbandonedStacks(root);

    expect(existsSync(starting)).toBe(true);
  });

  it("are removed at the next start, patient files and all, when their owner file is gone", async () => {
    const root = tempDir("stack-root-");
    const leftover = join(root, "clearnote-stack-leftover");
    const audio = join(leftover, "s3", "clearnote-uploads-local", "transcriptions", "sub", "id");
    mkdirSync(audio, { recursive: true });
    writeFileSync(join(audio, "audio.webm._S3rver_object"), "patient audio");
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    utimesSync(leftover, anHourAgo, anHourAgo);

    const removed = await removeAbandonedStacks(root);

    expect(removed).toEqual([leftover]);
    expect(existsSync(leftover)).toBe(false);
  });
});

describe("the offline speech engine's scratch folders in the temp folder", () => {
  it("are removed at the next start once older than any recognition, and kept while one may be running", async () => {
    const root = tempDir("stack-root-");
    const old = join(root, "clearnote-speech-old");
    const current = join(root, "clearnote-speech-current");
    for (const dir of [old, current]) {
      mkdirSync(dir);
      writeFileSync(join(dir, "audio"), "decoded patient audio");
    }
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);

    await removeAbandonedStacks(root);

    expect(existsSync(old)).toBe(false);
    expect(existsSync(current)).toBe(true);
  });
});
