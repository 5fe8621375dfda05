import type { ReviewFlag } from "#contracts/review-flags";

/**
 * The claim checker's inputs (issue 18). One module judges every text a patient or clinician will read, whichever
 * engine wrote it: documents and recordings, clinical notes and patient summaries, and again after every edit,
 * regeneration and restore. It never calls the generator: it reads the output and the source only.
 */

/** A document's extracted text. */
export interface DocumentSource {
  kind: "document";
  text: string;
}

/** A recogniser's word (either engine), with its time in seconds and its confidence (0-1). */
export interface SourceWord {
  text: string;
  start: number;
  end: number;
  confidence: number;
  segmentId?: string;
  speaker?: string | null;
}

/** A transcript: its words with times and confidences, and the recogniser's threshold for "unsure". */
export interface TranscriptSource {
  kind: "transcript";
  text: string;
  words: SourceWord[];
  /** Words below this confidence are "low confidence" (LOW_CONFIDENCE_BELOW of the engine). */
  lowConfidenceBelow: number;
}

export type ClaimSource = DocumentSource | TranscriptSource;

export interface CheckRequest {
  /** The text as the reader will see it (the summary's light Markdown, or notes as plain text). */
  output: string;
  source: ClaimSource;
  /**
   * "patient": a patient summary; every safety item of the source must be in it (coverage).
   * "clinician": clinical notes; claims are checked, coverage is not.
   */
  audience: "patient" | "clinician";
}

/** The flags for a text: unresolved, bounded, in the order their claims stand in the output (omissions last). */
export type CheckClaims = (request: CheckRequest) => ReviewFlag[];
