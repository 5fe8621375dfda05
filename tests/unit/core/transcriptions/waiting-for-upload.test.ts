import { describe, expect, it } from "vitest";
import type { TranscriptionRecord } from "#core/transcriptions/ports";
import { UPLOAD_WAIT_SECONDS, UPLOAD_WINDOW_SECONDS } from "#core/transcriptions/status";
import { toListItem, toView } from "#core/transcriptions/transcriptions";

const SUB = "3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d";
const ID = "01jq4zk7r9x2m3n4p5q6r7s8t9";
const CREATED = Date.parse("2026-11-24T10:00:00.000Z");

/** Created, its upload form handed out, and the audio never arrived. */
const awaitingAudio = (): TranscriptionRecord => ({
  id: ID,
  patientName: "Walter Finch",
  patientEmail: null,
  originalFilename: "recording.webm",
  contentType: "audio/webm",
  audioKey: `transcriptions/${SUB}/${ID}/audio.webm`,
  audioUploaded: false,
  audioDuration: 100,
  speechEngine: "local",
  aiEngine: null,
  job: "uploading",
  stage: "uploading",
  error: null,
  hasTranscript: false,
  hasNotes: false,
  transcriptionText: null,
  patientSummary: null,
  sourceGrade: null,
  summaryGrade: null,
  targetGrade: 8,
  flags: [],
  files: [],
  summaryId: null,
  patientSummarySentAt: null,
  createdAt: new Date(CREATED).toISOString(),
  deadlineAt: CREATED + UPLOAD_WINDOW_SECONDS * 1000,
});

describe("a recording whose upload never arrives", () => {
  it("reads processing while the upload may still be under way", () => {
    const soon = CREATED + 30_000;

    expect(toView(awaitingAudio(), soon).status).toBe("processing");
  });

  it("reads waiting-upload after a short window, in the list and the detail, not processing for an hour", () => {
    const later = CREATED + (UPLOAD_WAIT_SECONDS + 1) * 1000;

    expect(UPLOAD_WAIT_SECONDS).toBeLessThanOrEqual(5 * 60);
    expect(toView(awaitingAudio(), later).status).toBe("waiting-upload");
    expect(toListItem(awaitingAudio(), later).status).toBe("waiting-upload");
  });

  it("reads failed with its reason once the upload window has closed", () => {
    const closed = CREATED + (UPLOAD_WINDOW_SECONDS + 1) * 1000;

    const view = toView(awaitingAudio(), closed);

    expect(view.status).toBe("failed");
    expect(view.error).toBe("The recording was not uploaded. Please try again.");
  });
});
