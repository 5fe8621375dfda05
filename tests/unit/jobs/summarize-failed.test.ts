import { describe, expect, it } from "vitest";
import { GENERATION_FAILED, TIMED_OUT } from "#core/summaries/status";
import { createHandler, type FailureDestinationEvent } from "#lambdas/jobs/summarize-failed";
import { MemorySummaryStore, processingRecord } from "../../fakes/memory-summary-store";

const SUB = "user-1";

/** What Lambda sends the on-failure destination after the last attempt failed. */
function destinationRecord(responsePayload: FailureDestinationEvent["responsePayload"]): FailureDestinationEvent {
  return {
    requestPayload: { sub: SUB, summaryId: "01SUMMARY" },
    requestContext: { condition: "RetriesExhausted", approximateInvokeCount: 2 },
    responseContext: { functionError: "Unhandled" },
    responsePayload,
  };
}

function storeWith(status: "processing" | "ready") {
  const store = new MemorySummaryStore();
  store.put(SUB, processingRecord({ status, summaryContent: status === "ready" ? "Hello." : null }));
  return store;
}

describe("the summary job's on-failure handler", () => {
  it("marks a job that timed out on every attempt 'Generation timed out. Please try again.'", async () => {
    const store = storeWith("processing");

    await createHandler(store)(
      destinationRecord({ errorType: "Sandbox.Timedout", errorMessage: "Task timed out after 300.00 seconds" }),
    );

    expect(store.read(SUB, "01SUMMARY")).toMatchObject({ status: "failed", error: TIMED_OUT });
  });

  it("recognises a timeout reported only in the message", async () => {
    const store = storeWith("processing");

    await createHandler(store)(
      destinationRecord({ errorMessage: "2026-11-21T10:05:00Z abc Task timed out after 300 s" }),
    );

    expect(store.read(SUB, "01SUMMARY")?.error).toBe(TIMED_OUT);
  });

  it("marks a crashed job failed with the generic message, not the runtime's error text", async () => {
    const store = storeWith("processing");

    await createHandler(store)(destinationRecord({ errorType: "Runtime.ExitError", errorMessage: "signal: killed" }));

    expect(store.read(SUB, "01SUMMARY")).toMatchObject({ status: "failed", error: GENERATION_FAILED });
  });

  it("marks an event that grew too old to run timed out", async () => {
    const store = storeWith("processing");

    await createHandler(store)({
      requestPayload: { sub: SUB, summaryId: "01SUMMARY" },
      requestContext: { condition: "EventAgeExceeded", approximateInvokeCount: 0 },
    });

    expect(store.read(SUB, "01SUMMARY")).toMatchObject({ status: "failed", error: TIMED_OUT });
  });

  it("leaves a summary the job did finish as it is", async () => {
    const store = storeWith("ready");

    await createHandler(store)(destinationRecord({ errorType: "Sandbox.Timedout" }));

    expect(store.read(SUB, "01SUMMARY")).toMatchObject({ status: "ready", error: null });
  });

  it("ignores a record without the job's ids", async () => {
    const store = storeWith("processing");

    await createHandler(store)({ requestPayload: { sub: 42 } });

    expect(store.read(SUB, "01SUMMARY")?.status).toBe("processing");
  });
});
