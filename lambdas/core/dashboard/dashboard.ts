import type { DashboardView } from "#contracts/dashboard";
import { relativeTime } from "#contracts/format-date";
import type { Clock } from "../account/account";
import { retentionCutoffMs } from "../account/retention-job";
import { toListItem } from "../summaries/list";
import type { SummaryStore } from "../summaries/ports";
import type { TranscriptionListRecord, TranscriptionStore } from "../transcriptions/ports";
import { dashboardStatus, derivedStatus, withDeadline } from "../transcriptions/status";
import type { DashboardStore } from "./ports";
import { activityTrend, chatboxRate, monthKey, previousMonthKey, satisfaction, unsentDrafts } from "./stats";
import { type RetentionNow, unsentReads } from "./unsent";

type RecentItem = DashboardView["recent"][number];

const RECENT = 3;
const KEEP_EVERYTHING: RetentionNow = { retentionHours: null, autoDeleteEnabled: false };
/** Ids carry their creation time to the millisecond; a minute's slack keeps the window's edge exact by createdAt. */
const WINDOW_SLACK_MS = 60_000;

/**
 * Home statistics at constant cost, whatever the clinician holds (issue 22): counters (month activity, delivery and
 * rating totals, hourly unsent drafts), the records of one hour (where the 3-day window starts) and the 3 newest
 * records of each kind.
 */
export async function getDashboard(
  deps: {
    summaries: SummaryStore;
    transcriptions: Pick<TranscriptionStore, "transcriptionsBetween" | "listTranscriptions">;
    dashboard: DashboardStore;
    clock: Clock;
  },
  sub: string,
): Promise<DashboardView> {
  const now = deps.clock.now();
  const nowMs = now.getTime();
  const thisMonth = monthKey(now);
  const lastMonth = previousMonthKey(now);
  // One round of reads in parallel, for the 3-day window; a retention shorter than that (or a floor inside it)
  // moves the window's start, and only then are its first hour and counts read again (a second round).
  const edgeOf = (reads: ReturnType<typeof unsentReads>) => {
    const { fromMs, toMs } = reads.edge;
    return Promise.all([
      deps.dashboard.summariesBetween(sub, nowMs, fromMs - WINDOW_SLACK_MS, toMs + WINDOW_SLACK_MS),
      deps.transcriptions.transcriptionsBetween(sub, nowMs, fromMs - WINDOW_SLACK_MS, toMs + WINDOW_SLACK_MS),
    ]);
  };
  const windowReads = unsentReads(nowMs, KEEP_EVERYTHING);
  // The recent lists skip their own retention read: the cutoff comes with the counters, and newest-first pages
  // lose only their oldest rows to it, so filtering 3 rows after is exact.
  const [counters, firstEdge, firstHours, newest, newestRecordings] = await Promise.all([
    deps.dashboard.counters(sub, [thisMonth, lastMonth]),
    edgeOf(windowReads),
    windowReads.hours ? deps.dashboard.unsentInHours(sub, windowReads.hours.from, windowReads.hours.to) : 0,
    deps.summaries.listSummaries(sub, nowMs, { limit: RECENT, cutoffByCaller: true }).then((p) => p.items),
    deps.transcriptions.listTranscriptions(sub, nowMs, { limit: RECENT, cutoffByCaller: true }).then((p) => p.items),
  ]);
  const reads = unsentReads(nowMs, counters.retention);
  const sameWindow = reads.edge.fromMs === windowReads.edge.fromMs;
  const [[edgeSummaries, edgeRecordings], unsentHours] = sameWindow
    ? [firstEdge, firstHours]
    : await Promise.all([
        edgeOf(reads),
        reads.hours ? deps.dashboard.unsentInHours(sub, reads.hours.from, reads.hours.to) : Promise.resolve(0),
      ]);
  const cutoffMs = retentionCutoffMs(counters.retention, { floorMs: counters.retention.floorMs ?? 0 }, nowMs);
  const kept = <T extends { createdAt: string }>(rows: T[]) => rows.filter((r) => Date.parse(r.createdAt) >= cutoffMs);
  const latest = kept(newest);
  const latestRecordings = kept(newestRecordings);
  const { edge } = reads;
  const inEdge = (r: { createdAt: string }) => {
    const created = Date.parse(r.createdAt);
    return created >= edge.fromMs && created < edge.toMs;
  };
  const live = (r: TranscriptionListRecord) =>
    withDeadline({ ...r, patientSummarySentAt: r.patientSummarySentAt ?? null }, nowMs);
  const unsentRecordings = edgeRecordings
    .filter(inEdge)
    .map(live)
    // Samples (core/records/samples.ts) are examples, not work waiting: no statistic counts them.
    .filter((r) => !r.sample && !r.patientSummarySentAt && derivedStatus(r) === "processed")
    .map((r) => ({ sentAt: null, createdAt: r.createdAt, status: "ready" }));
  // Through the list rule, so a job past its deadline counts as failed, not as a draft.
  const unsentAtEdge = unsentDrafts(
    [...edgeSummaries.filter((s) => !s.sample && inEdge(s)).map((s) => toListItem(s, nowMs)), ...unsentRecordings],
    now,
  );
  const activity = counters.months[thisMonth].summaries + counters.months[thisMonth].transcriptions;
  const sat = satisfaction(counters.ratings);
  return {
    stats: {
      summariesThisMonth: counters.months[thisMonth].summaries,
      activityThisMonth: activity,
      activityTrend: activityTrend(activity, counters.months[lastMonth].summaries),
      unsentDrafts: unsentAtEdge + unsentHours,
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
