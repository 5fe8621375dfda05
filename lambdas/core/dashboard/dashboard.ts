import type { DashboardView } from "#contracts/dashboard";
import { relativeTime } from "#contracts/format-date";
import type { Clock } from "../account/account";
import { retentionCutoffMs } from "../account/retention-job";
import { openQuestionsView } from "../care-team/dashboard";
import { toListItem } from "../summaries/list";
import type { SummaryStore } from "../summaries/ports";
import type { TranscriptionListRecord, TranscriptionStore } from "../transcriptions/ports";
import { dashboardStatus, derivedStatus, withDeadline } from "../transcriptions/status";
import type { DashboardStore } from "./ports";
import { activityTrend, chatboxRate, monthKey, previousMonthKey, satisfaction } from "./stats";
import { draftDays, unsentCount } from "./unsent";

type RecentItem = DashboardView["recent"][number];

const RECENT = 3;

/**
 * Home statistics at constant cost, whatever the clinician holds (issue 22): one batch of counters (month activity,
 * delivery and rating totals, the unsent drafts' creation times) and the 3 newest records of each kind, read at once.
 */
export async function getDashboard(
  deps: {
    summaries: SummaryStore;
    transcriptions: Pick<TranscriptionStore, "listTranscriptions">;
    dashboard: DashboardStore;
    clock: Clock;
  },
  sub: string,
): Promise<DashboardView> {
  const now = deps.clock.now();
  const nowMs = now.getTime();
  const thisMonth = monthKey(now);
  const lastMonth = previousMonthKey(now);
  // The recent lists skip their own retention read: the cutoff comes with the counters, and newest-first pages
  // lose only their oldest rows to it, so filtering 3 rows after is exact.
  const [counters, newest, newestRecordings] = await Promise.all([
    deps.dashboard.counters(sub, [thisMonth, lastMonth], draftDays(nowMs)),
    deps.summaries.listSummaries(sub, nowMs, { limit: RECENT, cutoffByCaller: true }).then((p) => p.items),
    deps.transcriptions.listTranscriptions(sub, nowMs, { limit: RECENT, cutoffByCaller: true }).then((p) => p.items),
  ]);
  const cutoffMs = retentionCutoffMs(counters.retention, { floorMs: counters.retention.floorMs ?? 0 }, nowMs);
  const kept = <T extends { createdAt: string }>(rows: T[]) => rows.filter((r) => Date.parse(r.createdAt) >= cutoffMs);
  const latest = kept(newest);
  const latestRecordings = kept(newestRecordings);
  const live = (r: TranscriptionListRecord) =>
    withDeadline({ ...r, patientSummarySentAt: r.patientSummarySentAt ?? null }, nowMs);
  const activity = counters.months[thisMonth].summaries + counters.months[thisMonth].transcriptions;
  const sat = satisfaction(counters.ratings);
  const questions = openQuestionsView(counters.openQuestions, nowMs);
  return {
    questions: {
      open: questions.open,
      summaries: questions.summaries.map((q) => ({ ...q, when: relativeTime(q.askedAt, now) })),
    },
    stats: {
      summariesThisMonth: counters.months[thisMonth].summaries,
      activityThisMonth: activity,
      activityTrend: activityTrend(activity, counters.months[lastMonth].summaries),
      unsentDrafts: unsentCount(counters.draftsCreatedMs, nowMs, counters.retention),
      satisfaction: { value: sat.value, label: sat.label },
      chatboxRate: chatboxRate(counters.delivered, counters.chatted),
      delivered: counters.delivered,
    },
    recent: [
      ...latest
        .map((r) => toListItem(r, nowMs))
        .map(
          (s): RecentItem => ({
            kind: "summary",
            id: s.id,
            patientName: s.patientName,
            originalFilename: s.originalFilename,
            createdAt: s.createdAt,
            when: relativeTime(s.createdAt, now),
            status: s.sentAt ? "delivered" : s.status === "ready" ? "draft" : s.status,
            openFlags: s.openFlags,
            ...(s.sample ? { sample: true } : {}),
          }),
        ),
      ...latestRecordings.map(live).map(
        (t): RecentItem => ({
          kind: "transcription",
          id: t.id,
          patientName: t.patientName,
          originalFilename: t.originalFilename,
          createdAt: t.createdAt,
          when: relativeTime(t.createdAt, now),
          status: derivedStatus(t) === "failed" && !t.hasNotes ? "failed" : dashboardStatus(t),
          openFlags: t.patientSummarySentAt ? 0 : (t.openFlags ?? 0),
          ...(t.sample ? { sample: true } : {}),
        }),
      ),
    ]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice(0, RECENT),
  };
}
