import type { SpeechEngine } from "#core/transcriptions/speech-port";
import { config, required } from "#lambdas/config";

/** Must match JOB_SECRET_HEADER in infra/local/gateway.ts (not imported: Lambda bundles must not pull in infra). */
const LOCAL_JOB_SECRET_HEADER = "x-clearnote-job-secret";
/** The local stack's job that runs the offline recogniser (adapters/local/speech/speech-job.ts). */
export const LOCAL_SPEECH_JOB = "recognise-speech";

/**
 * The offline engine, started like Transcribe: the local gateway runs the recogniser in the background, writes
 * Transcribe-shaped JSON to the output key and announces the same "Transcribe Job State Change" event.
 */
export const localSpeechEngine: SpeechEngine = {
  name: "local",
  async start(job) {
    const endpoint = config().JOBS_ENDPOINT;
    if (!endpoint) throw new Error("The offline speech engine runs only on the local stack (JOBS_ENDPOINT unset)");
    const response = await fetch(`${endpoint}/${LOCAL_SPEECH_JOB}`, {
      method: "POST",
      headers: { "content-type": "application/json", [LOCAL_JOB_SECRET_HEADER]: required("JOBS_SECRET") },
      body: JSON.stringify(job),
    });
    if (!response.ok) throw new Error(`Local job endpoint answered ${response.status}`);
  },
};
