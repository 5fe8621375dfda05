/** Measuring helpers of bin/bench-lists.ts. */

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;
};

/** Requests started at a fixed rate (not one after another), so a slow answer does not slow the load down. */
export async function atFixedRate(
  run: () => Promise<unknown>,
  perSecond: number,
  seconds: number,
): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const started: Promise<void>[] = [];
  const total = perSecond * seconds;
  const begin = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = begin + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    started.push(
      (async () => {
        const t = performance.now();
        try {
          await run();
          latencies.push(performance.now() - t);
        } catch (error) {
          errors++;
          if (errors === 1) console.error(`first error: ${(error as Error).message}`);
        }
      })(),
    );
  }
  await Promise.all(started);
  return { latencies, errors };
}

/** Reads `value` once a second until it gives the same answer three times in a row (at most 3 minutes). */
export async function settle<T>(value: () => Promise<T>): Promise<T> {
  let last = await value();
  let same = 0;
  for (let i = 0; i < 180 && same < 3; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const next = await value();
    same = next === last ? same + 1 : 0;
    last = next;
  }
  return last;
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
