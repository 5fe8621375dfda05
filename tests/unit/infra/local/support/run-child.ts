import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../../..", import.meta.url));

/** Runs a TypeScript support script in its own node process and resolves once it has printed `untilLine`. */
export async function runChild(
  script: string,
  args: string[],
  untilLine: string,
): Promise<{ child: ChildProcess; lines: string[] }> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL(script, import.meta.url)), ...args], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    let pending = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      lines.push(...parts);
      if (parts.includes(untilLine)) resolve();
    });
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before ${untilLine}: ${stderr}`)));
  });
  return { child, lines };
}

export async function killAndWait(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}
