import type { ReviewFlag } from "#contracts/review-flags";
import type { ClinicalNotes } from "#contracts/transcriptions/notes";
import { boundFlags } from "../summaries/limits";
import { notesText } from "../transcriptions/documents";
import { checkClaims } from "./check";
import type { TranscriptSource } from "./types";

/** The clinical notes' claims against what was heard (no coverage: notes are the clinician's, not the patient's). */
export function notesFlags(notes: ClinicalNotes, source: TranscriptSource): ReviewFlag[] {
  return boundFlags(checkClaims({ output: notesText(notes), source, audience: "clinician" })).flags;
}
