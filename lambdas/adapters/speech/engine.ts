import type { SpeechEngine } from "#core/transcriptions/speech-port";
import { config } from "#lambdas/config";
import { localSpeechEngine } from "../local/speech/start";
import { transcribeEngine } from "./transcribe";

/** SPEECH_ENGINE picks the engine: "transcribe" in AWS (set with the speech:transcribe grant), "local" otherwise. */
export function speechEngine(): SpeechEngine {
  return config().SPEECH_ENGINE === "transcribe" ? transcribeEngine : localSpeechEngine;
}

/** Why a job failed: Transcribe's own reason (GetTranscriptionJob); the local event carries it already. */
export async function failureReasonOf(jobName: string, fromEvent: string | undefined): Promise<string | undefined> {
  if (fromEvent || config().SPEECH_ENGINE !== "transcribe") return fromEvent;
  return transcribeEngine.failureReason(jobName).catch(() => undefined);
}
