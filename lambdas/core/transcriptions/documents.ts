import type { ReviewFlag } from "#contracts/review-flags";
import type { ClinicalNotes } from "#contracts/transcriptions/notes";
import type { TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import type { TranscriptSegmentView, TranscriptWordView } from "#contracts/transcriptions/view";
import type { Transcript } from "./speech-output";

/**
 * The documents a transcription keeps in S3 under its prefix (docs/architecture.md, "Bounded items"), and their keys.
 * Keys carry owner and record, and are made only here.
 */
export const TRANSCRIPTIONS_PREFIX = "transcriptions/";
export const recordPrefix = (sub: string, id: string) => `${TRANSCRIPTIONS_PREFIX}${sub}/${id}/`;
const RECORD_PREFIX = /^transcriptions\/([A-Za-z0-9-]{1,128})\/([0-7][0-9a-hjkmnp-tv-z]{25})\/[^/]/;
/** The record an object under `transcriptions/` belongs to; undefined for a key no record could own. */
export function recordOfObjectKey(key: string): { sub: string; id: string } | undefined {
  const match = RECORD_PREFIX.exec(key);
  return match ? { sub: match[1], id: match[2] } : undefined;
}
export const audioKeyFor = (sub: string, id: string, ext: string) => `${recordPrefix(sub, id)}audio.${ext}`;
export const speechOutputKeyFor = (sub: string, id: string, jobName: string) =>
  `${recordPrefix(sub, id)}speech/${jobName}.json`;
export const transcriptKeyFor = (sub: string, id: string) => `${recordPrefix(sub, id)}transcript.json`;
/**
 * A corrected transcript is a new object (never an overwrite), so a correction that loses the revision race leaves
 * the winner's object untouched; `version` is unique per attempt.
 */
export const correctedTranscriptKeyFor = (sub: string, id: string, version: string) =>
  `${recordPrefix(sub, id)}transcript-${version}.json`;
export const notesKeyFor = (sub: string, id: string) => `${recordPrefix(sub, id)}notes.json`;

/** The transcript as stored: what the detail view shows (minus lowConfidence, which depends on the engine). */
export interface TranscriptDocument {
  version: 1;
  text: string;
  words: Array<Omit<TranscriptWordView, "lowConfidence"> & { speaker: string | null }>;
  segments: TranscriptSegmentView[];
  /**
   * Who each speaker label is (issue 20). Absent in documents written before speakers were named, and when the
   * engine labelled no speakers.
   */
  speakers?: TranscriptSpeakerView[];
}

/** The notes with what the claim checker found in them against the transcript (written together, never apart). */
export type NotesDocument = ClinicalNotes & { version: 1; flags?: ReviewFlag[] };

/** The notes as the checker reads them: each heading, then its sentences. */
export const notesText = (notes: ClinicalNotes) =>
  notes.sections.map((s) => [`## ${s.heading}`, ...s.sentences.map((x) => x.text)].join("\n")).join("\n\n");

/** The preview the record keeps of the transcript text. */
export const TEXT_PREVIEW_CHARS = 2000;
export const previewOf = (text: string) =>
  text.length > TEXT_PREVIEW_CHARS ? `${text.slice(0, TEXT_PREVIEW_CHARS - 1)}…` : text;

export function transcriptDocument(transcript: Transcript): TranscriptDocument {
  return {
    version: 1,
    text: transcript.text,
    words: transcript.words.map((w) => ({
      text: w.text,
      punctuation: w.punctuation,
      start: w.start,
      end: w.end,
      confidence: w.confidence,
      speaker: w.speaker ?? null,
      segmentId: w.segmentId,
    })),
    segments: transcript.segments.map((s) => ({
      id: s.id,
      start: s.start,
      end: s.end,
      speaker: s.speaker ?? null,
      text: s.text,
      edited: false,
    })),
  };
}

const WORD = /\S+/g;
const TRAILING_PUNCTUATION = /[.,;:?!]+$/;

/**
 * The clinician's corrected text for one segment. Its words are re-made from the text and keep the segment's time
 * span: when the count of words is unchanged each keeps its own timing, otherwise the span is shared out evenly.
 * Corrected words are the clinician's, so their confidence is 1 (never highlighted).
 */
export function correctSegment(doc: TranscriptDocument, segmentId: string, text: string): TranscriptDocument {
  const segment = doc.segments.find((s) => s.id === segmentId);
  if (!segment) return doc;
  const oldWords = doc.words.filter((w) => w.segmentId === segmentId);
  const tokens = (text.trim().match(WORD) ?? []).map((token) => {
    const punctuation = token.match(TRAILING_PUNCTUATION)?.[0] ?? "";
    const bare = token.slice(0, token.length - punctuation.length);
    return bare ? { text: bare, punctuation } : { text: token, punctuation: "" };
  });
  const span = Math.max(0, segment.end - segment.start);
  const sameCount = tokens.length === oldWords.length;
  const speaker = oldWords[0]?.speaker ?? segment.speaker;
  const newWords = tokens.map((token, i) => ({
    text: token.text,
    punctuation: token.punctuation,
    start: sameCount ? oldWords[i].start : segment.start + (span * i) / tokens.length,
    end: sameCount ? oldWords[i].end : segment.start + (span * (i + 1)) / tokens.length,
    confidence: 1,
    speaker,
    segmentId,
  }));
  const firstIndex = doc.words.findIndex((w) => w.segmentId === segmentId);
  const words = doc.words.filter((w) => w.segmentId !== segmentId);
  words.splice(firstIndex < 0 ? words.length : firstIndex, 0, ...newWords);
  const segments = doc.segments.map((s) =>
    s.id === segmentId ? { ...s, text: newWords.map((w) => w.text + w.punctuation).join(" "), edited: true } : s,
  );
  return {
    ...doc,
    words,
    segments,
    text: segments
      .map((s) => s.text)
      .filter(Boolean)
      .join(" "),
  };
}
