import { cpus } from "node:os";

/**
 * How much of the machine other programs used while a benchmark ran. A benchmark's wall-clock times only mean
 * something on an otherwise idle machine; when others had the CPU, it judges on CPU time instead.
 *
 * Why not compare the benchmark's own wall and CPU time: Node's CPU time counts every thread (V8 compiles and
 * collects garbage on helper threads), so an import can use more CPU than wall time even on a loaded machine.
 */
export interface CpuSample {
  atMs: number;
  /** Milliseconds all cores spent busy since boot. */
  busyMs: number;
}

export function sampleCpu(): CpuSample {
  let busyMs = 0;
  for (const { times } of cpus()) busyMs += times.user + times.nice + times.sys + times.irq;
  return { atMs: performance.now(), busyMs };
}

/** Share of the machine's capacity (0–1) that others used between two samples, given the CPU we used ourselves. */
export function othersShare(before: CpuSample, after: CpuSample, ownCpuMs: number, cores = cpus().length): number {
  const capacity = (after.atMs - before.atMs) * cores;
  if (capacity <= 0) return 0;
  return Math.max(0, after.busyMs - before.busyMs - ownCpuMs) / capacity;
}

/** Above this share of the machine used by others, wall-clock times measure their work as much as ours. */
export const BUSY_SHARE = 0.15;
