import type { TranscriptionRecord, TranscriptionStore } from "./ports";
import type { SpeechEngine } from "./speech-port";
import { TRANSCRIPTION_FAILED } from "./status";

/**
 * Starts the speech job on the record's stored audio, once the record has moved to `transcribing` (a first start or a
 * Retry). A start that fails marks the record failed, so no screen waits for a job that never ran.
 */
export async function startSpeechJob(
  deps: { transcriptions: TranscriptionStore; speech: SpeechEngine; bucket: () => string },
  sub: string,
  id: string,
  job: { jobName: string; outputKey: string; record: Pick<TranscriptionRecord, "audioKey" | "contentType"> },
): Promise<void> {
  try {
    await deps.speech.start({
      jobName: job.jobName,
      audio: { bucket: deps.bucket(), key: job.record.audioKey },
      contentType: job.record.contentType,
      output: { bucket: deps.bucket(), key: job.outputKey },
    });
  } catch (error) {
    await deps.transcriptions.transition(sub, id, ["transcribing"], { job: "failed", error: TRANSCRIPTION_FAILED });
    throw error;
  }
}
