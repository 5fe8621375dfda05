import { describe, expect, it } from "vitest";
import { formatDuration } from "#contracts/format-duration";
import {
  dashboardStatus,
  derivedStatus,
  NOTES_TIMED_OUT,
  patientSummaryStatus,
  queuedJobDeadline,
  type StatusFields,
  TRANSCRIPTION_TIMED_OUT,
  transcribeDeadline,
  UPLOAD_NOT_RECEIVED,
  wholeSeconds,
  withDeadline,
} from "#core/transcriptions/status";

const CREATED = "2026-11-24T10:00:00.000Z";
const record = (fields: Partial<StatusFields>): StatusFields => ({
  job: "done",
  stage: "done",
  error: null,
  hasTranscript: false,
  hasNotes: false,
  patientSummary: null,
  patientSummarySentAt: null,
  createdAt: CREATED,
  deadlineAt: Date.parse(CREATED) + 60_000,
  ...fields,
});

describe("transcription status (spec section 4)", () => {
  it("is processed when both clinical notes and a patient summary exist", () => {
    expect(derivedStatus(record({ hasTranscript: true, hasNotes: true, patientSummary: "Rest." }))).toBe("processed");
  });

  it("is transcribed when only the transcript exists", () => {
    expect(derivedStatus(record({ hasTranscript: true }))).toBe("transcribed");
  });

  it("is transcribed while notes are being written from an existing transcript", () => {
    expect(derivedStatus(record({ job: "writing", stage: "writing-notes", hasTranscript: true }))).toBe("transcribed");
  });

  it("is processing while uploading or transcribing", () => {
    expect(derivedStatus(record({ job: "uploading", stage: "uploading" }))).toBe("processing");
    expect(derivedStatus(record({ job: "transcribing", stage: "transcribing" }))).toBe("processing");
  });

  it("is failed whenever the job failed, even with a transcript", () => {
    expect(derivedStatus(record({ job: "failed", hasTranscript: true, error: "x" }))).toBe("failed");
  });

  it("reads notes without a patient summary as transcribed, not processed", () => {
    expect(derivedStatus(record({ hasTranscript: true, hasNotes: true }))).toBe("transcribed");
  });

  it("takes the list projection's summary flag in place of the summary text", () => {
    expect(derivedStatus(record({ hasTranscript: true, hasNotes: true, hasPatientSummary: true }))).toBe("processed");
  });
});

describe("patient summary send status", () => {
  it("is Sent once sent, Ready to Send with a summary, else Not Available", () => {
    expect(patientSummaryStatus(record({ patientSummary: "x", patientSummarySentAt: CREATED }))).toBe("Sent");
    expect(patientSummaryStatus(record({ patientSummary: "x" }))).toBe("Ready to Send");
    expect(patientSummaryStatus(record({}))).toBe("Not Available");
  });
});

describe("dashboard's simpler rule", () => {
  it("is draft until clinical notes exist, then processed", () => {
    expect(dashboardStatus({ hasNotes: false })).toBe("draft");
    expect(dashboardStatus({ hasNotes: true })).toBe("processed");
  });
});

describe("deadlines", () => {
  const past = Date.parse(CREATED) + 120_000;

  it("reports each unfinished stage failed past its deadline with its own message", () => {
    expect(withDeadline(record({ job: "uploading" }), past)).toMatchObject({
      job: "failed",
      error: UPLOAD_NOT_RECEIVED,
    });
    expect(withDeadline(record({ job: "transcribing" }), past)).toMatchObject({
      job: "failed",
      error: TRANSCRIPTION_TIMED_OUT,
    });
    expect(withDeadline(record({ job: "writing" }), past)).toMatchObject({ job: "failed", error: NOTES_TIMED_OUT });
  });

  it("gives transcription time in proportion to the audio: a one-minute recording is not left processing for 20 minutes", () => {
    const now = Date.parse(CREATED);

    const minute = (transcribeDeadline(now, 60) - now) / 60_000;
    const hour = (transcribeDeadline(now, 3600) - now) / 60_000;

    expect(minute).toBeLessThanOrEqual(6);
    expect(hour).toBeGreaterThan(60);
    expect(hour - minute).toBeCloseTo(((3600 - 60) * 1.5) / 60, 5);
  });

  it("leaves finished records and records within their deadline as they are", () => {
    const done = record({ job: "done", hasNotes: true });
    expect(withDeadline(done, past)).toBe(done);
    const early = record({ job: "transcribing" });
    expect(withDeadline(early, Date.parse(CREATED) + 1000)).toBe(early);
  });
});

describe("durations (spec section 9)", () => {
  it("shows minutes:seconds, and 'Unknown' when absent", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(7200)).toBe("120:00");
    expect(formatDuration(null)).toBe("Unknown");
    expect(formatDuration(undefined)).toBe("Unknown");
  });

  it("rounds to whole seconds on save", () => {
    expect(wholeSeconds(21.4)).toBe(21);
    expect(wholeSeconds(21.5)).toBe(22);
    expect(wholeSeconds(null)).toBeNull();
    expect(wholeSeconds(Number.NaN)).toBeNull();
  });
});

describe("deadlines of jobs Amazon Transcribe queues", () => {
  const queuedAt = Date.parse(CREATED);
  const stored = transcribeDeadline(queuedAt, 600);
  const transcribing = { job: "transcribing" as const, createdAt: CREATED, deadlineAt: stored, audioDuration: 600 };

  it("gives a job still waiting in Transcribe's queue its whole budget from now", () => {
    const now = stored + 60_000;

    expect(queuedJobDeadline(transcribing, { status: "QUEUED" }, now)).toBe(transcribeDeadline(now, 600));
  });

  it("counts the budget from when the job left the queue, not from when it was queued", () => {
    const started = queuedAt + 30 * 60_000;

    expect(queuedJobDeadline(transcribing, { status: "IN_PROGRESS", startedAtMs: started }, stored + 1)).toBe(
      transcribeDeadline(started, 600),
    );
  });

  it("keeps the stored deadline for a job that started on time and overran it", () => {
    expect(
      queuedJobDeadline(transcribing, { status: "IN_PROGRESS", startedAtMs: queuedAt }, stored + 1),
    ).toBeUndefined();
  });

  it("keeps the stored deadline for a finished job, an unknown one, and a record no longer transcribing", () => {
    const now = stored + 1;

    expect(queuedJobDeadline(transcribing, { status: "COMPLETED", startedAtMs: now }, now)).toBeUndefined();
    expect(queuedJobDeadline(transcribing, undefined, now)).toBeUndefined();
    expect(queuedJobDeadline({ ...transcribing, job: "writing" }, { status: "QUEUED" }, now)).toBeUndefined();
  });
});
