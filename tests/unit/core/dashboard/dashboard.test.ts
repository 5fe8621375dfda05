import { describe, expect, it } from "vitest";
import { getDashboard } from "#core/dashboard/dashboard";
import type { DashboardStore } from "#core/dashboard/ports";
import type { RetentionNow } from "#core/dashboard/unsent";
import type { SummaryListRecord, SummaryPageRequest, SummaryStore } from "#core/summaries/ports";

const now = new Date("2026-11-21T12:30:00.000Z");
const HOUR = 3600 * 1000;
const THREE_DAYS: RetentionNow = { retentionHours: 72, autoDeleteEnabled: true };

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

/**
 * A store holding `records` (newest first) and the stream's hourly counts as given, recording each read the
 * dashboard makes.
 */
function fakes(records: SummaryListRecord[], hourly: Record<string, number> = {}, retention = THREE_DAYS) {
  const reads: string[] = [];
  const sumOf = (from: string, to: string) => {
    reads.push(`hours ${from}..${to}`);
    return Object.entries(hourly)
      .filter(([hour]) => hour >= from && hour <= to)
      .reduce((total, [, count]) => total + count, 0);
  };
  const dashboard: DashboardStore = {
    counters: async (_sub, months) => {
      reads.push("counters");
      return {
        months: Object.fromEntries(months.map((m) => [m, { summaries: 4, transcriptions: 1 }])),
        delivered: 4,
        chatted: 1,
        ratings: { sum: 18, count: 2 },
        retention,
      };
    },
    unsentInHours: async (_sub, from, to) => sumOf(from, to),
    summariesBetween: async (_sub, _nowMs, fromMs, toMs) => {
      reads.push("edge hour");
      return records.filter((r) => Date.parse(r.createdAt) >= fromMs && Date.parse(r.createdAt) < toMs);
    },
  };
  const summaries = {
    listSummaries: async (_sub: string, _nowMs: number, page: SummaryPageRequest) => {
      reads.push(`list ${page.limit}`);
      return { items: records.slice(0, page.limit) };
    },
  } as unknown as SummaryStore;
  // No transcriptions here: tests/unit/core/dashboard/transcriptions.test.ts covers them.
  const transcriptions = { transcriptionsBetween: async () => [], listTranscriptions: async () => ({ items: [] }) };
  return { deps: { dashboard, summaries, transcriptions, clock: { now: () => now } }, reads };
}

describe("dashboard reads", () => {
  it("are a bounded set: counters, the hourly counts inside the window, its first hour, and the 3 newest", async () => {
    const { deps, reads } = fakes([row(1, 1), row(2, 5, true), row(3, 30), row(4, 70)]);

    await getDashboard(deps, "sub");

    expect(reads.sort()).toEqual(["counters", "edge hour", "hours 2026-11-18T13..2026-11-21T12", "list 3"]);
    expect(reads).toHaveLength(4);
  });

  it("add the hourly counts inside the window to the unsent drafts of its first hour", async () => {
    const edgeDraft = row(1, 71.9);
    const beforeWindow = row(2, 72.1);
    const hourly = { "2026-11-18T11": 5, "2026-11-19T10": 2, "2026-11-21T12": 1 };
    const { deps } = fakes([edgeDraft, beforeWindow], hourly);

    const view = await getDashboard(deps, "sub");

    expect(view.stats.unsentDrafts).toBe(4);
  });

  it("do not count what the retention setting has already removed (1 day)", async () => {
    const hourly = { "2026-11-19T10": 3, "2026-11-21T11": 1 };
    const { deps, reads } = fakes([], hourly, { retentionHours: 24, autoDeleteEnabled: true });

    const view = await getDashboard(deps, "sub");

    expect(reads).toContain("hours 2026-11-20T13..2026-11-21T12");
    expect(view.stats.unsentDrafts).toBe(1);
  });

  it("read only the last hour's records when the retention is 1 hour", async () => {
    const { deps, reads } = fakes(
      [row(1, 0.5), row(2, 0.9), row(3, 1.1)],
      { "2026-11-21T11": 7 },
      {
        retentionHours: 1,
        autoDeleteEnabled: true,
      },
    );

    const view = await getDashboard(deps, "sub");

    expect(reads).toContain("hours 2026-11-21T12..2026-11-21T12");
    expect(view.stats.unsentDrafts).toBe(1);
  });

  it("keep the 3-day window when auto-delete is off", async () => {
    const hourly = { "2026-11-19T10": 3 };
    const { deps } = fakes([], hourly, { retentionHours: 1, autoDeleteEnabled: false });

    const view = await getDashboard(deps, "sub");

    expect(view.stats.unsentDrafts).toBe(3);
  });

  it("list the 3 newest summaries as recent activity, delivered or draft", async () => {
    const { deps } = fakes([row(1, 1), row(2, 5, true), row(3, 30), row(4, 70)]);

    const view = await getDashboard(deps, "sub");

    expect(view.recent.map((r) => [r.id, r.status])).toEqual([
      ["id-1", "draft"],
      ["id-2", "delivered"],
      ["id-3", "draft"],
    ]);
  });

  it("leave out of recent activity what the retention setting hides, before it is re-stamped", async () => {
    const { deps } = fakes([row(1, 0.5), row(2, 2), row(3, 3)], {}, { retentionHours: 1, autoDeleteEnabled: true });

    const view = await getDashboard(deps, "sub");

    expect(view.recent.map((r) => r.id)).toEqual(["id-1"]);
  });

  it("read the window once when the retention setting keeps all of it", async () => {
    const { deps, reads } = fakes([row(1, 1)]);

    await getDashboard(deps, "sub");

    expect(reads.filter((r) => r === "edge hour")).toHaveLength(1);
  });

  it("show failed generations as failed in recent activity", async () => {
    const { deps } = fakes([row(1, 1, false, "failed"), row(2, 2), row(3, 3, false, "failed"), row(4, 4)]);

    const view = await getDashboard(deps, "sub");

    expect(view.recent.map((r) => [r.id, r.status])).toEqual([
      ["id-1", "failed"],
      ["id-2", "draft"],
      ["id-3", "failed"],
    ]);
  });

  it("count a job in the window's first hour past its deadline as failed, not as a draft", async () => {
    const stuck = { ...row(1, 71.8, false, "processing"), deadlineAt: now.getTime() - 1000 };
    const { deps } = fakes([stuck, row(2, 71.7)]);

    const view = await getDashboard(deps, "sub");

    expect(view.stats.unsentDrafts).toBe(1);
  });

  it("give satisfaction as the mean of the rating counters", async () => {
    const { deps } = fakes([]);

    const view = await getDashboard(deps, "sub");

    expect(view.stats.satisfaction).toEqual({ value: "9.0/10", label: "+Excellent" });
  });
});
