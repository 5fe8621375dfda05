import type { SQSClient } from "@aws-sdk/client-sqs";
import { config } from "#lambdas/config";
import { sdkOptions } from "../sdk-options";

/**
 * The two Amazon SQS calls the job queues need (decision 366). The client module loads on first use, not at import
 * (cold start budget); the local stack never calls it (its job runner keeps the line).
 */
let sqs: Promise<{ sdk: typeof import("@aws-sdk/client-sqs"); client: SQSClient }> | undefined;

function client() {
  sqs ??= import("@aws-sdk/client-sqs").then((sdk) => ({
    sdk,
    client: new sdk.SQSClient({ region: config().AWS_REGION, ...sdkOptions("data") }),
  }));
  return sqs;
}

/** Puts a job's payload in line on its queue. */
export async function sendMessage(queueUrl: string, body: string): Promise<void> {
  const { sdk, client: queue } = await client();
  await queue.send(new sdk.SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body }));
}

/** Gives a message back to its queue after `seconds` (a failed or throttled run). */
export async function changeVisibility(queueUrl: string, receiptHandle: string, seconds: number): Promise<void> {
  const { sdk, client: queue } = await client();
  await queue.send(
    new sdk.ChangeMessageVisibilityCommand({
      QueueUrl: queueUrl,
      ReceiptHandle: receiptHandle,
      VisibilityTimeout: seconds,
    }),
  );
}
