import { randomUUID } from "node:crypto";
import type { Context } from "aws-lambda";
import type { JobSpec } from "#lambdas/routes";
import { describeError } from "./describe-error";
import { functionArn, lambdaContext } from "./lambda-context";

export type JobHandler = (event: unknown, context: Context) => Promise<unknown> | unknown;

/** What Lambda sends to an on-failure destination after an asynchronous invoke fails for good. */
export interface LambdaDestinationEvent {
  version: "1.0";
  timestamp: string;
  requestContext: {
    requestId: string;
    functionArn: string;
    condition: "RetriesExhausted" | "EventAgeExceeded";
    approximateInvokeCount: number;
  };
  requestPayload: unknown;
  responseContext: { statusCode: number; executedVersion: string; functionError: "Unhandled" };
  responsePayload: { errorType: string; errorMessage: string };
}

export interface JobRunnerDeps {
  load(spec: { handler: string }): Promise<JobHandler>;
  log(line: string): void;
  /** The wait before retry `attempt` (1-based); by default Lambda's (about one minute, then two). */
  retryDelayMs?(attempt: number): number;
}

/** Lambda waits about a minute before the first retry of an asynchronous invoke and two before the second. */
const lambdaRetryDelayMs = (attempt: number) => attempt * 60_000;

/** What runJob needs of a job or event handler: its handler, timeout, retries and on-failure handler. */
export type RunnableJob = Pick<JobSpec, "id" | "handler" | "timeoutSeconds" | "retryAttempts" | "onFailure"> & {
  name: string;
};

/** The failure handler has no timeout of its own in the spec; the CDK default for functions is 10 s. */
const ON_FAILURE_TIMEOUT_SECONDS = 10;

class TaskTimedOut extends Error {
  override name = "Sandbox.Timedout";
}

/**
 * Runs `handler` like one Lambda invocation: it fails if it throws, rejects or passes its timeout. The handler
 * cannot be stopped in-process, so a timed-out run keeps going, but its outcome no longer counts (in AWS the
 * sandbox would be killed).
 */
export async function invoke(
  name: string,
  handler: () => Promise<JobHandler>,
  event: unknown,
  timeoutSeconds: number,
  requestId: string,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new TaskTimedOut(`Task timed out after ${timeoutSeconds.toFixed(2)} seconds`)),
      timeoutSeconds * 1000,
    );
    timer.unref();
  });
  const run = handler().then((fn) => fn(event, lambdaContext(name, requestId, timeoutSeconds * 1000)));
  try {
    await Promise.race([run, timedOut]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The local half of an asynchronous Lambda invoke: run the job with its timeout, retry it as Lambda would
 * (`retryAttempts` more runs, waiting between them), and when every run failed hand the failure to the job's
 * on-failure handler with the payload Lambda would send. Never rejects: no job outcome can take the gateway down.
 */
export async function runJob(
  job: RunnableJob,
  payload: unknown,
  deps: JobRunnerDeps,
): Promise<{ ok: true } | { ok: false; errorType: string }> {
  const requestId = randomUUID();
  const attempts = 1 + Math.max(0, job.retryAttempts ?? 0);
  let outcome: Awaited<ReturnType<typeof invoke>> = { ok: true };
  let attempt = 0;
  while (attempt < attempts) {
    if (attempt > 0) {
      const wait = (deps.retryDelayMs ?? lambdaRetryDelayMs)(attempt);
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
    }
    attempt++;
    outcome = await invoke(job.id, () => deps.load(job), payload, job.timeoutSeconds, requestId);
    if (outcome.ok) return outcome;
    deps.log(
      `[gateway] job ${job.name} failed (request ${requestId}, attempt ${attempt} of ${attempts}): ${describeError(outcome.error)}`,
    );
  }

  return handToOnFailure(job, payload, (outcome as { ok: false; error: unknown }).error, attempts, requestId, deps);
}

/**
 * A job that failed for good: its on-failure handler gets the record Lambda's on-failure destination would send (a
 * queued job's dead letter reaches it in the same shape, lambdas/adapters/jobs/queue-events.ts).
 */
export async function handToOnFailure(
  job: RunnableJob,
  payload: unknown,
  error: unknown,
  attempts: number,
  requestId: string,
  deps: JobRunnerDeps,
): Promise<{ ok: false; errorType: string }> {
  const errorType = error instanceof Error ? error.name : "Error";
  const onFailure = job.onFailure;
  if (!onFailure) return { ok: false, errorType };

  const destination: LambdaDestinationEvent = {
    version: "1.0",
    timestamp: new Date().toISOString(),
    requestContext: {
      requestId,
      functionArn: `${functionArn(job.id)}:$LATEST`,
      condition: "RetriesExhausted",
      approximateInvokeCount: attempts,
    },
    requestPayload: payload,
    responseContext: { statusCode: 200, executedVersion: "$LATEST", functionError: "Unhandled" },
    responsePayload: {
      errorType,
      errorMessage: error instanceof Error ? error.message : String(error),
    },
  };
  const handled = await invoke(
    onFailure.id,
    () => deps.load(onFailure),
    destination,
    ON_FAILURE_TIMEOUT_SECONDS,
    randomUUID(),
  );
  if (!handled.ok) {
    deps.log(
      `[gateway] on-failure handler of ${job.name} failed (request ${requestId}): ${describeError(handled.error)}`,
    );
  }
  return { ok: false, errorType };
}
