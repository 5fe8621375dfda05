import { describe, expect, it } from "vitest";
import { extractAll } from "#adapters/extract/extract-text";
import { localEngine } from "#adapters/local/ai-engine";
import type { GenerateDeps } from "#core/summaries/generate";
import { TIMED_OUT } from "#core/summaries/status";
import { createHandler } from "#lambdas/jobs/summarize-documents";
import { fixedClock, MemoryAccountStore } from "../../fakes/memory-account-store";
import { MemorySummaryStore, processingRecord } from "../../fakes/memory-summary-store";

const SUB = "user-1";

function setUp(ai = localEngine) {
  const store = new MemorySummaryStore();
  store.put(SUB, processingRecord());
  const deps: GenerateDeps = {
    summaries: store,
    jobState: store,
    accounts: new MemoryAccountStore(),
    files: {
      readObject: async () => Buffer.from("DIAGNOSIS: Hypertension.\nTake lisinopril 10 mg daily."),
      writeObject: async () => undefined,
      moveObject: async () => undefined,
      deleteObjects: async () => undefined,
    },
    extract: extractAll,
    ai,
    clock: fixedClock("2026-11-21T10:00:30.000Z"),
  };
  return { store, handler: createHandler(() => deps) };
}

describe("the summary job's handler", () => {
  it("finishes the summary within the function's time", async () => {
    const { store, handler } = setUp();

    await handler({ sub: SUB, summaryId: "01SUMMARY" }, { getRemainingTimeInMillis: () => 300_000 });

    expect(store.read(SUB, "01SUMMARY")?.status).toBe("ready");
  });

  it("marks the record timed out itself when the work outlasts the function's time", async () => {
    const hanging = { ...localEngine, draft: () => new Promise<never>(() => undefined) };
    const { store, handler } = setUp(hanging);

    await handler({ sub: SUB, summaryId: "01SUMMARY" }, { getRemainingTimeInMillis: () => 10_050 });

    expect(store.read(SUB, "01SUMMARY")).toMatchObject({ status: "failed", error: TIMED_OUT });
  });

  it("ignores an event without the job's ids", async () => {
    const { store, handler } = setUp();

    await handler({ summaryId: 7 });

    expect(store.read(SUB, "01SUMMARY")?.status).toBe("processing");
  });
});
