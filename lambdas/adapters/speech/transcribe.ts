import type { TranscribeClient } from "@aws-sdk/client-transcribe";
import type { SpeechEngine, SpeechJob } from "#core/transcriptions/speech-port";
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

/** The request, built apart from the call so a test can read it. */
export function startJobRequest(job: SpeechJob, dataKeyArn: string) {
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
  };
}

/**
 * Amazon Transcribe Medical's request: a clinician and a patient talking (CONVERSATION) in primary care, the only
 * specialty batch jobs accept; en-US only. The output key is a full object key ending in .json, so the JSON lands at
 * exactly the key the record keeps, as with Transcribe.
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

/**
 * Amazon Transcribe (or Transcribe Medical, by SPEECH_SERVICE) batch jobs. Transcribe reads the audio and writes its
 * JSON with this function's own permissions (the record's objects in the uploads bucket, the data key); completion
 * arrives as the EventBridge "Transcribe Job State Change" event, which both services send.
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
        await client.send(new module.StartTranscriptionJobCommand(startJobRequest(job, key)));
      }
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
