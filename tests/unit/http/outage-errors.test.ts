import { ThrottlingException } from "@aws-sdk/client-bedrock-runtime";
import {
  ConditionalCheckFailedException,
  InternalServerError,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  TransactionCanceledException,
} from "@aws-sdk/client-dynamodb";
import { describe, expect, it } from "vitest";
import { SERVICE_BUSY_MESSAGE } from "#contracts/errors";
import { userRoute } from "#http/preset";
import { apiEvent, lambdaContext } from "../../support/events";

/** What a route answers when its store or mail call throws `error`. */
async function answerTo(error: unknown) {
  const handler = userRoute(null, async () => {
    throw error;
  });
  const result = (await handler(apiEvent("get-me.json"), lambdaContext)) as {
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  };
  return { status: result.statusCode, retryAfter: result.headers["retry-after"], body: JSON.parse(result.body) };
}

const $metadata = {};
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:9`), { code });

describe("outages of a dependency answer 503 with Retry-After", () => {
  it.each([
    ["DynamoDB throughput exceeded", new ProvisionedThroughputExceededException({ message: "slow", $metadata })],
    ["DynamoDB request limit exceeded", new RequestLimitExceeded({ message: "slow", $metadata })],
    ["Bedrock throttling", new ThrottlingException({ message: "slow", $metadata })],
    ["an SDK 500", new InternalServerError({ message: "oops", $metadata: { httpStatusCode: 500 } })],
    ["an SDK timeout", Object.assign(new Error("request timed out"), { name: "TimeoutError" })],
    ["a refused connection", socketError("ECONNREFUSED")],
    ["a reset connection", socketError("ECONNRESET")],
    ["a 503 from SES", Object.assign(new Error("Service Unavailable"), { $metadata: { httpStatusCode: 503 } })],
    ["fetch failing to connect", new TypeError("fetch failed", { cause: socketError("ECONNREFUSED") })],
  ])("%s", async (_, error) => {
    const answer = await answerTo(error);

    expect(answer).toEqual({
      status: 503,
      retryAfter: "3",
      body: { error: { code: "unavailable", message: SERVICE_BUSY_MESSAGE } },
    });
  });

  it("treats a transaction cancelled by throttling as an outage", async () => {
    const error = new TransactionCanceledException({
      message: "cancelled",
      $metadata,
      CancellationReasons: [{ Code: "None" }, { Code: "ThrottlingError" }],
    });

    expect((await answerTo(error)).status).toBe(503);
  });

  it("keeps a failed condition a 500: it is a bug in our code, not an outage", async () => {
    const error = new ConditionalCheckFailedException({ message: "The conditional request failed", $metadata });

    const answer = await answerTo(error);

    expect([answer.status, answer.retryAfter]).toEqual([500, undefined]);
  });

  it("keeps a transaction cancelled by a condition a 500", async () => {
    const error = new TransactionCanceledException({
      message: "cancelled",
      $metadata,
      CancellationReasons: [{ Code: "ConditionalCheckFailed" }],
    });

    expect((await answerTo(error)).status).toBe(500);
  });

  it("never shows the dependency's own message", async () => {
    const answer = await answerTo(new ThrottlingException({ message: "arn:aws:bedrock:model/secret", $metadata }));

    expect(JSON.stringify(answer.body)).not.toContain("arn:");
  });
});
