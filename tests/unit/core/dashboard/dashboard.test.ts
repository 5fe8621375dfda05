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
 * A store holding `records` (newest first) and the stream's draft creation times as given, recording each read the
 * dashboard makes.
 */
function fakes(records: SummaryListRecord[], drafts: number[] = [], retention = THREE_DAYS, kept = false) {
  const reads: string[] = [];
  const dashboard: DashboardStore = {
    counters: async (_sub, months, days) => {
      reads.push(`counters ${months.join(",")} ${days.join(",")}`);
      return {
        months: Object.fromEntries(months.map((m) => [m, { summaries: 4, transcriptions: 1 }])),
        delivered: 4,
        chatted: 1,
        ratings: { sum: 18, count: 2 },
        retention,
        draftsCreatedMs: drafts,
        openQuestions: [],
        ...(kept ? { recent: { summaries: records.slice(0, 10), transcriptions: [] } } : {}),
      };
    },
  };
  const summaries = {
    listSummaries: async (_sub: string, _nowMs: number, page: SummaryPageRequest) => {
      reads.push(`list ${page.limit}`);
      return { items: records.slice(0, page.limit) };
    },
  } as unknown as SummaryStore;
  // No transcriptions here: tests/unit/core/dashboard/transcriptions.test.ts covers them.
  const transcriptions = {
    listTranscriptions: async () => {
      reads.push("recordings 3");
      return { items: [] };
    },
  };
  return { deps: { dashboard, summaries, transcriptions, clock: { now: () => now } }, reads };
}

const hoursAgo = (hours: number) => now.getTime() - hours * HOUR;

describe("dashboard reads", () => {
  it("are one batch of counters, drafts and recent rows once the table's stream keeps the recent rows", async () => {
    const { deps, reads } = fakes([row(1, 1), row(2, 5, true), row(3, 30), row(4, 70)], [], THREE_DAYS, true);

    const dashboard = await getDashboard(deps, "sub");

    expect(reads).toEqual(["counters 2026-11,2026-10 2026-11-18,2026-11-19,2026-11-20,2026-11-21"]);
    expect(dashboard.recent.map((r) => r.id)).toEqual(["id-1", "id-2", "id-3"]);
  });

  it("query the 3 newest of each kind beside the counters until the stream keeps the recent rows", async () => {
    const { deps, reads } = fakes([row(1, 1), row(2, 5, true), row(3, 30), row(4, 70)]);

    await getDashboard(deps, "sub");

    expect(reads.sort()).toEqual([
      "counters 2026-11,2026-10 2026-11-18,2026-11-19,2026-11-20,2026-11-21",
      "list 3",
      "recordings 3",
    ]);
  });

  it("count the drafts the stream kept that were created in the last 3 days", async () => {
    const { deps } = fakes([], [hoursAgo(0.5), hoursAgo(71.9), hoursAgo(72.1)]);

    const view = await getDashboard(deps, "sub");

    expect(view.stats.unsentDrafts).toBe(2);
  });

  it("do not count what the retention setting has already removed (1 day)", async () => {
    const { deps } = fakes([], [hoursAgo(1), hoursAgo(30)], { retentionHours: 24, autoDeleteEnabled: true });

    const view = await getDashboard(deps, "sub");

    expect(view.stats.unsentDrafts).toBe(1);
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
    const { deps } = fakes([row(1, 0.5), row(2, 2), row(3, 3)], [], { retentionHours: 1, autoDeleteEnabled: true });

    const view = await getDashboard(deps, "sub");

    expect(view.recent.map((r) => r.id)).toEqual(["id-1"]);
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

  it("give satisfaction as the mean of the rating counters", async () => {
    const { deps } = fakes([]);

    const view = await getDashboard(deps, "sub");

    expect(view.stats.satisfaction).toEqual({ value: "9.0/10", label: "+Excellent" });
  });
});
