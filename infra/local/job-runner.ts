import { randomUUID } from "node:crypto";
import type { Context } from "aws-lambda";
import type { JobSpec } from "../../lambdas/routes";
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
}

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
async function invoke(
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
 * The local half of an asynchronous Lambda invoke: run the job once with its timeout, and when it fails hand the
 * failure to the job's on-failure handler with the payload Lambda would send. Never rejects: no job outcome can
 * take the gateway down. Local runs make one attempt (the retry count is the deployed function's setting).
 */
export async function runJob(
  job: JobSpec,
  payload: unknown,
  deps: JobRunnerDeps,
): Promise<{ ok: true } | { ok: false; errorType: string }> {
  const requestId = randomUUID();
  const outcome = await invoke(job.id, () => deps.load(job), payload, job.timeoutSeconds, requestId);
  if (outcome.ok) return outcome;

  const error = outcome.error;
  const errorType = error instanceof Error ? error.name : "Error";
  deps.log(`[gateway] job ${job.name} failed (request ${requestId}): ${describeError(error)}`);
  const onFailure = job.onFailure;
  if (!onFailure) return { ok: false, errorType };

  const destination: LambdaDestinationEvent = {
    version: "1.0",
    timestamp: new Date().toISOString(),
    requestContext: {
      requestId,
      functionArn: `${functionArn(job.id)}:$LATEST`,
      condition: "RetriesExhausted",
      approximateInvokeCount: 1,
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
