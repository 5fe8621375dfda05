import { describe, expect, it } from "vitest";
import { LocalJobQueue } from "#infra/local/job-queue";
import type { JobHandler, LambdaDestinationEvent } from "#infra/local/job-runner";
import type { JobSpec } from "#lambdas/routes";

const job = (receives = 3): JobSpec & { queue: { receives: number } } => ({
  id: "Work",
  name: "work",
  handler: "jobs/work",
  grants: [],
  timeoutSeconds: 5,
  memoryMb: 128,
  queue: { receives },
  onFailure: { id: "WorkFailed", handler: "jobs/work-failed", grants: [] },
});

/** A queue whose handlers are in memory; given-back messages are due again at once. */
function queueOf(work: JobHandler, options: { receives?: number; concurrency?: number } = {}) {
  const handed: LambdaDestinationEvent[] = [];
  const delays: Array<{ receives: number; throttled: boolean }> = [];
  const deps = {
    load: async (spec: { handler: string }): Promise<JobHandler> =>
      spec.handler === "jobs/work" ? work : async (event) => void handed.push(event as LambdaDestinationEvent),
    log: () => undefined,
    redeliveryDelayMs: (receives: number, throttled: boolean) => {
      delays.push({ receives, throttled });
      return 0;
    },
  };
  const queue = new LocalJobQueue(job(options.receives), deps, options.concurrency ?? 2);
  const settled = async () => {
    while (!queue.idle) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { queue, handed, delays, settled };
}

describe("the local job queue", () => {
  it("starts messages first in, first out, never more than its concurrency at once", async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const { queue, settled } = queueOf(async (event) => {
      started.push((event as { n: number }).n);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
    });

    for (const n of [1, 2, 3, 4, 5]) queue.send({ n });
    await settled();

    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(queue.maxDepth).toBe(3);
  });

  it("gives a failed run's message back until it succeeds", async () => {
    let runs = 0;
    const { queue, handed, settled } = queueOf(async () => {
      runs++;
      if (runs < 3) throw new Error("flaky");
    });

    queue.send({ n: 1 });
    await settled();

    expect(runs).toBe(3);
    expect(handed).toEqual([]);
  });

  it("hands a message that failed every receive to the on-failure handler, as a dead letter", async () => {
    const { queue, handed, settled } = queueOf(
      async () => {
        throw new RangeError("bad");
      },
      { receives: 3 },
    );

    queue.send({ summaryId: "s-1" });
    await settled();

    expect(handed).toHaveLength(1);
    expect(handed[0]).toMatchObject({
      requestContext: { condition: "RetriesExhausted", approximateInvokeCount: 3 },
      requestPayload: { summaryId: "s-1" },
      responsePayload: { errorType: "RangeError" },
    });
  });

  it("backs a throttled job off as the deployed queue does", async () => {
    let runs = 0;
    const { queue, delays, settled } = queueOf(async () => {
      runs++;
      if (runs === 1) throw Object.assign(new Error("quota"), { name: "JobThrottled" });
    });

    queue.send({ n: 1 });
    await settled();

    expect(delays).toEqual([{ receives: 1, throttled: true }]);
  });
});
