import { answerWithSources } from "#core/local-engine/chat";
import { consultationNote } from "#core/local-engine/consultation";
import { draftSummary } from "#core/local-engine/summarize";
import type { AiEngine, DraftRequest } from "#core/shared/ai-port";
import { draftClinicalNotes } from "#core/transcriptions/clinical-notes";

/** Longest sentence (in words) of a first draft, and of the simpler second one. */
const FIRST_PASS_WORDS = 18;
const SIMPLER_PASS_WORDS = 11;

export const localEngine: AiEngine = {
  name: "local",
  async draft(request) {
    return draftSummary({
      sourceText: sourceOf(request),
      template: request.templateContent,
      patientName: request.patientName,
      maxWords: FIRST_PASS_WORDS,
    });
  },
  async simplify(request) {
    return draftSummary({
      sourceText: sourceOf(request),
      template: request.templateContent,
      patientName: request.patientName,
      maxWords: SIMPLER_PASS_WORDS,
    });
  },
  async chat(request) {
    return answerWithSources({ summary: request.summary, source: request.source, question: request.question });
  },
  async clinicalNotes(request) {
    return draftClinicalNotes(request);
  },
};

/** A consultation is summarised from what it decided; a document from its text. */
function sourceOf(request: DraftRequest): string {
  return request.consultation ? consultationNote(request.consultation) : request.sourceText;
}
