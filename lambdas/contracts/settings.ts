import * as z from "zod/mini";
import { PRACTICE_PHONE_MESSAGE, practicePhoneError } from "./phone";
import { hasUnprintable } from "./text";

/** Retention choices in hours, exactly as labelled (decisions.md item 1); null is "Never". */
export const RETENTION_OPTIONS = [
  { hours: 1, label: "1 Hour" },
  { hours: 24, label: "1 Day" },
  { hours: 72, label: "3 Days (recommended)" },
  { hours: 168, label: "7 Days" },
  { hours: 720, label: "30 Days" },
  { hours: null, label: "Never" },
] as const;

/**
 * Schemas here are built on their first parse (`z.lazy`): every function imports this module for its constants and
 * types, and building the schemas it never parses was a measurable part of a cold start (decision 233).
 */
export const retentionHoursSchema = z.lazy(() =>
  z.union([z.literal(1), z.literal(24), z.literal(72), z.literal(168), z.literal(720), z.null()]),
);

/**
 * When the feedback request follows the summary email (decision 200): a patient asked the same second has not read
 * the summary yet. Delays in hours; the default gives a day to read it.
 */
export const FOLLOW_UP_DELAYS = [
  { value: "immediately", hours: 0, label: "Right after the summary" },
  { value: "24h", hours: 24, label: "One day later (recommended)" },
  { value: "3d", hours: 72, label: "Three days later" },
] as const;
export type FollowUpDelay = (typeof FOLLOW_UP_DELAYS)[number]["value"];
export const DEFAULT_FOLLOW_UP_DELAY: FollowUpDelay = "24h";
export const followUpDelaySchema = z.lazy(() => z.enum(["immediately", "24h", "3d"]));
export const followUpDelayHours = (delay: FollowUpDelay): number =>
  FOLLOW_UP_DELAYS.find((d) => d.value === delay)?.hours ?? 24;

/**
 * The emergency numbers a practice can show its patients on the portal (issue 25): 911 unless the practice chooses
 * otherwise (the product is sold in US dollars; the spec's help hours are EST). The summary keeps the number its
 * source document wrote ("call 999"); this is only the portal's call button.
 */
export const EMERGENCY_NUMBERS = [
  { value: "911", label: "911 (United States, Canada)" },
  { value: "999", label: "999 (United Kingdom)" },
  { value: "112", label: "112 (European Union)" },
  { value: "000", label: "000 (Australia)" },
] as const;
export type EmergencyNumber = (typeof EMERGENCY_NUMBERS)[number]["value"];
export const DEFAULT_EMERGENCY_NUMBER: EmergencyNumber = "911";
export const emergencyNumberSchema = z.lazy(() => z.enum(["911", "999", "112", "000"]));

/** The practice's phone for the portal's call button; empty clears it (stored as null). */
export const practicePhoneSchema = z.lazy(() =>
  z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(40, PRACTICE_PHONE_MESSAGE),
      z.refine((phone) => practicePhoneError(phone) === null, PRACTICE_PHONE_MESSAGE),
    ),
  ),
);

const templateChoice = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
const templateText = () => z.string().check(z.maxLength(20_000));

const settingsObject = () =>
  z.object({
    summaryTemplate: templateChoice(),
    customTemplate: templateText(),
    clinicalNotesTemplate: templateChoice(),
    customClinicalTemplate: templateText(),
    retentionHours: retentionHoursSchema,
    autoDeleteEnabled: z.boolean(),
    followUpDelay: followUpDelaySchema,
    /** Shown to the practice's patients on the portal with a call button (issue 25); null when not given. */
    practicePhone: practicePhoneSchema,
    emergencyNumber: emergencyNumberSchema,
    updatedAt: z.nullable(z.string()),
  });
export const settingsSchema = z.lazy(settingsObject);
export type Settings = z.infer<typeof settingsSchema>;

/** 'Custom' with no text would silently fall back to the default template; it is refused instead. */
export function emptyCustomMessage(kind: "summary" | "clinical"): string {
  return kind === "clinical"
    ? "Please write your custom clinical notes template, or choose another template."
    : "Please write your custom template, or choose another template.";
}

export const settingsUpdateSchema = z.lazy(() =>
  z
    .strictObject(z.partial(z.omit(settingsObject(), { updatedAt: true })).shape)
    .check(z.refine((patch) => Object.keys(patch).length > 0, { message: "Nothing to update." })),
);
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const profileSchema = z.lazy(() =>
  z.object({
    email: z.string(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    fullName: z.nullable(z.string()),
    /** How patients see the clinician ("Dr. Amara Lee") and the practice, in emails, the portal and feedback. */
    displayName: z.optional(z.nullable(z.string())),
    practiceName: z.optional(z.nullable(z.string())),
  }),
);
export type Profile = z.infer<typeof profileSchema>;

const shownName = (field: string, max: number) =>
  z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(max, `${field} can be at most ${max} characters.`),
      z.refine((value) => !hasUnprintable(value), `${field} cannot contain control or text-direction characters.`),
    ),
  );

/** The two fields of Account Information a clinician may change; empty clears one. */
export const profileUpdateSchema = z.lazy(() =>
  z
    .strictObject(
      z.partial(z.object({ displayName: shownName("Display name", 80), practiceName: shownName("Practice name", 120) }))
        .shape,
    )
    .check(z.refine((patch) => Object.keys(patch).length > 0, { message: "Nothing to update." })),
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** A retention change being applied to existing records (core/account/retention-job.ts). */
export const retentionProgressSchema = z.lazy(() =>
  z.object({
    state: z.enum(["applying", "done", "failed"]),
    done: z.number(),
    total: z.nullable(z.number()),
  }),
);
export type RetentionProgress = z.infer<typeof retentionProgressSchema>;

export const meResponseSchema = z.lazy(() =>
  z.object({
    profile: profileSchema,
    settings: settingsSchema,
    /** The latest retention change and how far it has been applied; null when retention was never changed. */
    retention: z.optional(z.nullable(retentionProgressSchema)),
    accountType: z.literal("Healthcare Professional"),
    /** True on the request that created the profile: the clinician's first visit (decision 206). */
    firstVisit: z.optional(z.boolean()),
  }),
);
export type MeResponse = z.infer<typeof meResponseSchema>;
