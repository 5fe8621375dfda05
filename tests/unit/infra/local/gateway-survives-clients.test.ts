import { describe, expect, it } from "vitest";
import { eventually, liveFixtureGateway, rawExchange } from "./support/fixture-gateway";

/** Whatever a client or a handler does, the local gateway keeps serving (it used to stop the whole local stack). */
describe("the local gateway survives its clients and handlers", () => {
  const gateway = liveFixtureGateway();

  const stillServing = async () => {
    const health = await fetch(`${gateway().url}/__health`);
    return gateway().alive() && health.status === 200;
  };

  const sendHalfABody = (path: string, headers: string[] = []) =>
    rawExchange(gateway().url, (socket) => {
      socket.write(
        [
          `POST ${path} HTTP/1.1`,
          "Host: 127.0.0.1",
          "Content-Type: application/json",
          "Content-Length: 1000",
          ...headers,
        ]
          .concat("", '{"message":"half')
          .join("\r\n"),
      );
      setTimeout(() => socket.destroy(), 100);
    });

  it("keeps serving after a client disconnects halfway through a public request's body", async () => {
    await sendHalfABody("/api/echo/1");

    expect(await stillServing()).toBe(true);
  });

  it("keeps serving after a client disconnects halfway through a body sent after a valid token", async () => {
    await sendHalfABody("/api/private/1", [`Authorization: Bearer ${gateway().token}`]);

    expect(await stillServing()).toBe(true);
  });

  it("answers an invalid percent-encoding in a path with a 400 JSON error", async () => {
    const response = await fetch(`${gateway().apiUrl}/echo/%E0%A4%A`, { method: "POST", body: "{}" });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Bad Request" });
    expect(await stillServing()).toBe(true);
  });

  it("decodes valid percent-encoding in path values as API Gateway does", async () => {
    const response = await fetch(`${gateway().apiUrl}/echo/a%20b`, { method: "POST", body: "{}" });

    expect((await response.json()).pathParameters).toEqual({ id: "a b" });
  });

  it("logs a promise a handler left rejecting, without its message, and keeps serving", async () => {
    const response = await fetch(`${gateway().apiUrl}/stray-rejection`);

    expect(response.status).toBe(200);
    expect(await eventually(() => gateway().stderr().includes("unhandled rejection"))).toBe(true);
    expect(gateway().stderr()).not.toContain("Jane Example");
    expect(await stillServing()).toBe(true);
  });

  it("logs an exception a handler's timer threw, without its message, and keeps serving", async () => {
    const response = await fetch(`${gateway().apiUrl}/stray-throw`);

    expect(response.status).toBe(200);
    expect(await eventually(() => gateway().stderr().includes("uncaught exception"))).toBe(true);
    expect(gateway().stderr()).not.toContain("Jane Example");
    expect(await stillServing()).toBe(true);
  });
});
