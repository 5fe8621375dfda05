import explanations from "../../data/term-explanations.json";
import { readDocument } from "./document";
import type { ParsedMedication } from "./medications";
import { homeMedicines, hospitalOnlyMedicines, keepMedicinesToTheList } from "./medicine-list";
import { writeNarrative } from "./narrative";
import { plainWriter } from "./plain-line";
import { renderSummary } from "./render";
import { wordCount } from "./sentences";
import type { Medication, StructuredSection, StructuredSummary } from "./structure";
import { allergiesOf, followUpsOf, warningSignsOf } from "./whole-items";

export { unwrapLines } from "./unwrap";

export interface LocalDraftInput {
  sourceText: string;
  template: string;
  patientName: string;
  /** Longest sentence the draft aims for; the simplify pass lowers it. */
  maxWords: number;
}

export interface LocalDraft {
  text: string;
  glossaryHits: string[];
  /** What `text` was rendered from (the `ai` port's `Draft.structure`). */
  structure: OfflineSummary;
}

/** The structured summary with the offline engine's own plain line for each medicine. */
export type OfflineSummary = StructuredSummary & { medications: Array<ParsedMedication | Medication> };

/**
 * Reads the document and keeps what the patient needs: every medicine, follow-up and warning sign whole, the
 * diagnosis and home instructions, and then, while the summary stays within its share of the source, what was done,
 * what was found and the history, in that order. It adds no facts of its own.
 */
export function structureDocument(
  sourceText: string,
  patientName: string,
  maxWords: number,
): OfflineSummary & {
  hits: string[];
} {
  const doc = readDocument(sourceText);
  const writer = plainWriter(doc.kind, patientName, maxWords, doc.reader);
  keepMedicinesToTheList(doc);
  const medications = homeMedicines(doc, writer, maxWords);
  const hospital = hospitalOnlyMedicines(doc, medications);
  const allergies = allergiesOf(doc, writer);
  const followUps = followUpsOf(doc, writer, maxWords);
  const warningSigns = warningSignsOf(doc, writer, maxWords);
  const wholeWords =
    allergies.reduce((n, a) => n + wordCount(a), 0) +
    medications.reduce((n, m) => n + wordCount(m.text) + 2, 0) +
    followUps.reduce((n, f) => n + wordCount(f.text), 0) +
    warningSigns.reduce((n, w) => n + wordCount(w.text), 0);
  const narrative = writeNarrative({
    doc,
    sourceWords: wordCount(sourceText),
    writer,
    medications,
    hospital,
    wholeWords,
  });
  const allergySection: StructuredSection[] = allergies.length > 0 ? [{ kind: "allergies", sentences: allergies }] : [];
  return {
    documentKind: doc.kind,
    sections: [...allergySection, ...narrative.sections],
    medications: [...medications, ...narrative.saidInHospital],
    followUps,
    warningSigns,
    explained: explainedTerms(sourceText),
    hits: writer.hits,
  };
}

/** The glossary's terms the source uses, with their meanings. */
function explainedTerms(sourceText: string) {
  return [...explanations.explained, ...explanations.kept].filter((e) =>
    new RegExp(`\\b${e.term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(sourceText.slice(0, 200_000)),
  );
}

let last: { key: string; result: ReturnType<typeof structureDocument> } | undefined;

/**
 * The offline draft: the document read as structure (its own headings, medicines as data), rendered by the one
 * renderer under the template's headings. The simplify pass drafts the same source with shorter sentences.
 */
export function draftSummary(input: LocalDraftInput): LocalDraft {
  const key = `${input.maxWords}\u0000${input.patientName}\u0000${input.sourceText}`;
  if (last?.key !== key) last = { key, result: structureDocument(input.sourceText, input.patientName, input.maxWords) };
  const { hits, ...structure } = last.result;
  return { text: renderSummary(structure, input.template), glossaryHits: [...hits], structure };
}
