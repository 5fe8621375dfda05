import type { TranscriptDocument } from "../transcriptions/documents";
import { LOW_CONFIDENCE_BELOW } from "../transcriptions/status";
import type { TranscriptSource } from "./types";

/** A stored transcript as the claim checker reads it, with the unsure threshold of the engine that heard it. */
export function transcriptSourceOf(doc: TranscriptDocument, engine: "local" | "transcribe"): TranscriptSource {
  return {
    kind: "transcript",
    text: doc.text,
    words: doc.words.map((w) => ({
      text: w.text,
      start: w.start,
      end: w.end,
      confidence: w.confidence,
      segmentId: w.segmentId,
      speaker: w.speaker,
    })),
    lowConfidenceBelow: LOW_CONFIDENCE_BELOW[engine] ?? 0.5,
  };
}
