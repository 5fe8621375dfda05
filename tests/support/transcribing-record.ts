import { audioKeyFor, speechOutputKeyFor } from "#core/transcriptions/documents";
import type { TranscriptionRecord } from "#core/transcriptions/ports";
import { jobNameFor } from "#core/transcriptions/transcriptions";

/** A record whose speech job is running, with the engine's output file listed: what speech-finished reads. */
export function transcribingRecord(
  sub: string,
  id: string,
  now: Date,
  overrides: Partial<TranscriptionRecord> = {},
): TranscriptionRecord {
  return {
    id,
    patientName: "Walter Finch",
    patientEmail: null,
    originalFilename: "recording.webm",
    contentType: "audio/webm",
    audioKey: audioKeyFor(sub, id, "webm"),
    audioUploaded: true,
    audioDuration: null,
    speechEngine: "transcribe",
    aiEngine: null,
    jobName: jobNameFor(sub, id),
    job: "transcribing",
    stage: "transcribing",
    error: null,
    hasTranscript: false,
    hasNotes: false,
    transcriptionText: null,
    patientSummary: null,
    sourceGrade: null,
    summaryGrade: null,
    targetGrade: 8,
    flags: [],
    files: [
      {
        key: speechOutputKeyFor(sub, id, jobNameFor(sub, id)),
        name: "speech-output.json",
        contentType: "application/json",
      },
    ],
    summaryId: null,
    patientSummarySentAt: null,
    createdAt: now.toISOString(),
    deadlineAt: now.getTime() + 600_000,
    ...overrides,
  };
}
