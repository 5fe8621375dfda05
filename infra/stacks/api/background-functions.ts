import { Duration } from "aws-cdk-lib";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as events from "aws-cdk-lib/aws-events";
import * as eventTargets from "aws-cdk-lib/aws-events-targets";
import type * as kms from "aws-cdk-lib/aws-kms";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { LambdaDestination } from "aws-cdk-lib/aws-lambda-destinations";
import { SqsDlq } from "aws-cdk-lib/aws-lambda-event-sources";
import * as sqs from "aws-cdk-lib/aws-sqs";
import { DEADLINE_MARGIN_SECONDS, JOB_QUEUE_WAIT_SECONDS, SUMMARIZE_TIMEOUT_SECONDS } from "#core/summaries/status";
import type { EventHandlerSpec, JobSpec, StreamHandlerSpec } from "#lambdas/routes";
import type { AppFunction } from "../../constructs/app-function";
import { type ApiFunctions, addFunction } from "./api-functions";

/**
 * Asynchronous jobs get one retry, and an event older than the record's deadline (the job's timeout plus a margin,
 * core/summaries/status.ts) is not started at all: past the deadline reads already show the record failed, so the
 * on-failure handler marks it so instead of a late run doing work nobody waits for.
 */
export const JOB_RETRY_ATTEMPTS = 1;
export const JOB_MAX_EVENT_AGE = Duration.seconds(SUMMARIZE_TIMEOUT_SECONDS + DEADLINE_MARGIN_SECONDS);

/**
 * AWS's guidance for a queue a Lambda function reads: a visibility timeout of at least six times the function's
 * timeout, so a message is not received again while a run (and the event source's own retries of a throttled
 * invoke) may still be working on it.
 */
export const JOB_QUEUE_VISIBILITY_TIMEOUTS = 6;
/**
 * How long a message may wait in line. The busiest hour drains within it when the concurrency is sized to the quota
 * (docs/scale.md); a message older is dropped by SQS, and its record reads failed by its waiting deadline
 * (core/summaries/status.ts, core/transcriptions/status.ts).
 */
export const JOB_QUEUE_RETENTION = Duration.seconds(JOB_QUEUE_WAIT_SECONDS);

/** A background job, which routes and other functions start by name (the jobs:* grants). */
export function createJob(api: ApiFunctions, job: JobSpec): void {
  if (job.queue) {
    createQueuedJob(api, job, job.queue.receives);
    return;
  }
  const fn = addFunction(api, job.id, {
    handler: job.handler,
    grants: job.grants,
    timeoutSeconds: job.timeoutSeconds,
    memoryMb: job.memoryMb,
    description: `Background job ${job.name}`,
    invocation: "async",
  });
  api.resources.jobFunctions.set(job.name, fn.fn);
  boundAsyncInvocations(api, job, fn);
}

/**
 * A job that waits in line (decision 366): an SQS queue (encrypted with the data key, TLS only) whose event source
 * runs the function one message at a time, at most the job's concurrency at once; a failed run reports its message
 * as failed and it is received again after the visibility timeout (or sooner, when the job gave it back with a
 * shorter one); after `receives` receives it moves to the function's dead-letter queue, which the on-failure function
 * reads.
 */
function createQueuedJob(api: ApiFunctions, job: JobSpec, receives: number): void {
  const concurrency = api.resources.jobQueueConcurrency[job.name];
  if (concurrency === undefined) throw new Error(`cdk.json jobQueueConcurrency names no concurrency for ${job.name}`);
  const fn = addFunction(api, job.id, {
    handler: job.handler,
    grants: job.grants,
    timeoutSeconds: job.timeoutSeconds,
    memoryMb: job.memoryMb,
    description: `Background job ${job.name}`,
    invocation: "queue",
    reservedConcurrency: concurrency,
  });
  const deadLetters = fn.deadLetterQueue;
  if (!deadLetters) throw new Error(`${job.id} has no dead-letter queue`);
  fn.jobQueueName = `${fn.functionName}-queue`;
  const queue = new sqs.Queue(api.stack, `${job.id}Queue`, {
    queueName: fn.jobQueueName,
    encryption: sqs.QueueEncryption.KMS,
    encryptionMasterKey: api.resources.dataKey,
    enforceSSL: true,
    visibilityTimeout: Duration.seconds(JOB_QUEUE_VISIBILITY_TIMEOUTS * job.timeoutSeconds),
    retentionPeriod: JOB_QUEUE_RETENTION,
    deadLetterQueue: { queue: deadLetters, maxReceiveCount: receives },
  });
  api.resources.jobFunctions.set(job.name, fn.fn);
  api.resources.jobQueues.set(job.name, queue);
  fn.allowQueueConsume(queue.queueArn, api.resources.dataKey);
  const mapping = new lambda.EventSourceMapping(api.stack, `${job.id}Mapping`, {
    target: fn.fn,
    eventSourceArn: queue.queueArn,
    batchSize: 1,
    reportBatchItemFailures: true,
    maxConcurrency: concurrency,
  });
  // The mapping needs the policy in place before it starts polling.
  mapping.node.addDependency(fn);

  if (!job.onFailure) return;
  const failed = addFunction(api, job.onFailure.id, {
    handler: job.onFailure.handler,
    grants: job.onFailure.grants,
    description: `On failure of background job ${job.name}`,
    invocation: "async",
  });
  failed.allowQueueConsume(deadLetters.queueArn, api.resources.dataKey);
  const failures = new lambda.EventSourceMapping(api.stack, `${job.onFailure.id}Mapping`, {
    target: failed.fn,
    eventSourceArn: deadLetters.queueArn,
    batchSize: 1,
    reportBatchItemFailures: true,
  });
  failures.node.addDependency(failed);
}

