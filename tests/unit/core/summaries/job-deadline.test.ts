import { describe, expect, it } from "vitest";
import { getDashboard } from "#core/dashboard/dashboard";
import { listSummaryPage } from "#core/summaries/list";
import {
  DEADLINE_MARGIN_SECONDS,
  JOB_QUEUE_WAIT_SECONDS,
  SUMMARIZE_TIMEOUT_SECONDS,
  TIMED_OUT,
} from "#core/summaries/status";
import { getSummary, startSummary } from "#core/summaries/summaries";
import { jobs } from "#lambdas/routes";
import { fixedClock, MemoryAccountStore, sequentialIds } from "#tests/fakes/memory-account-store";
import { MemorySummaryStore, processingRecord } from "#tests/fakes/memory-summary-store";

const SUB = "user-1";
const CREATED = "2026-11-21T10:00:00.000Z";
const BEFORE_DEADLINE = fixedClock("2026-11-21T10:05:59.000Z");
const AFTER_DEADLINE = fixedClock("2026-11-21T10:06:01.000Z");

function storeWith(overrides: Parameters<typeof processingRecord>[0] = {}) {
  const store = new MemorySummaryStore();
  store.put(SUB, processingRecord({ createdAt: CREATED, ...overrides }));
  return store;
}

describe("job deadlines", () => {
  it("stamps each new record waiting in line with the longest wait, then the job's timeout plus a margin", async () => {
    const store = new MemorySummaryStore();
    const deps = {
      summaries: store,
      accounts: new MemoryAccountStore(),
      files: { objectExists: async () => true },
      jobs: { startSummarizeJob: async () => undefined },
      clock: fixedClock(CREATED),
      ids: sequentialIds("s"),
      targetGrade: 8,
    };

    const view = await startSummary(deps, SUB, {
      files: [{ key: `incoming/${SUB}/01jfz8k2q3r4s5t6v7w8x9y0za/note.txt`, name: "note.txt" }],
      instructions: "",
    });

    expect(store.read(SUB, view.id)).toMatchObject({
      stage: "queued",
      deadlineAt:
        Date.parse(CREATED) + (JOB_QUEUE_WAIT_SECONDS + SUMMARIZE_TIMEOUT_SECONDS + DEADLINE_MARGIN_SECONDS) * 1000,
    });
  });

  it("uses the summarize job's own timeout from the route table", () => {
    expect(jobs.find((j) => j.name === "summarize-documents")?.timeoutSeconds).toBe(SUMMARIZE_TIMEOUT_SECONDS);
  });

  it("shows a job still processing before its deadline as processing", async () => {
    const view = await getSummary(storeWith(), SUB, "01SUMMARY", BEFORE_DEADLINE);

    expect(view).toMatchObject({ status: "processing", error: null });
  });

  it("shows a job past its deadline as failed with 'Generation timed out. Please try again.'", async () => {
    const view = await getSummary(storeWith(), SUB, "01SUMMARY", AFTER_DEADLINE);

    expect(view).toMatchObject({ status: "failed", error: TIMED_OUT });
  });

  it("shows it failed in the list too", async () => {
    const {
      summaries: [row],
    } = await listSummaryPage(storeWith(), SUB, AFTER_DEADLINE, { limit: 20 });

    expect(row).toMatchObject({ status: "failed" });
  });

  it("shows it failed among the dashboard's recent summaries", async () => {
    const summaries = storeWith();
    const dashboard = {
      counters: async (_sub: string, months: string[]) => ({
        draftsCreatedMs: [],
        openQuestions: [],
        months: Object.fromEntries(months.map((m) => [m, { summaries: 0, transcriptions: 0 }])),
        delivered: 0,
        chatted: 0,
        ratings: { sum: 0, count: 0 },
        retention: { retentionHours: 72 as const, autoDeleteEnabled: true },
      }),
    };

    const transcriptions = { listTranscriptions: async () => ({ items: [] }) };

    const view = await getDashboard({ summaries, transcriptions, dashboard, clock: AFTER_DEADLINE }, SUB);

    expect(view.recent[0].status).toBe("failed");
  });

  it("gives records written before deadlines existed one from their creation time", async () => {
    const view = await getSummary(storeWith({ deadlineAt: undefined }), SUB, "01SUMMARY", AFTER_DEADLINE);

    expect(view).toMatchObject({ status: "failed", error: TIMED_OUT });
  });

  it("leaves a finished summary as it is after the deadline", async () => {
    const store = storeWith({ status: "ready", stage: "done", summaryContent: "Hello." });

    const view = await getSummary(store, SUB, "01SUMMARY", AFTER_DEADLINE);

    expect(view).toMatchObject({ status: "ready", error: null });
  });
});
