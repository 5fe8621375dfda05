import { hasUnprintable, UNPRINTABLE_FIELD } from "../text";

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
 * roles (and names) exchanged. The schema that parses it is in speakers-schema.ts: this module is the transcription
 * page's, and importing zod here put it (9 KB gzip) on the page's first load.
 */
export interface SpeakersUpdate {
  /** The `transcriptRevision` the change was made on. */
  revision: number;
  speakers: Array<{ label: string; role: SpeakerRole; name: string }>;
}

/**
 * The name rule of `speakersUpdateSchema` without zod, for the rename form: parsing there would put zod (9 KB gzip) on
 * the transcription page's first load. Same order and messages as the schema's first issue; a unit test holds the two to
 * the same answers, and the server still parses with the schema.
 */
export function speakerNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return SPEAKER_NAME_REQUIRED;
  if (trimmed.length > MAX_SPEAKER_NAME) return SPEAKER_NAME_TOO_LONG;
  if (hasUnprintable(trimmed)) return UNPRINTABLE_FIELD;
  return undefined;
}
