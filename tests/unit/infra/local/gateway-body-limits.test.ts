import { describe, expect, it } from "vitest";
import { liveFixtureGateway, rawExchange, statusOf } from "./support/fixture-gateway";

const MB = 1024 * 1024;

/** Bodies over the limit (1 MB, or the route's maxBodyBytes) are refused with 413 before they are read whole. */
describe("request body limits in the local gateway", () => {
  const gateway = liveFixtureGateway();

  it("answers 413 from the Content-Length alone, without waiting for the body", async () => {
    const response = await rawExchange(gateway().url, (socket) => {
      socket.write(
        ["POST /api/echo/1 HTTP/1.1", "Host: 127.0.0.1", `Content-Length: ${100 * MB}`, "", ""].join("\r\n"),
      );
    });

    expect(statusOf(response)).toBe(413);
    expect(response).toContain('{"message":"Request Entity Too Large"}');
    expect(gateway().alive()).toBe(true);
  });

  it("answers 413 as soon as a chunked body passes the limit, long before it ends", async () => {
    let sent = 0;
    let answered = false;
    const response = await rawExchange(
      gateway().url,
      async (socket) => {
        socket.once("data", () => {
          answered = true;
        });
        socket.write(
          ["POST /api/echo/1 HTTP/1.1", "Host: 127.0.0.1", "Transfer-Encoding: chunked", "", ""].join("\r\n"),
        );
        const chunk = Buffer.alloc(64 * 1024, "a");
        // Up to 100 MB, in steps, stopping when the gateway answers; the body is never finished.
        while (!answered && !socket.destroyed && sent < 100 * MB) {
          socket.write(`${chunk.length.toString(16)}\r\n`);
          socket.write(chunk);
          socket.write("\r\n");
          sent += chunk.length;
          await new Promise((r) => setTimeout(r, 2));
        }
      },
      10_000,
    );

    expect(statusOf(response)).toBe(413);
    expect(sent).toBeLessThan(10 * MB);
    expect(gateway().alive()).toBe(true);
  });

  it("applies a route's own smaller limit", async () => {
    const response = await fetch(`${gateway().apiUrl}/small`, { method: "POST", body: "a".repeat(2048) });

    expect(response.status).toBe(413);
  });

  it("passes a body within the route's limit to the handler whole", async () => {
    const response = await fetch(`${gateway().apiUrl}/small`, { method: "POST", body: "a".repeat(1000) });

    expect(response.status).toBe(200);
    expect((await response.json()).bodyLength).toBe(1000);
  });

  it("passes a body just under the default limit to the handler whole", async () => {
    const response = await fetch(`${gateway().apiUrl}/echo/1`, { method: "POST", body: "a".repeat(MB - 1) });

    expect(response.status).toBe(200);
    expect((await response.json()).bodyLength).toBe(MB - 1);
  });

  it("answers 413 to a fetch whose body is over the default limit", async () => {
    const response = await fetch(`${gateway().apiUrl}/echo/1`, { method: "POST", body: "a".repeat(MB + 1) });

    expect(response.status).toBe(413);
  });
});
