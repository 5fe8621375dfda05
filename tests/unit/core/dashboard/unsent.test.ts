import { describe, expect, it } from "vitest";
import { unsentDeltas, unsentHourOf, unsentReads } from "#core/dashboard/unsent";

const CREATED = "2026-11-21T09:41:12.345Z";
const NOW = Date.parse("2026-11-21T12:00:00.000Z");

const summary = (fields: Record<string, unknown> = {}) => ({
  entity: "summary",
  status: "ready",
  sentAt: null,
  createdAt: CREATED,
  ...fields,
});

const transcription = (fields: Record<string, unknown> = {}) => ({
  entity: "transcription",
  job: "done",
  stage: "done",
  error: null,
  hasTranscript: true,
  hasNotes: true,
  hasPatientSummary: true,
  patientSummarySentAt: null,
  createdAt: CREATED,
  ...fields,
});

describe("which stored records count as unsent drafts", () => {
  it("counts a finished, unsent summary in its creation hour", () => {
    expect(unsentHourOf(summary())).toBe("2026-11-21T09");
  });

  it.each([
    ["sent", { sentAt: "2026-11-21T10:00:00.000Z" }],
    ["still being written", { status: "processing" }],
    ["failed", { status: "failed" }],
    ["a sample", { sample: true }],
  ])("does not count a summary that is %s", (_what, fields) => {
    expect(unsentHourOf(summary(fields))).toBeUndefined();
  });

  it("counts a processed, unsent transcription in its creation hour", () => {
    expect(unsentHourOf(transcription())).toBe("2026-11-21T09");
  });

  it.each([
    ["sent", { patientSummarySentAt: "2026-11-21T10:00:00.000Z" }],
    ["writing its notes again", { job: "writing" }],
    ["without a patient summary", { hasPatientSummary: false }],
    ["failed", { job: "failed", error: "No speech was detected in this recording." }],
  ])("does not count a transcription that is %s", (_what, fields) => {
    expect(unsentHourOf(transcription(fields))).toBeUndefined();
  });

  it("does not count other items of the clinician's partition", () => {
    expect(unsentHourOf({ entity: "feedback", createdAt: CREATED })).toBeUndefined();
  });
});

describe("what one write changes in the hourly counts", () => {
  it("adds one when a summary is finished", () => {
    expect(unsentDeltas(summary({ status: "processing" }), summary(), NOW)).toEqual([
      { hour: "2026-11-21T09", delta: 1 },
    ]);
  });

  it("takes one away when the summary is sent", () => {
    expect(unsentDeltas(summary(), summary({ sentAt: "2026-11-21T10:00:00.000Z" }), NOW)).toEqual([
      { hour: "2026-11-21T09", delta: -1 },
    ]);
  });

  it("takes one away when an unsent draft is deleted or expires", () => {
    expect(unsentDeltas(transcription(), undefined, NOW)).toEqual([{ hour: "2026-11-21T09", delta: -1 }]);
  });

  it("leaves an hour that no window reads any more", () => {
    expect(unsentDeltas(summary(), undefined, NOW + 5 * 24 * 3600 * 1000)).toEqual([]);
  });

  it("changes nothing when a draft is edited and stays a draft", () => {
    expect(unsentDeltas(summary(), summary({ summaryContent: "Edited." }), NOW)).toEqual([]);
  });
});

describe("which reads give the unsent drafts", () => {
  const now = Date.parse("2026-11-21T12:30:00.000Z");

  it("reads the window's first hour record by record and the whole hours after it from the counts", () => {
    const reads = unsentReads(now, { retentionHours: null, autoDeleteEnabled: false });

    expect(reads).toEqual({
      edge: { fromMs: Date.parse("2026-11-18T12:30:00.000Z"), toMs: Date.parse("2026-11-18T13:00:00.000Z") },
      hours: { from: "2026-11-18T13", to: "2026-11-21T12" },
    });
  });

  it("starts where the retention period starts when that is shorter than 3 days", () => {
    const reads = unsentReads(now, { retentionHours: 24, autoDeleteEnabled: true });

    expect(reads.edge.fromMs).toBe(Date.parse("2026-11-20T12:30:00.000Z"));
  });

  it("reads records only when the window starts in the current hour", () => {
    const reads = unsentReads(Date.parse("2026-11-21T12:00:00.000Z"), { retentionHours: 1, autoDeleteEnabled: true });

    expect(reads.hours).toEqual({ from: "2026-11-21T12", to: "2026-11-21T12" });
    expect(unsentReads(now + 1, { retentionHours: 1, autoDeleteEnabled: true }).hours).toEqual({
      from: "2026-11-21T12",
      to: "2026-11-21T12",
    });
  });
});
