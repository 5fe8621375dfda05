import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiEvent, lambdaContext } from "../../support/events";

/**
 * Section 6 of issue 7: a dependency that is down or frozen makes a route answer 503 with Retry-After in a few
 * seconds, not hang until API Gateway gives up. The handler runs in this process with the real SDK client, pointed
 * at a port where nothing listens or at a server that accepts connections and never answers (a frozen DynamoDB).
 */
const opened: Array<{ server: net.Server; sockets: Set<net.Socket> }> = [];

async function close({ server, sockets }: (typeof opened)[number]) {
  for (const socket of sockets) socket.destroy();
  await new Promise((r) => server.close(r));
}

afterEach(async () => {
  for (const listener of opened.splice(0)) await close(listener);
});

async function listen(onConnection: (socket: net.Socket) => void = () => undefined): Promise<number> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    onConnection(socket);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  opened.push({ server, sockets });
  return (server.address() as net.AddressInfo).port;
}

/** A port that was free a moment ago and has nothing listening on it now. */
async function deadPort(): Promise<number> {
  const port = await listen();
  await close(opened.pop() as (typeof opened)[number]);
  return port;
}

/** GET /summaries with its store at `endpoint`, timed. Fresh modules, so the SDK client is built for this endpoint. */
async function listSummariesWithStoreAt(endpoint: string) {
  vi.resetModules();
  Object.assign(process.env, {
    TABLE_NAME: "clearnote-outage",
    DYNAMODB_ENDPOINT: endpoint,
    AWS_REGION: "us-east-1",
    LOG_LEVEL: "silent",
  });
  const { handler } = await import("#lambdas/api/summaries/list");
  const started = Date.now();
  const result = (await handler(apiEvent("get-me.json"), lambdaContext)) as {
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  };
  return { ...result, body: JSON.parse(result.body), seconds: (Date.now() - started) / 1000 };
}

describe("a store outage answers 503 with Retry-After", () => {
  it("when nothing listens on the store's port", async () => {
    const answer = await listSummariesWithStoreAt(`http://127.0.0.1:${await deadPort()}`);

    expect([answer.statusCode, answer.headers["retry-after"], answer.body.error.code]).toEqual([
      503,
      "3",
      "unavailable",
    ]);
    expect(answer.seconds).toBeLessThan(5);
  });

  it("when the store accepts connections and never answers", async () => {
    const port = await listen();

    const answer = await listSummariesWithStoreAt(`http://127.0.0.1:${port}`);

    console.log(`frozen store answered ${answer.statusCode} after ${answer.seconds.toFixed(1)} s`);
    expect([answer.statusCode, answer.headers["retry-after"]]).toEqual([503, "3"]);
    // Three attempts of at most 2 s each, with backoff between them.
    expect(answer.seconds).toBeLessThan(10);
  });

  it("when the store resets every connection", async () => {
    const port = await listen((socket) => socket.resetAndDestroy());

    const answer = await listSummariesWithStoreAt(`http://127.0.0.1:${port}`);

    expect([answer.statusCode, answer.headers["retry-after"]]).toEqual([503, "3"]);
    expect(answer.seconds).toBeLessThan(5);
  });

  it("when the store throttles every request", async () => {
    const port = await listen((socket) =>
      socket.once("data", () => {
        const body = JSON.stringify({
          __type: "com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException",
          message: "The level of configured provisioned throughput for the table was exceeded.",
        });
        socket.end(
          `HTTP/1.1 400 Bad Request\r\ncontent-type: application/x-amz-json-1.0\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
        );
      }),
    );

    const answer = await listSummariesWithStoreAt(`http://127.0.0.1:${port}`);

    expect([answer.statusCode, answer.body.error.message]).toEqual([
      503,
      "The service is busy. Please try again in a moment.",
    ]);
  });
});
