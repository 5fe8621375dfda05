import type { SQSEvent } from "aws-lambda";
import { describe, expect, it } from "vitest";
import {
  FAILED_RUN_DELAY_SECONDS,
  fromDeadLetters,
  queuedJob,
  queueUrlOf,
  throttledDelaySeconds,
} from "#adapters/jobs/queue-events";
import { JobThrottled } from "#core/shared/errors";

const QUEUE_ARN = "arn:aws:sqs:us-east-1:111122223333:clearnote-dev-Api-SummarizeDocuments-queue";
const PAYLOAD = { sub: "user-1", summaryId: "01SUMMARY" };

/** The event an SQS event source mapping sends with batch size 1 (recorded shape, fields the wrapper reads). */
const messageEvent = (receives = 1): SQSEvent =>
  ({
    Records: [
      {
        messageId: "m-1",
        receiptHandle: "handle-1",
        body: JSON.stringify(PAYLOAD),
        attributes: { ApproximateReceiveCount: String(receives) },
        eventSource: "aws:sqs",
        eventSourceARN: QUEUE_ARN,
        awsRegion: "us-east-1",
      },
    ],
  }) as unknown as SQSEvent;

function recorder() {
  const calls: Array<{ queueUrl: string; receiptHandle: string; seconds: number }> = [];
  return {
    calls,
    changeVisibility: async (queueUrl: string, receiptHandle: string, seconds: number) => {
      calls.push({ queueUrl, receiptHandle, seconds });
    },
  };
}

describe("a queued job's function", () => {
  it("runs the job with the message's payload and reports nothing failed", async () => {
    const seen: unknown[] = [];
    const handler = queuedJob(async (payload) => {
      seen.push(payload);
    }, recorder());

    const response = await handler(messageEvent());

    expect(seen).toEqual([PAYLOAD]);
    expect(response).toEqual({ batchItemFailures: [] });
  });

  it("gives a failed run's message back, to be received again after a minute", async () => {
    const visibility = recorder();
    const handler = queuedJob(async () => {
      throw new Error("crashed");
    }, visibility);

    const response = await handler(messageEvent());

    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: "m-1" }] });
    expect(visibility.calls).toEqual([
      {
        queueUrl: "https://sqs.us-east-1.amazonaws.com/111122223333/clearnote-dev-Api-SummarizeDocuments-queue",
        receiptHandle: "handle-1",
        seconds: FAILED_RUN_DELAY_SECONDS,
      },
    ]);
  });

  it("gives a throttled run's message back later the more often it was received", async () => {
    const visibility = recorder();
    const handler = queuedJob(async () => {
      throw new JobThrottled();
    }, visibility);

    await handler(messageEvent(1));
    await handler(messageEvent(3));

    const [first, third] = visibility.calls.map((c) => c.seconds);
    expect(first).toBeGreaterThanOrEqual(30);
    expect(third).toBeGreaterThanOrEqual(120);
  });

  it("still reports the message failed when its visibility cannot be changed", async () => {
    const handler = queuedJob(
      async () => {
        throw new JobThrottled();
      },
      { changeVisibility: async () => Promise.reject(new Error("SQS down")) },
    );

    expect(await handler(messageEvent())).toEqual({ batchItemFailures: [{ itemIdentifier: "m-1" }] });
  });

  it("runs a payload given directly (the local job runner, npm run invoke) as before", async () => {
    const seen: unknown[] = [];
    const handler = queuedJob(async (payload) => {
      seen.push(payload);
    }, recorder());

    await handler(PAYLOAD);

    expect(seen).toEqual([PAYLOAD]);
  });
});

describe("the throttled job's backoff", () => {
  it("doubles from 30 seconds and never exceeds 15 minutes", () => {
    const noJitter = () => 0;

    expect([1, 2, 3, 4, 10].map((n) => throttledDelaySeconds(n, noJitter))).toEqual([30, 60, 120, 240, 900]);
    expect(throttledDelaySeconds(10, () => 0.99)).toBe(900);
  });
});

describe("a queued job's on-failure function", () => {
  it("reads each dead letter as the destination record of a job that failed every attempt", async () => {
    const seen: unknown[] = [];
    const handler = fromDeadLetters(async (record) => {
      seen.push(record);
    });

    await handler(messageEvent(5));

    expect(seen).toEqual([
      {
        requestPayload: PAYLOAD,
        requestContext: { condition: "RetriesExhausted" },
        responseContext: { functionError: "Unhandled" },
      },
    ]);
  });

  it("leaves a dead letter it could not handle in the queue", async () => {
    const handler = fromDeadLetters(async () => {
      throw new Error("table down");
    });

    expect(await handler(messageEvent())).toEqual({ batchItemFailures: [{ itemIdentifier: "m-1" }] });
  });
});

describe("a queue's URL", () => {
  it("is made from its ARN, in the China partition too", () => {
    expect(queueUrlOf("arn:aws-cn:sqs:cn-north-1:111122223333:q")).toBe(
      "https://sqs.cn-north-1.amazonaws.com.cn/111122223333/q",
    );
  });
});
