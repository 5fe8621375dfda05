import { describe, expect, it } from "vitest";
import { draftChanges, draftDays, draftOf, unsentCount } from "#core/dashboard/unsent";

const CREATED = "2026-11-21T09:41:12.345Z";
const CREATED_MS = Date.parse(CREATED);
const NOW = Date.parse("2026-11-21T12:00:00.000Z");
const HOUR = 3600 * 1000;
const KEEP_EVERYTHING = { retentionHours: null, autoDeleteEnabled: false };

const summary = (fields: Record<string, unknown> = {}) => ({
  sk: "SUMMARY#01s",
  entity: "summary",
  status: "ready",
  sentAt: null,
  createdAt: CREATED,
  ...fields,
});

const transcription = (fields: Record<string, unknown> = {}) => ({
  sk: "TRANSCRIPTION#01t",
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

describe("which stored records are unsent drafts", () => {
  it("keeps a finished, unsent summary under its sort key and creation day", () => {
    expect(draftOf(summary())).toEqual({ day: "2026-11-21", name: "SUMMARY#01s", createdMs: CREATED_MS });
  });

  it.each([
    ["sent", { sentAt: "2026-11-21T10:00:00.000Z" }],
    ["still being written", { status: "processing" }],
    ["failed", { status: "failed" }],
    ["a sample", { sample: true }],
  ])("does not keep a summary that is %s", (_what, fields) => {
    expect(draftOf(summary(fields))).toBeUndefined();
  });

  it("keeps a processed, unsent transcription", () => {
    expect(draftOf(transcription())).toEqual({ day: "2026-11-21", name: "TRANSCRIPTION#01t", createdMs: CREATED_MS });
  });

  it.each([
    ["sent", { patientSummarySentAt: "2026-11-21T10:00:00.000Z" }],
    ["writing its notes again", { job: "writing" }],
    ["without a patient summary", { hasPatientSummary: false }],
    ["failed", { job: "failed", error: "No speech was detected in this recording." }],
  ])("does not keep a transcription that is %s", (_what, fields) => {
    expect(draftOf(transcription(fields))).toBeUndefined();
  });

  it("does not keep other items of the clinician's partition", () => {
    expect(draftOf({ sk: "FEEDBACK#01f", entity: "feedback", createdAt: CREATED })).toBeUndefined();
  });
});

describe("what one write changes in the day items", () => {
  it("keeps the creation time when a summary is finished", () => {
    expect(draftChanges(summary({ status: "processing" }), summary(), NOW)).toEqual([
      { day: "2026-11-21", name: "SUMMARY#01s", createdMs: CREATED_MS },
    ]);
  });

  it("lets it go when the summary is sent", () => {
    expect(draftChanges(summary(), summary({ sentAt: "2026-11-21T10:00:00.000Z" }), NOW)).toEqual([
      { day: "2026-11-21", name: "SUMMARY#01s", createdMs: null },
    ]);
  });

  it("lets it go when an unsent draft is deleted or expires", () => {
    expect(draftChanges(transcription(), undefined, NOW)).toEqual([
      { day: "2026-11-21", name: "TRANSCRIPTION#01t", createdMs: null },
    ]);
  });

  it("leaves a day that no window reads any more", () => {
    expect(draftChanges(summary(), undefined, NOW + 5 * 24 * HOUR)).toEqual([]);
  });

  it("changes nothing when a draft is edited and stays a draft", () => {
    expect(draftChanges(summary(), summary({ summaryContent: "Edited." }), NOW)).toEqual([]);
  });
});

describe("the days the dashboard reads", () => {
  it("are the four UTC days the 3-day window touches, oldest first", () => {
    expect(draftDays(Date.parse("2026-11-21T12:30:00.000Z"))).toEqual([
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    ]);
  });

  it("include the window's first day at a minute past midnight", () => {
    expect(draftDays(Date.parse("2026-12-01T00:01:00.000Z"))[0]).toBe("2026-11-28");
  });
});

describe("the unsent drafts counted", () => {
  const hoursAgo = (hours: number) => NOW - hours * HOUR;

  it("are the drafts of the last 3 days, exact to the millisecond at the window's edge", () => {
    const created = [hoursAgo(1), hoursAgo(71.99), NOW - 72 * HOUR, NOW - 72 * HOUR - 1];

    expect(unsentCount(created, NOW, KEEP_EVERYTHING)).toBe(3);
  });

  it("leave out what a retention shorter than 3 days has already removed", () => {
    const created = [hoursAgo(1), hoursAgo(23), hoursAgo(25), hoursAgo(50)];

    expect(unsentCount(created, NOW, { retentionHours: 24, autoDeleteEnabled: true })).toBe(2);
  });

  it("keep the 3-day window when auto-delete is off", () => {
    const created = [hoursAgo(1), hoursAgo(50)];

    expect(unsentCount(created, NOW, { retentionHours: 1, autoDeleteEnabled: false })).toBe(2);
  });

  it("leave out records older than a retention job's floor", () => {
    const created = [hoursAgo(1), hoursAgo(5)];

    expect(unsentCount(created, NOW, { ...KEEP_EVERYTHING, floorMs: hoursAgo(2) })).toBe(1);
  });
});
