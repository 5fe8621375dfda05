import { describe, expect, it } from "vitest";
import { type JobHandler, type LambdaDestinationEvent, runJob } from "#infra/local/job-runner";
import type { JobSpec } from "#lambdas/routes";

const onFailure = { id: "JobFailed", handler: "jobs/job-failed", grants: [] };
const job = (overrides: Partial<JobSpec> = {}): JobSpec => ({
  id: "Work",
  name: "work",
  handler: "jobs/work",
  grants: [],
  timeoutSeconds: 5,
  memoryMb: 128,
  onFailure,
  ...overrides,
});

/** A runner whose handlers are in memory: `work` is the job, `job-failed` records what it is handed. */
function runner(work: JobHandler) {
  const handed: LambdaDestinationEvent[] = [];
  const logged: string[] = [];
  const deps = {
    load: async (spec: { handler: string }): Promise<JobHandler> =>
      spec.handler === "jobs/work" ? work : async (event) => void handed.push(event as LambdaDestinationEvent),
    log: (line: string) => void logged.push(line),
  };
  return { deps, handed, logged };
}

describe("the local job runner", () => {
  it("reports success and calls no failure handler when the job finishes", async () => {
    const { deps, handed } = runner(async () => undefined);

    const outcome = await runJob(job(), { summaryId: "s" }, deps);

    expect(outcome).toEqual({ ok: true });
    expect(handed).toEqual([]);
  });

  it("hands a job that throws synchronously to its on-failure handler", async () => {
    const { deps, handed } = runner(() => {
      throw new TypeError("boom");
    });

    await runJob(job(), { summaryId: "s" }, deps);

    expect(handed[0].responsePayload).toEqual({ errorType: "TypeError", errorMessage: "boom" });
  });

  it("hands a job that rejects to its on-failure handler with the event it was given", async () => {
    const { deps, handed } = runner(async () => Promise.reject(new RangeError("bad")));

    await runJob(job(), { summaryId: "s-9" }, deps);

    expect(handed[0]).toMatchObject({
      version: "1.0",
      requestContext: { condition: "RetriesExhausted", approximateInvokeCount: 1 },
      requestPayload: { summaryId: "s-9" },
      responseContext: { statusCode: 200, functionError: "Unhandled" },
      responsePayload: { errorType: "RangeError", errorMessage: "bad" },
    });
    expect(Number.isNaN(Date.parse(handed[0].timestamp))).toBe(false);
  });

  it("ends a job at its timeout even though the job never settles", async () => {
    const { deps, handed } = runner(() => new Promise(() => undefined));
    const started = Date.now();

    const outcome = await runJob(job({ timeoutSeconds: 0.2 }), {}, deps);

    expect(outcome).toEqual({ ok: false, errorType: "Sandbox.Timedout" });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(handed[0].responsePayload.errorType).toBe("Sandbox.Timedout");
  });

  it("gives the job a context whose remaining time counts down from its timeout", async () => {
    let remaining = 0;
    const { deps } = runner(async (_event, context) => {
      remaining = context.getRemainingTimeInMillis();
    });

    await runJob(job({ timeoutSeconds: 5 }), {}, deps);

    expect(remaining).toBeGreaterThan(4000);
    expect(remaining).toBeLessThanOrEqual(5000);
  });

  it("only logs a failed job that has no on-failure handler", async () => {
    const { deps, logged } = runner(async () => Promise.reject(new Error("Jane Example")));

    const outcome = await runJob(job({ onFailure: undefined }), {}, deps);

    expect(outcome).toEqual({ ok: false, errorType: "Error" });
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toContain("Jane Example");
  });

  it("never rejects, even when the on-failure handler fails too", async () => {
    const { deps, logged } = runner(async () => Promise.reject(new Error("first")));
    const load = deps.load;
    deps.load = async (spec) =>
      spec.handler === "jobs/work" ? load(spec) : async () => Promise.reject(new Error("second"));

    await expect(runJob(job(), {}, deps)).resolves.toEqual({ ok: false, errorType: "Error" });
    expect(logged.some((line) => line.includes("on-failure handler of work failed"))).toBe(true);
  });

  it("treats a job module that fails to load as a failed job", async () => {
    const { deps, handed } = runner(async () => undefined);
    deps.load = async (spec) => {
      if (spec.handler === "jobs/work") throw new SyntaxError("Unexpected token");
      return async (event) => void handed.push(event as LambdaDestinationEvent);
    };

    await runJob(job(), {}, deps);

    expect(handed[0].responsePayload.errorType).toBe("SyntaxError");
  });
});
