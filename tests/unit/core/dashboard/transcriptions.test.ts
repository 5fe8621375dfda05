import { describe, expect, it } from "vitest";
import { getDashboard } from "#core/dashboard/dashboard";
import type { DashboardStore } from "#core/dashboard/ports";
import type { SummaryListRecord, SummaryStore } from "#core/summaries/ports";
import type { TranscriptionRecord } from "#core/transcriptions/ports";
import { MemoryTranscriptionStore } from "#tests/support/memory-transcriptions";

const now = new Date("2026-11-21T12:00:00.000Z");
const HOUR = 3600 * 1000;
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();

const summary = (id: string, hoursAgo: number): SummaryListRecord => ({
  id,
  patientName: `Summary ${id}`,
  originalFilename: "note.pdf",
  status: "ready",
  stage: "done",
  error: null,
  sentAt: null,
  createdAt: ago(hoursAgo),
});

const transcription = (id: string, hoursAgo: number, fields: Partial<TranscriptionRecord>) =>
  ({
    id,
    patientName: `Recording ${id}`,
    originalFilename: "recording.webm",
    audioDuration: 60,
    job: "done",
    stage: "done",
    error: null,
    hasTranscript: true,
    hasNotes: false,
    hasPatientSummary: false,
    patientSummarySentAt: null,
    createdAt: ago(hoursAgo),
    deadlineAt: now.getTime() + HOUR,
    ...fields,
  }) as TranscriptionRecord;

async function dashboardOf(summaries: SummaryListRecord[], recordings: TranscriptionRecord[]) {
  const transcriptions = new MemoryTranscriptionStore();
  for (const r of recordings) await transcriptions.createTranscription("sub", r);
  const dashboard: DashboardStore = {
    counters: async (_sub, months) => ({
      months: Object.fromEntries(months.map((m, i) => [m, { summaries: i === 0 ? 2 : 1, transcriptions: 3 }])),
      delivered: 0,
      chatted: 0,
      ratings: { sum: 0, count: 0 },
      retention: { retentionHours: 72, autoDeleteEnabled: true },
      draftsCreatedMs: [],
      openQuestions: [],
    }),
  };
  const summaryStore = { listSummaries: async () => ({ items: summaries }) } as unknown as SummaryStore;
  return getDashboard({ summaries: summaryStore, transcriptions, dashboard, clock: { now: () => now } }, "sub");
}

describe("the dashboard with transcriptions", () => {
  it("shows the 3 latest of summaries and transcriptions together", async () => {
    const view = await dashboardOf(
      [summary("s1", 1), summary("s2", 10)],
      [transcription("t1", 2, {}), transcription("t2", 20, {})],
    );

    expect(view.recent.map((r) => [r.kind, r.id])).toEqual([
      ["summary", "s1"],
      ["transcription", "t1"],
      ["summary", "s2"],
    ]);
  });

  it("uses the spec's simpler rule for transcriptions: draft until notes exist, then processed", async () => {
    const view = await dashboardOf(
      [],
      [transcription("t1", 1, { hasNotes: true }), transcription("t2", 2, { hasNotes: false, job: "writing" })],
    );

    expect(view.recent.map((r) => [r.id, r.status])).toEqual([
      ["t1", "processed"],
      ["t2", "draft"],
    ]);
  });

  it("counts transcriptions in This Month's activity", async () => {
    const view = await dashboardOf([], []);

    expect(view.stats.activityThisMonth).toBe(5);
  });
});
