import type { DashboardStore } from "../adapters/store/dashboard";
import type { SummaryStore } from "../adapters/store/summary-port";
import type { Clock } from "./account";
import {
  activityTrend,
  chatboxRate,
  monthKey,
  previousMonthKey,
  satisfaction,
  UNSENT_WINDOW_MS,
  unsentDrafts,
} from "./dashboard-stats";
import { relativeTime } from "./format-date";
import { toListItem } from "./summary-list";

export interface DashboardView {
  stats: {
    summariesThisMonth: number;
    activityThisMonth: number;
    activityTrend: string;
    unsentDrafts: number;
    satisfaction: { value: string; label: string };
    chatboxRate: string;
    delivered: number;
  };
  recent: Array<{
    kind: "summary";
    id: string;
    patientName: string;
    originalFilename: string;
    createdAt: string;
    when: string;
    status: RecentStatus;
  }>;
}

/** A recent item's state: a failed generation is shown as failed, never as a draft (decision 202). */
export type RecentStatus = "delivered" | "draft" | "processing" | "failed";

const RECENT = 3;
/** Ids carry their creation time to the millisecond; a minute's slack keeps the window's edge exact by createdAt. */
const WINDOW_SLACK_MS = 60_000;

/**
 * Home statistics from counters (month activity, delivery totals) and projections of the summaries of the last
 * 3 days, which also give the recent activity; older summaries are read only when those are fewer than 3.
 */
export async function getDashboard(
  deps: { summaries: SummaryStore; dashboard: DashboardStore; clock: Clock },
  sub: string,
): Promise<DashboardView> {
  const now = deps.clock.now();
  const nowMs = now.getTime();
  const thisMonth = monthKey(now);
  const lastMonth = previousMonthKey(now);
  const [counters, window, ratings] = await Promise.all([
    deps.dashboard.counters(sub, [thisMonth, lastMonth]),
    deps.dashboard.summariesSince(sub, nowMs, nowMs - UNSENT_WINDOW_MS - WINDOW_SLACK_MS),
    deps.dashboard.overallRatings(sub),
  ]);
  const latest =
    window.length >= RECENT ? window : (await deps.summaries.listSummaries(sub, nowMs, { limit: RECENT })).items;
  const activity = counters.months[thisMonth].summaries + counters.months[thisMonth].transcriptions;
  const sat = satisfaction(ratings);
  return {
    stats: {
      summariesThisMonth: counters.months[thisMonth].summaries,
      activityThisMonth: activity,
      activityTrend: activityTrend(activity, counters.months[lastMonth].summaries),
      // Through the list rule, so a job past its deadline counts as failed, not as a draft.
      unsentDrafts: unsentDrafts(
        window.map((s) => toListItem(s, nowMs)),
        now,
      ),
      satisfaction: { value: sat.value, label: sat.label },
      chatboxRate: chatboxRate(counters.delivered, counters.chatted),
      delivered: counters.delivered,
    },
    recent: latest
      .slice(0, RECENT)
      .map((s) => toListItem(s, nowMs))
      .map((s) => ({
        kind: "summary",
        id: s.id,
        patientName: s.patientName,
        originalFilename: s.originalFilename,
        createdAt: s.createdAt,
        when: relativeTime(s.createdAt, now),
        status: (s.sentAt ? "delivered" : s.status === "ready" ? "draft" : s.status) as RecentStatus,
      })),
  };
}
