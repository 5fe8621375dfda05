import type { TranscribeClient } from "@aws-sdk/client-transcribe";
import type { SpeechEngine, SpeechJob } from "#core/transcriptions/speech-port";
import type { SpeechJobState } from "#core/transcriptions/status";
import { config, required } from "#lambdas/config";
import { sdkOptions } from "../sdk-options";

let client: TranscribeClient | undefined;
const sdk = () => import("@aws-sdk/client-transcribe");

async function transcribe(): Promise<{ client: TranscribeClient; module: Awaited<ReturnType<typeof sdk>> }> {
  const module = await sdk();
  client ??= new module.TranscribeClient({ region: config().AWS_REGION, ...sdkOptions("data") });
  return { client, module };
}

/** Transcribe's MediaFormat for each content type we accept (contracts/transcriptions.ts AUDIO_TYPES). */
const MEDIA_FORMAT: Record<string, "webm" | "ogg" | "mp3" | "mp4" | "wav"> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mpeg": "mp3",
  "audio/mp4": "mp4",
  "audio/wav": "wav",
};

/**
 * The request, built apart from the call so a test can read it. With a data-access role, Transcribe queues a job the
 * account's concurrent-job quota cannot take yet (first in, first out, up to 10,000) instead of refusing it with
 * LimitExceededException, and reads the audio and writes the output with that role (docs/scale.md).
 */
export function startJobRequest(job: SpeechJob, dataKeyArn: string, dataAccessRoleArn?: string) {
  const format = MEDIA_FORMAT[job.contentType];
  if (!format) throw new Error(`No Transcribe media format for ${job.contentType}`);
  return {
    TranscriptionJobName: job.jobName,
    LanguageCode: "en-US" as const,
    // No MediaSampleRateHertz: Transcribe reads it from the file (Opus is always 48 kHz; a wrong rate fails the job).
    MediaFormat: format,
    Media: { MediaFileUri: `s3://${job.audio.bucket}/${job.audio.key}` },
    OutputBucketName: job.output.bucket,
    OutputKey: job.output.key,
    OutputEncryptionKMSKeyId: dataKeyArn,
    Settings: { ShowSpeakerLabels: true, MaxSpeakerLabels: 2 },
    ...(dataAccessRoleArn
      ? { JobExecutionSettings: { AllowDeferredExecution: true, DataAccessRoleArn: dataAccessRoleArn } }
      : {}),
  };
}

/**
 * Amazon Transcribe Medical's request: a clinician and a patient talking (CONVERSATION) in primary care, the only
 * specialty batch jobs accept; en-US only. The output key is a full object key ending in .json, so the JSON lands at
 * exactly the key the record keeps, as with Transcribe. Transcribe Medical has no job queueing (its request takes no
 * JobExecutionSettings).
 */
export function startMedicalJobRequest(job: SpeechJob, dataKeyArn: string) {
  const { TranscriptionJobName, ...rest } = startJobRequest(job, dataKeyArn);
  return {
    ...rest,
    MedicalTranscriptionJobName: TranscriptionJobName,
    Specialty: "PRIMARYCARE" as const,
    Type: "CONVERSATION" as const,
  };
}

type Service = "transcribe" | "transcribe-medical";

/** GetTranscriptionJob's answer as the deadline rule reads it (core/transcriptions/status.ts queuedJobDeadline). */
export function jobStateOf(
  job: { TranscriptionJobStatus?: string; StartTime?: Date } | undefined,
): SpeechJobState | undefined {
  const status = job?.TranscriptionJobStatus;
  if (status !== "QUEUED" && status !== "IN_PROGRESS" && status !== "COMPLETED" && status !== "FAILED")
    return undefined;
  return { status, ...(job?.StartTime && status !== "QUEUED" ? { startedAtMs: job.StartTime.getTime() } : {}) };
}

/**
 * Amazon Transcribe (or Transcribe Medical, by SPEECH_SERVICE) batch jobs. Transcribe reads the audio and writes its
 * JSON with the data-access role (SPEECH_DATA_ACCESS_ROLE_ARN: the audio and output prefixes, the data key) and
 * queues what its concurrent-job quota cannot take yet; Transcribe Medical, which has no queue, with this function's
 * own permissions. Completion arrives as the EventBridge "Transcribe Job State Change" event, which both send.
 */
export function createTranscribeEngine(
  service: () => Service = () => config().SPEECH_SERVICE,
): SpeechEngine & { failureReason(jobName: string): Promise<string | undefined> } {
  return {
    name: "transcribe",
    async start(job) {
      const { client, module } = await transcribe();
      const key = required("DATA_KEY_ARN");
      if (service() === "transcribe-medical") {
        await client.send(new module.StartMedicalTranscriptionJobCommand(startMedicalJobRequest(job, key)));
      } else {
        const role = required("SPEECH_DATA_ACCESS_ROLE_ARN");
        await client.send(new module.StartTranscriptionJobCommand(startJobRequest(job, key, role)));
      }
    },
    /** Only Transcribe queues jobs; a Medical job or one Transcribe no longer knows has no state to report. */
    async jobState(jobName) {
      if (service() === "transcribe-medical") return undefined;
      const { client, module } = await transcribe();
      const result = await client.send(new module.GetTranscriptionJobCommand({ TranscriptionJobName: jobName }));
      return jobStateOf(result.TranscriptionJob);
    },
    /** The event carries no reason: the job does. */
    async failureReason(jobName) {
      const { client, module } = await transcribe();
      if (service() === "transcribe-medical") {
        const result = await client.send(
          new module.GetMedicalTranscriptionJobCommand({ MedicalTranscriptionJobName: jobName }),
        );
        return result.MedicalTranscriptionJob?.FailureReason;
      }
      const result = await client.send(new module.GetTranscriptionJobCommand({ TranscriptionJobName: jobName }));
      return result.TranscriptionJob?.FailureReason;
    },
  };
}

export const transcribeEngine = createTranscribeEngine();
