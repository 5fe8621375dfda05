import type { SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { JobThrottled } from "#core/shared/errors";
import { log } from "#core/shared/log";
import { changeVisibility as sqsChangeVisibility } from "./sqs";

/**
 * A queued job's function (decision 366) is invoked by its queue's event source with a batch of one message; the
 * local job runner, tests and `npm run invoke` call it with the job's payload itself, so both shapes are accepted.
 */
export function isQueueEvent(event: unknown): event is SQSEvent {
  const records = (event as Partial<SQSEvent> | undefined)?.Records;
  return Array.isArray(records) && records.length > 0 && records.every((r) => r?.eventSource === "aws:sqs");
}

/** The queue's URL from its ARN (arn:aws:sqs:<region>:<account>:<name>), for the calls the event names no URL for. */
export function queueUrlOf(arn: string): string {
  const [, partition, , region, account, name] = arn.split(":");
  const domain = partition === "aws-cn" ? "amazonaws.com.cn" : "amazonaws.com";
  return `https://sqs.${region}.${domain}/${account}/${name}`;
}

/** Lambda waits about a minute before retrying a failed asynchronous invoke; a queued job's failed run waits as long. */
export const FAILED_RUN_DELAY_SECONDS = 60;
/**
 * Before a throttled job runs again: exponential in the message's receives (30 s, 1, 2, 4 … minutes, at most 15),
 * with jitter, so a spent quota is not hit again at once by every job that met it.
 */
export function throttledDelaySeconds(receives: number, random = Math.random): number {
  const base = Math.min(900, 30 * 2 ** Math.max(0, receives - 1));
  return Math.min(900, Math.round(base * (1 + random() * 0.2)));
}

type ChangeVisibility = (queueUrl: string, receiptHandle: string, seconds: number) => Promise<void>;
const changeVisibility: ChangeVisibility = sqsChangeVisibility;

/**
 * Runs the job once per message. A run that throws reports its message failed, so the queue keeps it, and sets when
 * it is received again: later and later while Bedrock throttles (JobThrottled), after a minute for any other
 * failure. After the queue's maximum receives it goes to the dead-letter queue (the on-failure function's).
 */
export function queuedJob<C>(
  job: (payload: unknown, context?: C) => Promise<void>,
  deps: { changeVisibility: ChangeVisibility } = { changeVisibility },
) {
  return async (event: unknown, context?: C): Promise<SQSBatchResponse | undefined> => {
    if (!isQueueEvent(event)) {
      await job(event, context);
      return undefined;
    }
    const failures: SQSBatchResponse["batchItemFailures"] = [];
    for (const record of event.Records) {
      try {
        await job(JSON.parse(record.body), context);
      } catch (error) {
        failures.push({ itemIdentifier: record.messageId });
        const receives = receivesOf(record);
        const throttled = error instanceof JobThrottled;
        const seconds = throttled ? throttledDelaySeconds(receives) : FAILED_RUN_DELAY_SECONDS;
        log(throttled ? "info" : "warn", "job message given back", {
          queue: record.eventSourceARN.split(":").pop(),
          receives,
          throttled,
          errorType: error instanceof Error ? error.name : "Error",
          retryInSeconds: seconds,
        });
        // If this fails the message is still given back, only after the queue's own visibility timeout.
        await deps
          .changeVisibility(queueUrlOf(record.eventSourceARN), record.receiptHandle, seconds)
          .catch(() => undefined);
      }
    }
    return { batchItemFailures: failures };
  };
}

const receivesOf = (record: SQSRecord) => Number(record.attributes?.ApproximateReceiveCount ?? 1) || 1;

/** What jobs' on-failure functions read: Lambda's on-failure destination record (jobs/*-failed.ts). */
export interface DestinationRecord {
  /** The job's payload as sent; the on-failure function checks each field it reads. */
  requestPayload: Record<string, unknown>;
  requestContext: { condition: "RetriesExhausted"; approximateInvokeCount?: number };
  responseContext: { functionError: "Unhandled" };
}

/**
 * A queued job's on-failure function reads the job's dead-letter queue: each message (the job's payload, which failed
 * every receive) reaches it as the destination record an asynchronous invoke's failure would, so the same handler
 * marks the record failed. A message it cannot handle stays in the dead-letter queue, whose alarm then fires.
 */
export function fromDeadLetters<C>(onFailure: (record: DestinationRecord, context?: C) => Promise<void>) {
  return async (event: unknown, context?: C): Promise<SQSBatchResponse | undefined> => {
    if (!isQueueEvent(event)) {
      await onFailure(event as DestinationRecord, context);
      return undefined;
    }
    const failures: SQSBatchResponse["batchItemFailures"] = [];
    for (const record of event.Records) {
      try {
        await onFailure(
          {
            requestPayload: JSON.parse(record.body) as Record<string, unknown>,
            requestContext: { condition: "RetriesExhausted" },
            responseContext: { functionError: "Unhandled" },
          },
          context,
        );
      } catch {
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}
