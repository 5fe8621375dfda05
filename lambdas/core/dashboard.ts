import type { DashboardStore } from "../adapters/store/dashboard";
import type { SummaryStore } from "../adapters/store/summary-port";
import type { Clock } from "./account";
import { activityTrend, chatboxRate, monthKey, previousMonthKey, satisfaction, unsentDrafts } from "./dashboard-stats";
import { relativeTime } from "./format-date";
import { withDeadline } from "./summary-status";

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
  recent: Array<{ kind: "summary"; id: string; patientName: string; createdAt: string; when: string; status: string }>;
}

export async function getDashboard(
  deps: { summaries: SummaryStore; dashboard: DashboardStore; clock: Clock },
  sub: string,
): Promise<DashboardView> {
  const now = deps.clock.now();
  const thisMonth = monthKey(now);
  const lastMonth = previousMonthKey(now);
  const [months, summaries, ratings, totals] = await Promise.all([
    deps.summaries.monthActivity(sub, [thisMonth, lastMonth]),
    deps.summaries.listSummaries(sub, now.getTime()),
    deps.dashboard.overallRatings(sub),
    deps.dashboard.deliveryTotals(sub),
  ]);
  const activity = months[thisMonth].summaries + months[thisMonth].transcriptions;
  const sat = satisfaction(ratings);
  const recent = summaries.slice(0, 3).map((stored) => withDeadline(stored, now.getTime()));
  return {
    stats: {
      summariesThisMonth: months[thisMonth].summaries,
      activityThisMonth: activity,
      activityTrend: activityTrend(activity, months[lastMonth].summaries),
      unsentDrafts: unsentDrafts(summaries, now),
      satisfaction: { value: sat.value, label: sat.label },
      chatboxRate: chatboxRate(totals.delivered, totals.chatted),
      delivered: totals.delivered,
    },
    recent: recent.map((s) => ({
      kind: "summary",
      id: s.id,
      patientName: s.patientName,
      createdAt: s.createdAt,
      when: relativeTime(s.createdAt, now),
      status: s.sentAt ? "delivered" : s.status === "ready" ? "draft" : s.status,
    })),
  };
}
