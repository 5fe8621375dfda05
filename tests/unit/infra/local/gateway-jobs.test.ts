import { describe, expect, it } from "vitest";
import { eventually, liveFixtureGateway } from "./support/fixture-gateway";

const JOB_SECRET_HEADER = "x-clearnote-job-secret";

/**
 * Starting a job is Lambda's async invoke, which only our own functions may do. Locally it is a second, internal
 * listener that wants the gateway's per-process secret: a web page (which can POST anywhere with no-cors) cannot.
 */
describe("the local gateway's job endpoint", () => {
  const gateway = liveFixtureGateway();

  const startJob = (name: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${gateway().jobs.url}/${name}`, { method: "POST", headers, body });

  it("is not on the public listener", async () => {
    const response = await fetch(`${gateway().url}/__jobs/record`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "https://attacker.example" },
      body: JSON.stringify({ summaryId: "x" }),
    });

    expect(response.status).toBe(404);
    await new Promise((r) => setTimeout(r, 200));
    expect(gateway().recorded("runs")).toEqual([]);
  });

  it("refuses a call without the secret and runs nothing", async () => {
    const response = await startJob("record", JSON.stringify({ summaryId: "x" }), { "content-type": "text/plain" });

    expect(response.status).toBe(403);
    await new Promise((r) => setTimeout(r, 200));
    expect(gateway().recorded("runs")).toEqual([]);
  });

  it("refuses a call with a wrong secret", async () => {
    const response = await startJob("record", "{}", { [JOB_SECRET_HEADER]: "x".repeat(gateway().jobs.secret.length) });

    expect(response.status).toBe(403);
  });

  it("gives a web page's preflight no CORS permission", async () => {
    const response = await fetch(`${gateway().jobs.url}/record`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });

    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers a body that is not JSON with 400 and keeps serving", async () => {
    const response = await startJob("record", "not json{", { [JOB_SECRET_HEADER]: gateway().jobs.secret });

    expect(response.status).toBe(400);
    expect(gateway().alive()).toBe(true);
    expect((await fetch(`${gateway().url}/__health`)).status).toBe(200);
  });

  it("runs the job in the background with the secret and the event it was given", async () => {
    const response = await startJob("record", JSON.stringify({ summaryId: "s-1" }), {
      [JOB_SECRET_HEADER]: gateway().jobs.secret,
    });

    expect(response.status).toBe(202);
    expect(await eventually(() => gateway().recorded("runs").length > 0)).toBe(true);
    expect(gateway().recorded("runs")).toContainEqual({ summaryId: "s-1" });
  });

  it("hands a failed job to its on-failure handler with the Lambda destination payload", async () => {
    await startJob("fails", JSON.stringify({ summaryId: "s-2" }), { [JOB_SECRET_HEADER]: gateway().jobs.secret });

    expect(
      await eventually(() =>
        gateway()
          .recorded("failures")
          .some((f) => f.requestPayload.summaryId === "s-2"),
      ),
    ).toBe(true);
    const failure = gateway()
      .recorded("failures")
      .find((f) => f.requestPayload.summaryId === "s-2");
    expect(failure).toMatchObject({
      version: "1.0",
      requestContext: { condition: "RetriesExhausted", approximateInvokeCount: 1 },
      requestPayload: { summaryId: "s-2" },
      responseContext: { statusCode: 200, functionError: "Unhandled" },
      responsePayload: { errorType: "Error", errorMessage: "Could not read the scan of Jane Example" },
    });
    expect(failure?.requestContext.functionArn).toContain("function:Fails");
  });

  it("logs a failed job without its error message", async () => {
    await startJob("fails", JSON.stringify({ summaryId: "s-3" }), { [JOB_SECRET_HEADER]: gateway().jobs.secret });

    expect(await eventually(() => gateway().stderr().includes("job fails failed"))).toBe(true);
    expect(gateway().stderr()).not.toContain("Jane Example");
  });

  it("ends a job that passes its timeout and hands it to the on-failure handler", async () => {
    await startJob("hangs", JSON.stringify({ summaryId: "s-4" }), { [JOB_SECRET_HEADER]: gateway().jobs.secret });

    const handed = () =>
      gateway()
        .recorded("failures")
        .find((f) => f.requestPayload.summaryId === "s-4");
    expect(await eventually(() => handed() !== undefined, 5000)).toBe(true);
    expect(handed()?.responsePayload).toEqual({
      errorType: "Sandbox.Timedout",
      errorMessage: "Task timed out after 1.00 seconds",
    });
  });
});
