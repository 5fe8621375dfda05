import * as z from "zod/mini";
import { EMAIL_PATTERN } from "../delivery";
import type { PresignedUpload } from "../summaries";
import { hasUnprintable } from "../text";
import {
  AUDIO_TOO_LARGE,
  AUDIO_TOO_LONG,
  audioTypeOf,
  INVALID_AUDIO_FILE,
  MAX_AUDIO_BYTES,
  MAX_AUDIO_SECONDS,
} from "./audio";
import { oneLine } from "./one-line";
import type { TranscriptionView } from "./view";

/** A new recording: POST /transcriptions creates the record, POST /transcriptions/{id}/start after the upload. */

// Spec texts (section 5): toast title / message.
export const PATIENT_NAME_REQUIRED_TITLE = "Patient Name Required";
export const PATIENT_NAME_REQUIRED = "Please enter the patient's name to continue";

/**
 * Issue 25, part 4: the clinician confirms the patient agreed to be recorded before anything is recorded or uploaded.
 * The form's checkbox label and the API's refusal.
 */
export const RECORDING_CONSENT_LABEL = "The patient has agreed to this consultation being recorded.";
export const RECORDING_CONSENT_REQUIRED_TITLE = "Consent Required";
export const RECORDING_CONSENT_REQUIRED = "Please confirm the patient has agreed to be recorded before recording.";

export const createTranscriptionRequestSchema = z.lazy(() =>
  z.object({
    patientName: oneLine(100, PATIENT_NAME_REQUIRED, "Patient name can be at most 100 characters."),
    /** Optional; empty means none. */
    patientEmail: z.pipe(
      z.optional(
        z.string().check(
          z.trim(),
          z.maxLength(254),
          z.refine(
            (v) => v === "" || (EMAIL_PATTERN.test(v) && !hasUnprintable(v)),
            "Please enter a valid email address.",
          ),
        ),
      ),
      z.transform((v: string | undefined) => (v ? v : null)),
    ),
    fileName: oneLine(200, INVALID_AUDIO_FILE, INVALID_AUDIO_FILE).check(
      z.refine((name) => audioTypeOf(name) !== undefined, INVALID_AUDIO_FILE),
    ),
    size: z.number().check(z.int(), z.gte(1, INVALID_AUDIO_FILE), z.lte(MAX_AUDIO_BYTES, AUDIO_TOO_LARGE)),
    /** The clinician confirmed the patient agreed to be recorded; anything but `true` is refused (422). */
    recordingConsent: z.unknown().check(z.refine((value): value is true => value === true, RECORDING_CONSENT_REQUIRED)),
    /** As measured by the browser (recorder timer or the media element); rounded to whole seconds on save. */
    durationSeconds: z.optional(
      z.nullable(z.number().check(z.nonnegative(), z.lte(MAX_AUDIO_SECONDS, AUDIO_TOO_LONG))),
    ),
  }),
);
export type CreateTranscriptionRequest = z.input<typeof createTranscriptionRequestSchema>;
/** The request as the API reads it (trimmed; an empty email is null). */
export type CreateTranscriptionInput = z.output<typeof createTranscriptionRequestSchema>;

/**
 * The browser names the upload it finished (the `upload.key` it was given), so a stray call starts nothing; the
 * detail page's Retry on a recording waiting for its upload asks the server to look for the audio itself
 * (`{ checkUpload: true }`). An empty body is neither, and is refused like every other POST's.
 */
export const startTranscriptionRequestSchema = z.lazy(() =>
  z.union([
    z.object({ key: z.string().check(z.minLength(1), z.maxLength(500)) }),
    z.object({ checkUpload: z.literal(true) }),
  ]),
);
export type StartTranscriptionRequest = z.infer<typeof startTranscriptionRequestSchema>;

export interface CreatedTranscription {
  transcription: TranscriptionView;
  /** POST `fields` plus the file (last) as multipart form data to `url`; then call POST /transcriptions/{id}/start. */
  upload: PresignedUpload;
}
