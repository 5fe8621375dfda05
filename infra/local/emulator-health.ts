import type { RunningProcess } from "./processes";

/** What `/__health` reports: every emulator's process is alive and answers a request in time. */
export interface HealthReport {
  ok: boolean;
  /** Emulators that have exited or did not answer within the probe's time. */
  down: string[];
}

const PROBE_MS = 1500;

/**
 * An emulator counts as up when its process runs and its port answers an HTTP request (any status: DynamoDB Local
 * answers an unsigned request with 400, which still shows it serving). A frozen process keeps accepting
 * connections in the kernel but never answers, so a port that only accepts is not enough.
 */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_MS) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

export function emulatorHealth(
  emulators: Array<{ process: RunningProcess; url: string }>,
): () => Promise<HealthReport> {
  return async () => {
    const results = await Promise.all(
      emulators.map(async ({ process, url }) => ({
        name: process.name,
        up: !process.exited() && (await answers(url)),
      })),
    );
    const down = results.filter((r) => !r.up).map((r) => r.name);
    return { ok: down.length === 0, down };
  };
}
