import { randomUUID } from "node:crypto";
import { AUDIO_TOO_LONG, MAX_AUDIO_SECONDS } from "#contracts/transcriptions/audio";
import { log } from "#core/shared/log";
import { jobStateChangeEvent } from "#core/transcriptions/speech-output";
import type { Recogniser, SpeechJob } from "#core/transcriptions/speech-port";
import { config, required } from "#lambdas/config";
import { s3Audio } from "../../files/audio";
import { readObject } from "../../files/uploads";
import { createLocalRecogniser } from "./recogniser";
import { AudioTooLong, RecogniserFailed, SpeechEngineUnavailable, UnreadableAudio } from "./speech-errors";

/** Must match JOB_SECRET_HEADER in infra/local/gateway.ts. */
const LOCAL_JOB_SECRET_HEADER = "x-clearnote-job-secret";

const isJob = (event: unknown): event is SpeechJob =>
  typeof (event as SpeechJob)?.jobName === "string" &&
  typeof (event as SpeechJob)?.audio?.key === "string" &&
  typeof (event as SpeechJob)?.output?.key === "string";

/** Reasons the clinician may read: ours, never a tool's output (which can quote file names). */
function failureReasonOf(error: unknown): string {
  if (error instanceof UnreadableAudio || error instanceof SpeechEngineUnavailable) return error.message;
  if (error instanceof AudioTooLong) return error.message;
  if (error instanceof RecogniserFailed) return error.message;
  return "The offline speech recogniser failed.";
}

/** Puts the event on the local event bus (the gateway), which delivers it like EventBridge delivers Transcribe's. */
async function announce(event: ReturnType<typeof jobStateChangeEvent>): Promise<void> {
  const response = await fetch(required("EVENTS_ENDPOINT"), {
    method: "POST",
    headers: { "content-type": "application/json", [LOCAL_JOB_SECRET_HEADER]: required("JOBS_SECRET") },
    body: JSON.stringify(event),
  });
  if (!response.ok) throw new Error(`Local event bus answered ${response.status}`);
}

export const createHandler =
  (recogniser: () => Recogniser, files = { readObject, writeJson: s3Audio.writeJson }) =>
  /**
   * The offline engine's job, run by the local stack only (the local side of StartTranscriptionJob): recognise the
   * audio, write Transcribe-shaped JSON where Transcribe would, then announce "Transcribe Job State Change" so the
   * same transcription-finished handler takes over. It always announces an outcome.
   */
  async (event: unknown): Promise<void> => {
    if (!isJob(event)) {
      log("warn", "job", { job: "recognise-speech", outcome: "invalid-event" });
      return;
    }
    const started = Date.now();
    let failureReason: string | undefined;
    try {
      const audio = await files.readObject(event.audio.key);
      const recognition = await recogniser().recognise({ bytes: audio }, { jobName: event.jobName });
      await files.writeJson(event.output.key, recognition.output);
    } catch (error) {
      failureReason = failureReasonOf(error);
      log("warn", "job", { job: "recognise-speech", error: error instanceof Error ? error.name : "unknown" });
    }
    await announce(
      jobStateChangeEvent({
        jobName: event.jobName,
        status: failureReason ? "FAILED" : "COMPLETED",
        failureReason,
        id: randomUUID(),
        time: new Date(),
        region: config().AWS_REGION,
      }),
    );
    log("info", "job", {
      job: "recognise-speech",
      outcome: failureReason ? "failed" : "completed",
      ms: Date.now() - started,
    });
  };

export const handler = createHandler(() =>
  createLocalRecogniser({
    workDir: config().LOCAL_WORK_DIR,
    maxAudio: { seconds: MAX_AUDIO_SECONDS, message: AUDIO_TOO_LONG },
  }),
);
