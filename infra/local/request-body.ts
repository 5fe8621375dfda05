import type http from "node:http";

/** API Gateway refuses large payloads before the function runs; locally the same happens at this size by default. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {
  override name = "BodyTooLarge";
}

/** The client went away before sending the whole body (a tab navigating away, a load tool stopping). */
export class BodyAborted extends Error {
  override name = "BodyAborted";
}

/** True when the declared Content-Length alone is over the limit, so nothing needs to be read to refuse it. */
export function declaredTooLarge(req: http.IncomingMessage, limit: number): boolean {
  const declared = Number(req.headers["content-length"]);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * Reads the body as UTF-8, refusing as soon as the bytes received pass `limit` (chunked bodies declare no length),
 * so a 100 MB body is never held in memory. Rejects with BodyTooLarge or BodyAborted; never with anything else.
 */
export function readBody(req: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (outcome: () => void) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onGone);
      req.off("close", onGone);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        // Stop buffering; whatever else arrives is discarded by the server once the 413 is answered.
        chunks.length = 0;
        finish(() => reject(new BodyTooLarge(`Body passed ${limit} bytes`)));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(() => resolve(Buffer.concat(chunks).toString("utf8")));
    const onGone = () => finish(() => reject(new BodyAborted("The client closed the connection")));
    if (req.readableEnded) return resolve("");
    if (req.destroyed) return reject(new BodyAborted("The client closed the connection"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onGone);
    req.on("close", onGone);
  });
}
