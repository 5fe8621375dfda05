import type http from "node:http";
import { describeError } from "./describe-error";

/** Answers a request: once, and never after the client has gone. */
export type Reply = (status: number, body: string, headers?: Record<string, string>) => void;

export const JSON_HEADERS = { "content-type": "application/json" };
export const message = (text: string) => JSON.stringify({ message: text });

export const tooLarge = (reply: Reply) =>
  reply(413, message("Request Entity Too Large"), { ...JSON_HEADERS, connection: "close" });

/**
 * Every request, whatever happens to it, ends here: the handler's errors become a 500, a client that disconnects
 * is let go, and nothing escapes to the process (an escaped error used to stop the whole local stack).
 */
export function guarded(
  log: (line: string) => void,
  name: string,
  handle: (req: http.IncomingMessage, reply: Reply) => Promise<void>,
  corsFor: (req: http.IncomingMessage) => Record<string, string> = () => ({}),
) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    // A client that goes away mid-request makes these emit; with no listener that error would be uncaught.
    req.on("error", () => undefined);
    res.on("error", () => undefined);
    const reply: Reply = (status, body, headers = {}) => {
      if (res.headersSent || res.destroyed) return;
      if (req.complete) {
        res.writeHead(status, { ...corsFor(req), ...headers });
        res.end(body);
        return;
      }
      // Its length is sent, so the client has the whole answer before the response ends.
      res.writeHead(status, { ...corsFor(req), ...headers, "content-length": String(Buffer.byteLength(body)) });
      answerBeforeBody(req, res, body);
    };
    handle(req, reply).catch((error: unknown) => {
      log(`[gateway] ${name} ${req.method} failed: ${describeError(error)}`);
      if (!res.headersSent) reply(500, message("Internal Server Error"), JSON_HEADERS);
      else res.destroy();
    });
  };
}

/** After an early answer, at most this much of the unread body is read (and thrown away), for at most this long. */
const MAX_DISCARD_BYTES = 16 * 1024 * 1024;
const DISCARD_MS = 5_000;
/** A client that stops sending once it has the answer is let go after this much quiet. */
const DISCARD_IDLE_MS = 500;

/**
 * An answer given before the body was read (413, 401, 429): it is sent whole at once, but the response ends only
 * when the rest of the body has been read and thrown away, never kept (a lingering close, bounded in bytes, time
 * and quiet). Closing a socket with unread data makes the kernel reset it, and a client still writing its body
 * would see the reset (EPIPE) instead of the answer it already had on the wire.
 */
function answerBeforeBody(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
  res.write(body);
  let discarded = 0;
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARD_BYTES) return cut();
    idle.refresh();
  };
  const stop = () => {
    clearTimeout(limit);
    clearTimeout(idle);
    req.off("data", onData);
    req.off("end", finish);
    req.off("close", finish);
  };
  const finish = () => {
    stop();
    res.end();
  };
  const cut = () => {
    stop();
    res.end();
    req.socket.destroy();
  };
  const limit = setTimeout(cut, DISCARD_MS);
  const idle = setTimeout(cut, DISCARD_IDLE_MS);
  limit.unref();
  idle.unref();
  req.on("data", onData);
  req.on("end", finish);
  req.on("close", finish);
  req.resume();
}
