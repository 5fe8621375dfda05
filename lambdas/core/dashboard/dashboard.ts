import type { DashboardView } from "#contracts/dashboard";
import { relativeTime } from "#contracts/format-date";
import type { Clock } from "../account/account";
import { toListItem } from "../summaries/list";
import type { SummaryStore } from "../summaries/ports";
import type { TranscriptionListRecord, TranscriptionStore } from "../transcriptions/ports";
import { dashboardStatus, derivedStatus, withDeadline } from "../transcriptions/status";
import type { DashboardStore } from "./ports";
import {
  activityTrend,
  chatboxRate,
  monthKey,
  previousMonthKey,
  satisfaction,
  UNSENT_WINDOW_MS,
  unsentDrafts,
} from "./stats";

type RecentItem = DashboardView["recent"][number];

const RECENT = 3;
/** Ids carry their creation time to the millisecond; a minute's slack keeps the window's edge exact by createdAt. */
const WINDOW_SLACK_MS = 60_000;

/**
 * Home statistics from counters (month activity, delivery totals) and projections of the summaries of the last
 * 3 days, which also give the recent activity; older summaries are read only when those are fewer than 3.
 */
export async function getDashboard(
  deps: {
    summaries: SummaryStore;
    transcriptions: Pick<TranscriptionStore, "transcriptionsSince" | "listTranscriptions">;
    dashboard: DashboardStore;
    clock: Clock;
  },
  sub: string,
): Promise<DashboardView> {
  const now = deps.clock.now();
  const nowMs = now.getTime();
  const thisMonth = monthKey(now);
  const lastMonth = previousMonthKey(now);
  const since = nowMs - UNSENT_WINDOW_MS - WINDOW_SLACK_MS;
  const [counters, window, recordings, ratings] = await Promise.all([
    deps.dashboard.counters(sub, [thisMonth, lastMonth]),
    deps.dashboard.summariesSince(sub, nowMs, since),
    deps.transcriptions.transcriptionsSince(sub, nowMs, since),
    deps.dashboard.overallRatings(sub),
  ]);
  // Older records are read (3 of each kind at most) only when the last 3 days hold fewer than 3 of both together.
  const enough = window.length + recordings.length >= RECENT;
  const [latest, latestRecordings] = enough
    ? [window, recordings]
    : await Promise.all([
        deps.summaries.listSummaries(sub, nowMs, { limit: RECENT }).then((p) => p.items),
        deps.transcriptions.listTranscriptions(sub, nowMs, { limit: RECENT }).then((p) => p.items),
      ]);
  const live = (r: TranscriptionListRecord) =>
    withDeadline({ ...r, patientSummarySentAt: r.patientSummarySentAt ?? null }, nowMs);
  const unsentRecordings = recordings
    .map(live)
    // Samples (core/records/samples.ts) are examples, not work waiting: no statistic counts them.
    .filter((r) => !r.sample && !r.patientSummarySentAt && derivedStatus(r) === "processed")
    .map((r) => ({ sentAt: null, createdAt: r.createdAt, status: "ready" }));
  const activity = counters.months[thisMonth].summaries + counters.months[thisMonth].transcriptions;
  const sat = satisfaction(ratings);
  return {
    stats: {
      summariesThisMonth: counters.months[thisMonth].summaries,
      activityThisMonth: activity,
      activityTrend: activityTrend(activity, counters.months[lastMonth].summaries),
      // Through the list rule, so a job past its deadline counts as failed, not as a draft.
      unsentDrafts: unsentDrafts(
        [...window.filter((s) => !s.sample).map((s) => toListItem(s, nowMs)), ...unsentRecordings],
        now,
      ),
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
