import * as z from "zod/mini";

/** Clinical notes whose every sentence cites the transcript segments it rests on, and PUT /transcriptions/{id}/notes. */

export interface NoteSentence {
  text: string;
  /** The transcript segments this sentence rests on (may be empty for a sentence the clinician added). */
  segmentIds: string[];
}

export interface NoteSection {
  heading: string;
  sentences: NoteSentence[];
}

export interface ClinicalNotes {
  /** The clinician's clinical template at generation time (Settings), e.g. 'SOAP Format'. */
  templateName: string;
  sections: NoteSection[];
}

const MAX_NOTE_TEXT = 2000;

const noteSentenceSchema = z.lazy(() =>
  z.object({
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NOTE_TEXT)),
    segmentIds: z._default(z.array(z.string().check(z.regex(/^s[1-9][0-9]{0,5}$/))).check(z.maxLength(50)), []),
  }),
);
export const notesEditSchema = z.lazy(() =>
  z.object({
    sections: z
      .array(
        z.object({
          heading: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
          sentences: z.array(noteSentenceSchema).check(z.maxLength(500)),
        }),
      )
      .check(z.minLength(1), z.maxLength(30)),
  }),
);
export type NotesEdit = z.input<typeof notesEditSchema>;
