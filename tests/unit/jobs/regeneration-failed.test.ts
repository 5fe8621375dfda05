import { describe, expect, it } from "vitest";
import { createHandler } from "#lambdas/jobs/summarize-failed";
import { MemoryReviewStore } from "../../fakes/memory-review-store";
import { MemorySummaryStore, processingRecord } from "../../fakes/memory-summary-store";

describe("on-failure destination for a regeneration", () => {
  it("marks the regeneration failed and leaves the summary ready with its text", async () => {
    const summaries = new MemorySummaryStore();
    summaries.put(
      "user-1",
      processingRecord({
        status: "ready",
        summaryContent: "## Plan\nRest.",
        regeneration: {
          id: "regen-1",
          status: "processing",
          error: null,
          startedAt: "2026-11-24T10:00:00.000Z",
          deadlineAt: Date.parse("2026-11-24T10:06:00.000Z"),
          template: null,
          templateName: null,
          instructions: "",
          by: null,
        },
      }),
    );

    await createHandler(
      summaries,
      new MemoryReviewStore(summaries),
    )({
      requestPayload: { sub: "user-1", summaryId: "01SUMMARY", regeneration: "regen-1" },
      requestContext: { condition: "RetriesExhausted", approximateInvokeCount: 2 },
      responsePayload: { errorType: "Sandbox.Timedout", errorMessage: "Task timed out after 300.00 seconds" },
    });

    const record = summaries.read("user-1", "01SUMMARY");
    expect(record).toMatchObject({ status: "ready", summaryContent: "## Plan\nRest." });
    expect(record?.regeneration).toMatchObject({ status: "failed", error: "Generation timed out. Please try again." });
  });
});
