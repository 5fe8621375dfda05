import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One request an AWS JSON-protocol client made: its operation (X-Amz-Target), path, signature and body. */
export interface RecordedCall {
  target: string;
  path: string;
  authorization: string;
  body: Record<string, unknown>;
}

/**
 * An AWS service with no emulator (Transcribe, Translate, SQS), as a local server that records each request and
 * answers from recorded responses: `answer` gives the body for a call. Point a client at `url` (AWS_ENDPOINT_URL or a
 * queue URL on it).
 */
export async function startAwsJsonServer(
  answer: (call: RecordedCall) => unknown,
  contentType = "application/x-amz-json-1.1",
): Promise<{ url: string; calls: RecordedCall[]; close(): Promise<void> }> {
  const calls: RecordedCall[] = [];
  const server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const call = {
      target: String(req.headers["x-amz-target"]),
      path: String(req.url),
      authorization: String(req.headers.authorization),
      body: raw ? JSON.parse(raw) : {},
    };
    calls.push(call);
    res.writeHead(200, { "content-type": contentType });
    res.end(JSON.stringify(answer(call) ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
