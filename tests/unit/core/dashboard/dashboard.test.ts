import { describe, expect, it } from "vitest";
import { getDashboard } from "#core/dashboard/dashboard";
import type { DashboardStore } from "#core/dashboard/ports";
import type { SummaryListRecord, SummaryPageRequest, SummaryStore } from "#core/summaries/ports";

const now = new Date("2026-11-21T12:00:00.000Z");
const HOUR = 3600 * 1000;

const row = (
  n: number,
  hoursAgo: number,
  sent = false,
  status: SummaryListRecord["status"] = "ready",
): SummaryListRecord => ({
  id: `id-${n}`,
  patientName: `Patient ${n}`,
  originalFilename: "note.pdf",
  status,
  stage: "done",
  error: null,
  sentAt: sent ? now.toISOString() : null,
  createdAt: new Date(now.getTime() - hoursAgo * HOUR).toISOString(),
});

/** Records which reads the dashboard makes; the summaries store answers only paged list reads. */
function fakes(window: SummaryListRecord[], older: SummaryListRecord[]) {
  const reads: string[] = [];
  const dashboard: DashboardStore = {
    counters: async (_sub, months) => {
      reads.push("counters");
      return {
        months: Object.fromEntries(months.map((m) => [m, { summaries: 4, transcriptions: 1 }])),
        delivered: 4,
        chatted: 1,
      };
    },
    summariesSince: async (_sub, _nowMs, sinceMs) => {
      reads.push(`since ${Math.round((now.getTime() - sinceMs) / HOUR)}h`);
      return window;
    },
    overallRatings: async () => {
      reads.push("ratings");
      return [8, 10];
    },
  };
  const summaries = {
    listSummaries: async (_sub: string, _nowMs: number, page: SummaryPageRequest) => {
      reads.push(`list ${page.limit}`);
      return { items: older.slice(0, page.limit) };
    },
  } as unknown as SummaryStore;
  // No transcriptions here: tests/unit/core/dashboard/transcriptions.test.ts covers them.
  const transcriptions = { transcriptionsSince: async () => [], listTranscriptions: async () => ({ items: [] }) };
  return { deps: { dashboard, summaries, transcriptions, clock: { now: () => now } }, reads };
}

describe("dashboard reads", () => {
  it("come from counters and the last 3 days' projections when those fill the recent list", async () => {
    const { deps, reads } = fakes([row(1, 1), row(2, 5, true), row(3, 30), row(4, 70)], []);

    const view = await getDashboard(deps, "sub");

    expect(reads.sort()).toEqual(["counters", "ratings", "since 72h"]);
    expect(view.stats.unsentDrafts).toBe(3);
    expect(view.recent.map((r) => [r.id, r.status])).toEqual([
      ["id-1", "draft"],
      ["id-2", "delivered"],
      ["id-3", "draft"],
    ]);
  });

  it("read at most 3 older rows when the last 3 days have fewer than 3", async () => {
    const { deps, reads } = fakes([row(1, 2)], [row(1, 2), row(5, 100), row(6, 200)]);

    const view = await getDashboard(deps, "sub");

    expect(reads).toContain("list 3");
    expect(view.stats.unsentDrafts).toBe(1);
    expect(view.recent.map((r) => r.id)).toEqual(["id-1", "id-5", "id-6"]);
  });

  it("never count a draft created more than 3 days ago", async () => {
    const { deps } = fakes([row(1, 1), row(2, 71.9), row(3, 72.1)], []);

    const view = await getDashboard(deps, "sub");

    expect(view.stats.unsentDrafts).toBe(2);
  });

  it("count failed generations apart from drafts and show them as failed in recent activity", async () => {
    const { deps } = fakes([row(1, 1, false, "failed"), row(2, 2), row(3, 3, false, "failed"), row(4, 4)], []);

    const view = await getDashboard(deps, "sub");

    expect(view.stats.unsentDrafts).toBe(2);
    expect(view.recent.map((r) => [r.id, r.status])).toEqual([
      ["id-1", "failed"],
      ["id-2", "draft"],
      ["id-3", "failed"],
    ]);
  });

  it("count a job past its deadline as failed, not as a draft", async () => {
    const stuck = { ...row(1, 1, false, "processing"), deadlineAt: now.getTime() - 1000 };
    const { deps } = fakes([stuck, row(2, 2)], [stuck, row(2, 2)]);

    const view = await getDashboard(deps, "sub");

    expect(view.stats.unsentDrafts).toBe(1);
    expect(view.recent[0].status).toBe("failed");
  });
});
