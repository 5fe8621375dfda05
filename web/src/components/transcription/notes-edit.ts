import type { NoteSection } from "#contracts/transcriptions/notes";

/** A section as the clinician edits it: one sentence per line. */
export const sectionText = (section: NoteSection) => section.sentences.map((s) => s.text).join("\n");

/**
 * Edited lines back to sentences, keeping each sentence's evidence: a line equal to an original sentence keeps that
 * sentence's segments; when the number of lines did not change, a reworded line keeps the segments of the sentence
 * it replaced ('stop' corrected to 'start' still rests on the same speech). New lines cite nothing.
 */
export function editedSection(original: NoteSection, text: string): NoteSection {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const sameShape = lines.length === original.sentences.length;
  const unused = [...original.sentences];
  return {
    heading: original.heading,
    sentences: lines.map((line, i) => {
      const exact = unused.findIndex((s) => s.text === line);
      if (exact >= 0) return { text: line, segmentIds: unused.splice(exact, 1)[0].segmentIds };
      return { text: line, segmentIds: sameShape ? original.sentences[i].segmentIds : [] };
    }),
  };
}
