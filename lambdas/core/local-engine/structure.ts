import * as z from "zod/mini";

/**
 * What a summary says, as data: the one result both engines produce (the offline engine by parsing the document,
 * Bedrock through Converse tool use validated by `structuredSummarySchema`) and the one renderer turns into the
 * summary text (`render.ts`). Sections hold plain-language sentences by topic; medicines, follow-ups and warning signs
 * are kept as whole entries so no cap, heading or rewrite can drop or split one.
 */

/** What a part of a clinical document is about; the renderer maps template headings onto these. */
export const SECTION_KINDS = [
  "diagnosis",
  "history",
  "findings",
  "procedures",
  "medications",
  /** Each allergy, naming the substance to avoid and the reaction: "Allergy: amoxicillin (it causes hives)." */
  "allergies",
  "instructions",
  "warnings",
  "followup",
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const DOCUMENT_KINDS = [
  "discharge",
  "ed_visit",
  "consultation_letter",
  "imaging_report",
  "clinic_note",
  "lab_results",
  "operative_note",
  "other",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** NEW / CHANGED / STOPPED / CONTINUE markers of a medication list. */
/** "paused": held for now and to be restarted ("Ramipril 5 mg od - HOLD while vomiting"). */
export const MEDICATION_STATUSES = ["new", "changed", "stopped", "paused", "continue"] as const;
export type MedicationStatus = (typeof MEDICATION_STATUSES)[number];

/**
 * Built on their first parse (`z.lazy`): the functions that may call Bedrock import this module with the engine,
 * and chat never parses a structured summary (decision 233).
 */
const text = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(2000));
const optionalText = () => z.optional(z.string().check(z.trim(), z.maxLength(500)));

export const medicationSchema = z.lazy(() =>
  z.object({
    /** As written in the document ("Metoprolol succinate"). */
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    dose: optionalText(),
    /** Plain words ("by mouth", "through a vein"). */
    route: optionalText(),
    frequency: optionalText(),
    duration: optionalText(),
    status: z.enum(MEDICATION_STATUSES),
    /** "hospital": given during the stay only (not to take at home); "home": what the patient takes from now on. */
    setting: z.enum(["home", "hospital"]),
    /** Whatever else the line says, kept whole: "do not take both", "instead of metoprolol tartrate", "with food". */
    note: optionalText(),
  }),
);
export type Medication = z.infer<typeof medicationSchema>;

export const followUpSchema = z.lazy(() =>
  z.object({
    /** Clinic or person ("Cardiology clinic, Dr. Patel"). */
    who: optionalText(),
    /** Date or interval, as written ("in 2 weeks", "March 14"). */
    when: optionalText(),
    /** The whole instruction, in plain words. */
    text: text(),
  }),
);
export type FollowUp = z.infer<typeof followUpSchema>;

export const warningSignSchema = z.lazy(() =>
  z.object({
    /** The whole instruction, sign and action together, never split: "If chest pain comes back, call 911." */
    text: text(),
    /** What to do: "call 911", "go to the emergency room", "call the clinic". */
    action: optionalText(),
  }),
);
export type WarningSign = z.infer<typeof warningSignSchema>;

export const structuredSectionSchema = z.lazy(() =>
  z.object({
    kind: z.enum(SECTION_KINDS),
    /** Plain-language sentences, second person. */
    sentences: z.array(text()).check(z.maxLength(200)),
  }),
);
export type StructuredSection = z.infer<typeof structuredSectionSchema>;

export const structuredSummarySchema = z.lazy(() =>
  z.object({
    documentKind: z.enum(DOCUMENT_KINDS),
    sections: z.array(structuredSectionSchema).check(z.maxLength(SECTION_KINDS.length * 4)),
    medications: z.array(medicationSchema).check(z.maxLength(200)),
    followUps: z.array(followUpSchema).check(z.maxLength(100)),
    warningSigns: z.array(warningSignSchema).check(z.maxLength(100)),
    /** Terms a patient may not know, with a short explanation given at first use. */
    explained: z
      .array(z.object({ term: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)), meaning: text() }))
      .check(z.maxLength(100)),
  }),
);
export type StructuredSummary = z.infer<typeof structuredSummarySchema>;
