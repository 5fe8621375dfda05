import * as z from "zod/mini";
import { ACCEPT_REASON_MAX } from "./review-flags";

/**
 * Clinician review before sending (issue 10): edits, flag confirmations, regeneration and versions of a generated
 * text. Written for summaries first and shaped so the transcription feature's notes and summary can use the same
 * requests and views.
 */

/** The largest text an edit may store: the same bound as a generated summary (decision 86). */
export const MAX_REVIEW_TEXT_BYTES = 64 * 1024;
/** Versions listed on the record; older ones drop off the list (their texts live in S3, decision 193). */
export const MAX_VERSIONS = 20;

export const REVIEW_TEXT_EMPTY = "The summary cannot be empty.";
export const REVIEW_TEXT_TOO_LONG = "The summary is too long to save (over 64 KB).";
export const REVIEW_TEXT_UNPRINTABLE = "The summary contains characters that cannot be shown to a patient.";

/** Line breaks and tabs are text; other control characters and text-direction overrides are not. */
const UNPRINTABLE_IN_TEXT = /[^\P{Cc}\n\r\t]|[\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** Schemas are built on their first parse (`z.lazy`), like the settings schemas (decision 233). */
const revision = () =>
  z.number({ error: "Please reload the summary and try again." }).check(z.int(), z.gte(1), z.lte(1_000_000));

export const reviewTextSchema = z.lazy(() =>
  z.string().check(
    z.maxLength(MAX_REVIEW_TEXT_BYTES, REVIEW_TEXT_TOO_LONG),
    z.refine((text) => text.trim().length > 0, REVIEW_TEXT_EMPTY),
    z.refine((text) => new TextEncoder().encode(text).length <= MAX_REVIEW_TEXT_BYTES, REVIEW_TEXT_TOO_LONG),
    z.refine((text) => !UNPRINTABLE_IN_TEXT.test(text), REVIEW_TEXT_UNPRINTABLE),
  ),
);

/** Flags (by `flagKey`) the clinician took out with "Remove": recorded as removed rather than edited. */
export const removedFlags = () =>
  z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(300))).check(z.maxLength(50)));

/** PUT /summaries/{id}/content: the whole text as the clinician left it, against the revision they edited. */
export const editContentSchema = z.lazy(() =>
  z.object({ revision: revision(), content: reviewTextSchema, removed: removedFlags() }),
);
export type EditContentRequest = z.infer<typeof editContentSchema>;

export const ACCEPT_REASON_REQUIRED = "Please say in one line why this is correct.";
export const ACCEPT_REASON_TOO_LONG = `Please keep the reason to one line (${ACCEPT_REASON_MAX} characters at most).`;

/** The flags accepted and the clinician's one-line reason (issue 18): shared by summaries and transcriptions. */
export const acceptedFlagsFields = () => ({
  flags: z
    .array(z.string().check(z.minLength(1), z.maxLength(300)))
    .check(z.minLength(1, "Choose a fact to confirm."), z.maxLength(50)),
  reason: z.string({ error: ACCEPT_REASON_REQUIRED }).check(
    z.trim(),
    z.minLength(1, ACCEPT_REASON_REQUIRED),
    z.maxLength(ACCEPT_REASON_MAX, ACCEPT_REASON_TOO_LONG),
    z.refine((text) => !/[\n\r]/.test(text) && !UNPRINTABLE_IN_TEXT.test(text), ACCEPT_REASON_TOO_LONG),
  ),
});

/** POST /summaries/{id}/flags/confirm: flags (by `flagKey`) the clinician checked and accepted, with why. */
export const confirmFlagsSchema = z.lazy(() => z.object({ revision: revision(), ...acceptedFlagsFields() }));
export type ConfirmFlagsRequest = z.infer<typeof confirmFlagsSchema>;

/** POST /summaries/{id}/regenerate: another template (settings' choice form) and/or additional instructions. */
export const regenerateSchema = z.lazy(() =>
  z.object({
    revision: revision(),
    template: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    instructions: z._default(z.optional(z.string().check(z.maxLength(4000))), ""),
  }),
);
export type RegenerateRequest = z.infer<typeof regenerateSchema>;

/** POST /summaries/{id}/restore: make an earlier version current again (as a new version). */
export const restoreSchema = z.lazy(() => z.object({ revision: revision(), from: revision() }));
export type RestoreRequest = z.infer<typeof restoreSchema>;

/** GET /summaries/{id}/versions[?revision=n]: the list, or one version's text. */
export const versionsQuerySchema = z.lazy(() =>
  z.object({
    revision: z.optional(
      z.coerce.number().check(z.int("revision must be a whole number."), z.gte(1), z.lte(1_000_000)),
    ),
  }),
);

export type VersionReason = "generated" | "edited" | "regenerated" | "restored";

/** Who, when and why a version was made; its text is on the record (current) or in S3 (earlier ones). */
export interface VersionMeta {
  revision: number;
  reason: VersionReason;
  at: string;
  /** The clinician's name or email; null for a version the engine wrote on its own request. */
  by: string | null;
  /** Regenerated: the template's name and the first words of the instructions. */
  template?: string;
  instructions?: string;
  /** Restored: the version it brought back. */
  restoredFrom?: number;
}

export interface RegenerationView {
  status: "processing" | "failed";
  error: string | null;
  startedAt: string;
  template: string | null;
  instructions: string;
}

export interface VersionText {
  revision: number;
  content: string;
}

export interface VersionsResponse {
  current: number;
  versions: VersionMeta[];
}

/** Why Send is refused while a new version is being written (the browser shows the same text). */
export const REGENERATING_SEND = "A new version is being written. Please wait for it before sending.";
