import * as z from "zod/mini";
import { hasUnprintable, UNPRINTABLE_FIELD } from "../text";
import { oneLine } from "./one-line";

/** Who speaks in a transcript (issue 20), and PUT /transcriptions/{id}/speakers that renames or swaps them. */

/** Who a speaker label is in the consultation (issue 20). */
export type SpeakerRole = "clinician" | "patient";

export interface TranscriptSpeakerView {
  /** The engine's label on words and segments: 'spk_0', 'spk_1'. */
  label: string;
  role: SpeakerRole;
  /** What the transcript shows: 'Clinician' and 'Patient' until the clinician renames them. */
  name: string;
}

/** A shown speaker name: one line, like a patient name, a little shorter (it heads every turn). */
export const MAX_SPEAKER_NAME = 60;
export const SPEAKER_NAME_REQUIRED = "Please enter a name for each speaker.";
export const SPEAKER_NAME_TOO_LONG = `A speaker's name can be at most ${MAX_SPEAKER_NAME} characters.`;
export const SPEAKER_ROLES_NEEDED = "A consultation has one clinician and one patient.";
export const SPEAKERS_UNKNOWN = "These are not the speakers of this transcript. Reload it to see the latest version.";
/** What the transcript calls each role until the clinician renames it. */
export const SPEAKER_ROLE_NAMES: Record<SpeakerRole, string> = { clinician: "Clinician", patient: "Patient" };

/**
 * PUT /transcriptions/{id}/speakers: every speaker of the transcript with its role and shown name. A swap sends the
 * roles (and names) exchanged. Roles are one clinician and one patient; `revision` is the `transcriptRevision` the
 * change was made on.
 */
export const speakersUpdateSchema = z.lazy(() =>
  z.object({
    revision: z.int().check(z.minimum(0), z.maximum(1_000_000)),
    speakers: z
      .array(
        z.object({
          label: z.string().check(z.regex(/^spk_[0-9]{1,2}$/, SPEAKERS_UNKNOWN)),
          role: z.enum(["clinician", "patient"], SPEAKER_ROLES_NEEDED),
          name: oneLine(MAX_SPEAKER_NAME, SPEAKER_NAME_REQUIRED, SPEAKER_NAME_TOO_LONG),
        }),
      )
      .check(
        z.minLength(1, SPEAKERS_UNKNOWN),
        z.maxLength(2, SPEAKER_ROLES_NEEDED),
        z.refine((list) => new Set(list.map((s) => s.label)).size === list.length, SPEAKERS_UNKNOWN),
        z.refine((list) => new Set(list.map((s) => s.role)).size === list.length, SPEAKER_ROLES_NEEDED),
      ),
  }),
);
export type SpeakersUpdate = z.infer<typeof speakersUpdateSchema>;

/**
 * The name rule of `speakersUpdateSchema` without zod, for the rename form: parsing there put zod (9 KB gzip) on the
 * transcription page's first load. Same order and messages as the schema's first issue; a unit test holds the two to
 * the same answers, and the server still parses with the schema.
 */
export function speakerNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return SPEAKER_NAME_REQUIRED;
  if (trimmed.length > MAX_SPEAKER_NAME) return SPEAKER_NAME_TOO_LONG;
  if (hasUnprintable(trimmed)) return UNPRINTABLE_FIELD;
  return undefined;
}
