import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "#lambdas/config";
import { createHandler } from "#lambdas/jobs/summarize-failed";
import { FAILED_JOB_PATTERN, jobNameOf } from "../../infra/stacks/operations/alarms";

/** The failed-jobs alarms count log lines by a pattern; this ties the pattern to the line a job really writes. */
describe("the failed-jobs metric filter", () => {
  const previousLevel = process.env.LOG_LEVEL;
  afterEach(() => {
    vi.restoreAllMocks();
    if (previousLevel === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = previousLevel;
    resetConfigForTests();
  });

  it("matches the line an on-failure job writes when it marks a record failed", async () => {
    process.env.LOG_LEVEL = "info";
    resetConfigForTests();
    const written: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => written.push(String(chunk)) > 0);
    const handler = createHandler({ failIfProcessing: async () => true } as never);

    await handler({ requestPayload: { sub: "user-1", summaryId: "summary-1" } });

    const line = JSON.parse(written[0]);
    expect(line.job).toBe(jobNameOf({ handler: "jobs/summarize-failed" }));
    expect(FAILED_JOB_PATTERN).toContain(`$.msg = "${line.msg}"`);
    expect(FAILED_JOB_PATTERN).toContain(`$.outcome = "${line.outcome}"`);
  });
});
