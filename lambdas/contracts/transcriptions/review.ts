import * as z from "zod/mini";
import { acceptedFlagsFields, removedFlags } from "../review";

/**
 * The clinician's review of a finished recording: transcript corrections, summary edits, accepted flags and
 * regenerating. Review routes answer 409 while a job works on the record.
 */

const MAX_SEGMENT_TEXT = 4000;
export const MAX_PATIENT_SUMMARY_CHARS = 64_000;

/**
 * Corrected text for some segments (by id); segments not listed stay as they are. Empty text removes the words.
 * `revision` is the `transcriptRevision` the correction was made on (409 when another was saved since).
 */
export const transcriptCorrectionSchema = z.lazy(() =>
  z.object({
    revision: z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000))),
    segments: z
      .array(
        z.object({
          id: z.string().check(z.regex(/^s[1-9][0-9]{0,5}$/, "Unknown transcript segment.")),
          text: z
            .string()
            .check(z.maxLength(MAX_SEGMENT_TEXT, `A segment can be at most ${MAX_SEGMENT_TEXT} characters.`)),
        }),
      )
      .check(z.minLength(1, "Nothing to update."), z.maxLength(5000)),
  }),
);
export type TranscriptCorrection = z.infer<typeof transcriptCorrectionSchema>;

export const patientSummaryEditSchema = z.lazy(() =>
  z.object({
    patientSummary: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "The patient summary cannot be empty."),
        z.maxLength(MAX_PATIENT_SUMMARY_CHARS, "The patient summary is too long."),
      ),
    removed: removedFlags(),
  }),
);
export type PatientSummaryEdit = z.infer<typeof patientSummaryEditSchema>;

/** POST /transcriptions/{id}/flags/confirm: flags of the patient summary accepted, with the one-line reason. */
export const confirmTranscriptionFlagsSchema = z.lazy(() => z.object(acceptedFlagsFields()));
export type ConfirmTranscriptionFlagsRequest = z.infer<typeof confirmTranscriptionFlagsSchema>;

/** A retried regenerate with the same key starts nothing twice. */
export const regenerateRequestSchema = z.lazy(() => z.object({ idempotencyKey: z.uuid() }));
export type RegenerateRequest = z.infer<typeof regenerateRequestSchema>;
