import * as z from "zod/mini";
import type { ClinicalNotes } from "#contracts/transcriptions/notes";

/**
 * The one validator every engine's notes pass through (the offline draft's and Bedrock's alike): known shape only,
 * evidence only from segments that exist, bounded size.
 */

export const MAX_NOTE_SECTIONS = 30;
export const MAX_SENTENCES_PER_SECTION = 200;
const MAX_SENTENCE_CHARS = 2000;
/** The notes document is bounded like any stored output: about 200 KB of text at most. */
const MAX_NOTES_CHARS = 200_000;

const draftSchema = z.lazy(() =>
  z.object({
    sections: z
      .array(
        z.object({
          heading: z.string(),
          sentences: z._default(
            z.array(z.object({ text: z.string(), segmentIds: z._default(z.array(z.string()), []) })),
            [],
          ),
        }),
      )
      .check(z.minLength(1)),
  }),
);

export class InvalidNotes extends Error {}

/**
 * Keeps what can be trusted of an engine's answer: non-empty sentences, evidence that names segments of this
 * transcript (unknown ids are dropped, never invented), at most the bounds above. Throws InvalidNotes when nothing
 * of the expected shape is there.
 */
export function validateNotes(raw: unknown, segmentIds: Set<string>, templateName: string): ClinicalNotes {
  const parsed = draftSchema.safeParse(raw);
  if (!parsed.success) throw new InvalidNotes("The notes do not have the expected shape.");
  let budget = MAX_NOTES_CHARS;
  const sections = parsed.data.sections.slice(0, MAX_NOTE_SECTIONS).map((section) => ({
    heading: section.heading.trim().slice(0, 200) || "Notes",
    sentences: section.sentences
      .map((s) => ({
        text: s.text.trim().slice(0, MAX_SENTENCE_CHARS),
        segmentIds: [...new Set(s.segmentIds.filter((id) => segmentIds.has(id)))].slice(0, 50),
      }))
      .filter((s) => {
        if (!s.text || budget < s.text.length) return false;
        budget -= s.text.length;
        return true;
      })
      .slice(0, MAX_SENTENCES_PER_SECTION),
  }));
  return { templateName, sections };
}
