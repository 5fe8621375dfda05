import type { ChatMessage } from "#contracts/summaries";
import type { NoteSection } from "#contracts/transcriptions/notes";
import type { StructuredSummary } from "../local-engine/structure";
import type { ClinicalNotesRequest, NotesSegment } from "../transcriptions/clinical-notes";

export interface Attachment {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface DraftRequest {
  sourceText: string;
  templateName: string;
  templateContent: string;
  instructions: string;
  patientName: string;
  targetGrade: number;
  /** PDFs and images, which Bedrock reads directly (decisions.md item 6). */
  attachments: Attachment[];
  /**
   * A recorded consultation (issue 18): its clinical notes and speaker-labelled segments. When present, the summary
   * is built from what was decided (assessment, medicines with their action, follow-up, warning signs), not from
   * `sourceText` (the transcript, kept for measuring and checking) read as if it were a document.
   */
  consultation?: Consultation;
}

export interface Consultation {
  notes: NoteSection[];
  segments: NotesSegment[];
}

export interface Draft {
  text: string;
  /** Glossary terms the offline engine replaced; empty for model engines. */
  glossaryHits: string[];
  /** What the summary says as data, which `text` was rendered from (both engines, decision 187). */
  structure?: StructuredSummary;
}

export interface ChatRequest {
  summary: string;
  /** The extracted text of the source documents, when at hand: chat also answers from it (decision 184). */
  source?: string;
  question: string;
  history: ChatMessage[];
  /** The patient's language when it is not English (issue 23): the model answers in it, from the English summary. */
  language?: { code: string; name: string };
}

/** A chat answer and the summary's sentences it relies on. */
export interface ChatAnswer {
  text: string;
  /**
   * Numbers of the summary's sentences (contracts/summary-sentences.ts) the answer relies on (issue 25, part 5):
   * those the offline engine quoted, those Bedrock cited and that exist. Empty when it relies on none of them.
   */
  sources: number[];
}

/**
 * The `ai` port (docs/architecture.md, "The ai and speech ports"): Bedrock in AWS, the deterministic offline engine
 * locally.
 */
export interface AiEngine {
  readonly name: "local" | "bedrock";
  draft(request: DraftRequest): Promise<Draft>;
  /** A second, simpler version when the first reads above the target grade. */
  simplify(
    request: DraftRequest & { previous: string; previousGrade: number; previousStructure?: StructuredSummary },
  ): Promise<Draft>;
  chat(request: ChatRequest): Promise<ChatAnswer>;
  /**
   * Clinical notes from a transcript in the clinician's clinical template: sections of sentences, each naming the
   * transcript segment ids it rests on. The answer is the engine's raw structure; core/transcriptions/clinical-notes.ts
   * validateNotes decides what of it is kept.
   */
  clinicalNotes(request: ClinicalNotesRequest): Promise<unknown>;
}

export type { ClinicalNotesRequest };
