import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotFound } from "#core/shared/errors";
import { log, logsRequestId, withRequestId } from "#core/shared/log";
import { publicRoute } from "#http/preset";
import { resetConfigForTests } from "#lambdas/config";
import { apiEvent, lambdaContext } from "../../../support/events";

/** Captures what the logger writes to stdout and stderr, one parsed JSON object per line. */
function captureLines() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => out.push(String(chunk)) > 0);
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => err.push(String(chunk)) > 0);
  const parse = (lines: string[]) =>
    lines
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  return { stdout: () => parse(out), stderr: () => parse(err), raw: () => [...out, ...err] };
}

describe("log", () => {
  const previousLevel = process.env.LOG_LEVEL;
  beforeEach(() => {
    process.env.LOG_LEVEL = "info";
    resetConfigForTests();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (previousLevel === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = previousLevel;
    resetConfigForTests();
  });

  it("writes one bare JSON line per call, with no prefix before the object", () => {
    const lines = captureLines();

    log("info", "request", { route: "GET /api/me", status: 200, ms: 12 });

    expect(lines.raw()).toHaveLength(1);
    expect(lines.raw()[0]).toMatch(/^\{.*\}\n$/);
    expect(lines.stdout()[0]).toMatchObject({ level: "info", msg: "request", route: "GET /api/me", status: 200 });
  });

  it("writes warnings and errors to stderr", () => {
    const lines = captureLines();

    log("error", "request failed", { error: "TypeError" });

    expect(lines.stdout()).toEqual([]);
    expect(lines.stderr()[0]).toMatchObject({ level: "error", error: "TypeError" });
  });

  it("writes nothing below the configured level", () => {
    process.env.LOG_LEVEL = "warn";
    resetConfigForTests();
    const lines = captureLines();

    log("info", "job", { job: "send-follow-up" });

    expect(lines.raw()).toEqual([]);
  });

  it("withholds the value of a field named for a person's details or words, and keeps ids", () => {
    const lines = captureLines();

    log("info", "job", {
      patientName: "Jane Doe",
      email: "jane@example.com",
      documentText: "Discharged after appendectomy",
      summaryId: "01J0000000000000000000000",
      transcriptionId: "01J0000000000000000000001",
    });

    const line = lines.stdout()[0];
    expect(JSON.stringify(line)).not.toMatch(/Jane|jane@|appendectomy/);
    expect(line).toMatchObject({
      summaryId: "01J0000000000000000000000",
      transcriptionId: "01J0000000000000000000001",
    });
  });

  it("adds the request id to every line written inside an invocation", () => {
    const lines = captureLines();

    withRequestId("req-1", () => log("info", "job", { job: "object-created" }));
    log("info", "outside");

    expect(lines.stdout().map((l) => l.requestId)).toEqual(["req-1", undefined]);
  });

  it("keeps each of two overlapping invocations' request ids apart", async () => {
    const lines = captureLines();
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

    await Promise.all([
      withRequestId("first", async () => {
        await pause();
        log("info", "a");
      }),
      withRequestId("second", async () => log("info", "b")),
    ]);

    const byMsg = Object.fromEntries(lines.stdout().map((l) => [l.msg, l.requestId]));
    expect(byMsg).toEqual({ a: "first", b: "second" });
  });

  it("gives a wrapped job's lines the request id of the Lambda context it was invoked with", async () => {
    const lines = captureLines();
    const job = logsRequestId(async (_event: unknown, _context?: unknown) => log("info", "job", { job: "x" }));

    await job({}, { awsRequestId: "job-request" });

    expect(lines.stdout()[0].requestId).toBe("job-request");
  });

  it("gives a route's request line and its error line the invocation's request id", async () => {
    const lines = captureLines();
    const route = publicRoute(null, async () => {
      throw new NotFound("Template not found");
    });

    await route(apiEvent("get-me.json"), lambdaContext);

    expect(lines.stdout()[0]).toMatchObject({ msg: "request", status: 404, requestId: "test-request" });
  });
});
