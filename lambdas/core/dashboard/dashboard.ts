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
import { visibleRecent } from "./recent";
import { activityTrend, chatboxRate, monthKey, previousMonthKey, satisfaction } from "./stats";
import { draftDays, unsentCount } from "./unsent";

type RecentItem = DashboardView["recent"][number];

const RECENT = 3;

/**
 * Home statistics at constant cost, whatever the clinician holds (issue 22): one batch read of counters (month
 * activity, delivery and rating totals, the unsent drafts' creation times) and of the newest records' list rows.
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
  const counters = await deps.dashboard.counters(sub, [thisMonth, lastMonth], draftDays(nowMs));
  const cutoffMs = retentionCutoffMs(counters.retention, { floorMs: counters.retention.floorMs ?? 0 }, nowMs);
  const kept = counters.recent;
  // The recent lists come with the counters, kept by the table's stream (decision 451). Until the stream has written
  // them, or when expired rows leave too few, each family is queried as the list routes do, skipping their own
  // retention read: the cutoff came with the counters, and newest-first pages lose only their oldest rows to it.
  const visible = <T extends { createdAt: string }>(rows: T[]) =>
    rows.filter((r) => Date.parse(r.createdAt) >= cutoffMs);
  const [latest, latestRecordings] = await Promise.all([
    (kept && visibleRecent(kept.summaries, RECENT, nowMs, cutoffMs)) ??
      deps.summaries.listSummaries(sub, nowMs, { limit: RECENT, cutoffByCaller: true }).then((p) => visible(p.items)),
    (kept && visibleRecent(kept.transcriptions, RECENT, nowMs, cutoffMs)) ??
      deps.transcriptions
        .listTranscriptions(sub, nowMs, { limit: RECENT, cutoffByCaller: true })
        .then((p) => visible(p.items)),
  ]);
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
