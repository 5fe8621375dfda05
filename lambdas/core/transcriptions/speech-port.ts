import type { TranscribeOutput } from "./speech-output";
import type { SpeechJobState } from "./status";

/**
 * The `speech` port (docs/architecture.md, "The ai and speech ports"). Two engines, one contract: a job is started on
 * an uploaded audio object, the engine writes Amazon Transcribe's output JSON under the record's prefix, and completion
 * is announced by the "Transcribe Job State Change" event, which one handler reads for both
 * (core/transcriptions/speech-output.ts parses the rest).
 *   - transcribe: an Amazon Transcribe batch job; EventBridge delivers the event.
 *   - local: the offline recogniser below, run by the local stack, which emits the same event.
 */
export interface SpeechJob {
  /** Transcribe's job name rules: [0-9a-zA-Z._-], at most 200 characters; unique per recording. */
  jobName: string;
  audio: { bucket: string; key: string };
  contentType: string;
  output: { bucket: string; key: string };
}

export interface SpeechEngine {
  readonly name: "local" | "transcribe";
  start(job: SpeechJob): Promise<void>;
  /**
   * Where a started job stands, for an engine that may hold jobs in a queue (Amazon Transcribe); the offline engine
   * runs each job at once and has none.
   */
  jobState?(jobName: string): Promise<SpeechJobState | undefined>;
}

/** Audio for the offline recogniser: a file on disk, or the bytes (written to a temporary file). */
export type AudioInput = { path: string } | { bytes: Uint8Array };

export interface Recognition {
  output: TranscribeOutput;
  /** Length of the decoded audio. */
  audioSeconds: number;
  /** How much the run cost, for the benchmark (CPU and memory sampled from /proc while it ran). */
  stats: { elapsedMs: number; cpuMs: number; peakRssKb: number };
}

/** Speech to Transcribe-shaped output, entirely on this machine. */
export interface Recogniser {
  recognise(input: AudioInput, options: { jobName: string; signal?: AbortSignal }): Promise<Recognition>;
}
