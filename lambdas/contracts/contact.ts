import * as z from "zod/mini";
import {
  CONTACT_COUNTRIES,
  CONTACT_EMAIL_PATTERN,
  CONTACT_REASONS,
  INVALID_EMAIL,
  MISSING_REQUIRED,
} from "./contact-options";
import { hasUnprintable } from "./text";

/** A required one-line field: blank, too long or carrying control/bidi characters is the spec's one message. */
const requiredLine = (max: number) =>
  z.string(MISSING_REQUIRED).check(
    z.trim(),
    z.minLength(1, MISSING_REQUIRED),
    z.maxLength(max),
    z.refine((v) => !hasUnprintable(v), "Please remove unusual characters from this field."),
  );

const optionalLine = (max: number) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(max),
      z.refine((v) => !hasUnprintable(v), "Please remove unusual characters from this field."),
    ),
  );

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

/** Spec sections 2 and 5: first name, last name, email, company name and both consents are required. */
export const contactRequestSchema = z.strictObject({
  firstName: requiredLine(100),
  lastName: requiredLine(100),
  email: z.string(MISSING_REQUIRED).check(
    z.trim(),
    z.minLength(1, MISSING_REQUIRED),
    z.maxLength(254),
    z.regex(CONTACT_EMAIL_PATTERN, INVALID_EMAIL),
    z.refine((v) => !hasUnprintable(v), INVALID_EMAIL),
  ),
  phone: optionalLine(40),
  companyName: requiredLine(200),
  jobTitle: optionalLine(120),
  country: z.optional(z.enum(values(CONTACT_COUNTRIES))),
  reason: z.optional(z.enum(values(CONTACT_REASONS))),
  message: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
  consentContact: z.literal(true, MISSING_REQUIRED),
  consentPrivacy: z.literal(true, MISSING_REQUIRED),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export interface ContactResponse {
  received: true;
  id: string;
}
