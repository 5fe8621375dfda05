import { randomUUID } from "node:crypto";
import type { JobSpec } from "#lambdas/routes";
import { describeError } from "./describe-error";
import { handToOnFailure, invoke, type JobRunnerDeps, type RunnableJob } from "./job-runner";

/**
 * How many runs of one queued job the local stack allows at once: the machine's share, where AWS takes cdk.json's
 * jobQueueConcurrency (sized to the Bedrock quota); the offline engine runs on the same CPUs as everything else.
 */
export const LOCAL_JOB_CONCURRENCY = 2;

/** Mirrors lambdas/adapters/jobs/queue-events.ts: a failed run is received again after a minute… */
const FAILED_RUN_DELAY_MS = 60_000;
/** …and a throttled one after 30 s, doubling with each receive, at most 15 minutes. */
const throttledDelayMs = (receives: number) => Math.min(900, 30 * 2 ** Math.max(0, receives - 1)) * 1000;

export interface JobQueueDeps extends JobRunnerDeps {
  /** The wait before a given-back message is received again; by default the deployed queue's (above). */
  redeliveryDelayMs?(receives: number, throttled: boolean): number;
}

interface Message {
  payload: unknown;
  receives: number;
  requestId: string;
}

/**
 * The local stand-in for a queued job's SQS queue and its event source (decision 366): messages wait first in,
 * first out; at most `concurrency` run at once; a run that fails gives its message back, received again after the
 * delay the deployed job would set; after the job's `receives` it goes to the job's on-failure handler, as a dead
 * letter does in AWS. Never rejects: no job outcome can take the gateway down.
 */
export class LocalJobQueue {
  private readonly waiting: Message[] = [];
  private running = 0;
  private delayed = 0;
  /** The most messages that waited at once since the queue was made (the clinic-day benchmark reads it). */
  maxDepth = 0;

  constructor(
    private readonly job: RunnableJob & Required<Pick<JobSpec, "queue">>,
    private readonly deps: JobQueueDeps,
    private readonly concurrency = LOCAL_JOB_CONCURRENCY,
  ) {}

  /** Messages waiting to be received (not those running or given back and not yet visible again). */
  get depth(): number {
    return this.waiting.length;
  }

  /** True while nothing waits, runs or is due back. */
  get idle(): boolean {
    return this.waiting.length === 0 && this.running === 0 && this.delayed === 0;
  }

  send(payload: unknown): void {
    this.enqueue({ payload, receives: 0, requestId: randomUUID() });
  }

  private enqueue(message: Message): void {
    this.waiting.push(message);
    this.maxDepth = Math.max(this.maxDepth, this.waiting.length);
    this.pump();
  }

  private pump(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const message = this.waiting.shift() as Message;
      this.running++;
      void this.receive(message).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async receive(message: Message): Promise<void> {
    message.receives++;
    const { job, deps } = this;
    const outcome = await invoke(job.id, () => deps.load(job), message.payload, job.timeoutSeconds, message.requestId);
    if (outcome.ok) return;
    const maximum = job.queue.receives;
    deps.log(
      `[gateway] job ${job.name} failed (request ${message.requestId}, receive ${message.receives} of ${maximum}): ${describeError(outcome.error)}`,
    );
    if (message.receives >= maximum) {
      await handToOnFailure(job, message.payload, outcome.error, message.receives, message.requestId, deps);
      return;
    }
    const throttled = outcome.error instanceof Error && outcome.error.name === "JobThrottled";
    const delay =
      deps.redeliveryDelayMs?.(message.receives, throttled) ??
      (throttled ? throttledDelayMs(message.receives) : FAILED_RUN_DELAY_MS);
    this.delayed++;
    setTimeout(() => {
      this.delayed--;
      this.enqueue(message);
    }, delay).unref();
  }
}
