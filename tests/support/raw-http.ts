import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  method: string;
  /** Sent byte for byte: no normalising of `..`, no re-encoding (fetch and URL would do both). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

// Every request leaves from its own loopback address (127.0.0.0/8 is all loopback on Linux), so per-address rate
// limits see many clients, as they would in production, and a long matrix is not cut short by 429s.
let sent = 0;
function freshLoopbackAddress(): string {
  const n = ++sent;
  return `127.${Math.floor(n / 64_516) % 256}.${Math.floor(n / 254) % 254}.${1 + (n % 254)}`;
}

/** One HTTP/1.1 request exactly as written, to a server on 127.0.0.1, from a fresh loopback address. */
export function rawRequest(baseUrl: string, request: RawRequest, timeoutMs = 20_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    // A server may answer before the body is all sent (413 for an oversized body) and close the connection: the
    // rest of our write then fails (EPIPE, ECONNRESET). The answer counts; the failed write does not.
    let answered: RawAnswer | undefined;
    const req = http.request(
      {
        host: hostname,
        port,
        method: request.method,
        path: request.path,
        headers: {
          ...(request.body === undefined ? {} : { "content-length": String(Buffer.byteLength(request.body)) }),
          ...request.headers,
        },
        localAddress: freshLoopbackAddress(),
        timeout: timeoutMs,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        answered = { status: res.statusCode ?? 0, headers: res.headers, text: "" };
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          if (answered) answered.text = Buffer.concat(chunks).toString("utf8");
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer in ${timeoutMs} ms: ${request.method} ${request.path}`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      const cutOff = error.code === "EPIPE" || error.code === "ECONNRESET";
      if (answered && cutOff) resolve(answered);
      else reject(error);
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}
