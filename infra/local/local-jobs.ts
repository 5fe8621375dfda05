import type { JobSpec } from "#lambdas/routes";

/**
 * Jobs only the local stack runs: the stand-ins for AWS services that run work of their own. The offline speech
 * engine is Amazon Transcribe's stand-in (StartTranscriptionJob → this job → the state-change event), so it is not
 * in the route table: nothing of it is deployed.
 */
export const localJobs: JobSpec[] = [
  {
    id: "RecogniseSpeech",
    name: "recognise-speech",
    handler: "adapters/local/speech/speech-job",
    grants: [],
    // Two hours of audio at the engine's measured 0.15 × real time on CPU is 18 minutes; a busy machine, more.
    timeoutSeconds: 60 * 60,
    memoryMb: 512,
  },
];
