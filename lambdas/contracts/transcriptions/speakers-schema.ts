import * as z from "zod/mini";
import { oneLine } from "./one-line";
import {
  MAX_SPEAKER_NAME,
  SPEAKER_NAME_REQUIRED,
  SPEAKER_NAME_TOO_LONG,
  SPEAKER_ROLES_NEEDED,
  SPEAKERS_UNKNOWN,
  type SpeakersUpdate,
} from "./speakers";

/**
 * PUT /transcriptions/{id}/speakers: every speaker of the transcript with its role and shown name. A swap sends the
 * roles (and names) exchanged. Roles are one clinician and one patient; `revision` is the `transcriptRevision` the
 * change was made on.
 */
// Typed with the contract's own interface, so the schema and the web's type cannot drift apart.
export const speakersUpdateSchema: z.ZodMiniType<SpeakersUpdate> = z.lazy(() =>
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
