import type { Reader } from "./document";
import { plainSentence, plainWords } from "./rewrite";
import type { DocumentKind } from "./structure";

export interface LineOptions {
  /** Keep medical terms and explain them in brackets (diagnoses and results), instead of swapping them. */
  explain?: boolean;
  /** One line as it is, with a full stop: a follow-up, a warning or an allergy is never cut into sentences here. */
  whole?: boolean;
  /** Longest sentence for this line, instead of the draft's. */
  maxWords?: number;
}

/** Says the source's lines to the patient, and collects every glossary term it used (the draft's `glossaryHits`). */
export interface PlainWriter {
  readonly hits: string[];
  /** The line in plain words, as one piece. */
  words(text: string): string;
  /** The line in plain words: sentences of about the draft's length, or one `whole` line ending in a full stop. */
  line(text: string, options?: LineOptions): string;
}

/**
 * A letter to the family doctor is said to the patient with "your GP" for "you", whatever its kind says ("Dear Dr …"
 * over a clinic's letter too); a letter to a child's parents keeps the child as "he" or "she", since "you" is already
 * the parent (issue 18: "take you to A&E", "see you promptly").
 */
export function plainWriter(
  kind: DocumentKind,
  patientName: string,
  maxWords: number,
  reader: Reader = "patient",
): PlainWriter {
  const hits: string[] = [];
  const forPatient =
    kind === "consultation_letter" || reader === "clinician" ? gpLetterForPatient : (text: string) => text;
  const thirdPerson = reader === "carer";
  const words = (text: string, options: LineOptions = {}) => {
    const plain = plainWords(forPatient(text), patientName, { ...options, thirdPerson });
    hits.push(...plain.hits);
    return plain.text;
  };
  return {
    hits,
    words: (text) => words(text),
    line(text, options = {}) {
      if (options.whole) {
        const plain = words(text, options);
        return /[.!?][)"”’]?$/.test(plain) ? plain : `${plain}.`;
      }
      const plain = plainSentence(forPatient(text), patientName, options.maxWords ?? maxWords, {
        ...options,
        thirdPerson,
      });
      hits.push(...plain.hits);
      return plain.sentences.join(" ");
    },
  };
}

/** A letter to the family doctor says "contact you" for "contact your GP". */
function gpLetterForPatient(text: string): string {
  return text
    .replace(/\b(contact|call|phone|tell|see) you\b/gi, "$1 your GP")
    .replace(/\bwhich you started\b/gi, "which your GP started")
    .replace(/\bI would be grateful if you could\b/gi, "I have asked your GP to")
    .replace(/\b(?:please could you|could you please)\b/gi, "I have asked your GP to");
}