/**
 * An EventBridge rule on the default bus (where AWS services put their events) invoking the function. EventBridge
 * invokes asynchronously: Lambda retries `retryAttempts` times, then the on-failure function marks the record
 * failed (and the event also lands in the function's dead-letter queue).
 */
export function createEventHandler(api: ApiFunctions, spec: EventHandlerSpec): void {
  const fn = addFunction(api, spec.id, {
    handler: spec.handler,
    grants: spec.grants,
    timeoutSeconds: spec.timeoutSeconds,
    memoryMb: spec.memoryMb,
    description: `On ${spec.pattern.detailType.join(", ")} (${spec.pattern.source.join(", ")})`,
    invocation: "async",
  });
  boundAsyncInvocations(api, spec, fn, spec.retryAttempts);
  new events.Rule(api.stack, `${spec.id}Rule`, {
    description: `${spec.pattern.detailType.join(", ")} to ${spec.name}`,
    eventPattern: { source: spec.pattern.source, detailType: spec.pattern.detailType, detail: spec.pattern.detail },
    targets: [new eventTargets.LambdaFunction(fn.fn, { retryAttempts: 8, maxEventAge: Duration.hours(2) })],
  });
}

/** A function the table's stream invokes for the events it names, in batches, with failed batches to its DLQ. */
export function createStreamHandler(
  api: ApiFunctions,
  spec: StreamHandlerSpec,
  table: dynamodb.ITableV2,
  dataKey: kms.IKey,
): void {
  const streamArn = table.tableStreamArn;
  if (!streamArn) throw new Error("The table must have a stream for stream handlers");
  const fn = addFunction(api, spec.id, {
    handler: spec.handler,
    grants: spec.grants,
    description: `Table stream: ${spec.eventNames.join(", ")}`,
    invocation: "async",
  });
  fn.allowStreamRead(streamArn, dataKey);
  const mapping = new lambda.EventSourceMapping(api.stack, `${spec.id}Mapping`, {
    target: fn.fn,
    eventSourceArn: streamArn,
    startingPosition: lambda.StartingPosition.TRIM_HORIZON,
    batchSize: 25,
    bisectBatchOnError: true,
    retryAttempts: 5,
    onFailure: fn.deadLetterQueue ? new SqsDlq(fn.deadLetterQueue) : undefined,
    filters: [lambda.FilterCriteria.filter({ eventName: lambda.FilterRule.or(...spec.eventNames) })],
  });
  // The mapping needs the policy in place before it starts polling.
  mapping.node.addDependency(fn);
}

/**
 * A bounded number of attempts and a maximum event age for every job, and, where the job names one, an on-failure
 * function that Lambda invokes with the failed invocation's record (it marks the job's record failed).
 */
function boundAsyncInvocations(
  api: ApiFunctions,
  job: Pick<JobSpec, "name" | "onFailure">,
  fn: AppFunction,
  retryAttempts = JOB_RETRY_ATTEMPTS,
): void {
  let onFailure: LambdaDestination | undefined;
  if (job.onFailure) {
    const failed = addFunction(api, job.onFailure.id, {
      handler: job.onFailure.handler,
      grants: job.onFailure.grants,
      description: `On failure of background job ${job.name}`,
      invocation: "async",
    });
    onFailure = new LambdaDestination(failed.fn);
    // The destination is invoked with the job's own role; its policy is managed, so the grant is explicit here.
    fn.allowInvoke(failed.fn);
  }
  fn.fn.configureAsyncInvoke({ retryAttempts, maxEventAge: JOB_MAX_EVENT_AGE, onFailure });
}
