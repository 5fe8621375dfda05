import * as z from "zod";
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
  z
    .string(MISSING_REQUIRED)
    .trim()
    .min(1, MISSING_REQUIRED)
    .max(max)
    .refine((v) => !hasUnprintable(v), "Please remove unusual characters from this field.");

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !hasUnprintable(v), "Please remove unusual characters from this field.")
    .optional();

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

/** Spec sections 2 and 5: first name, last name, email, company name and both consents are required. */
export const contactRequestSchema = z.strictObject({
  firstName: requiredLine(100),
  lastName: requiredLine(100),
  email: z
    .string(MISSING_REQUIRED)
    .trim()
    .min(1, MISSING_REQUIRED)
    .max(254)
    .regex(CONTACT_EMAIL_PATTERN, INVALID_EMAIL)
    .refine((v) => !hasUnprintable(v), INVALID_EMAIL),
  phone: optionalLine(40),
  companyName: requiredLine(200),
  jobTitle: optionalLine(120),
  country: z.enum(values(CONTACT_COUNTRIES)).optional(),
  reason: z.enum(values(CONTACT_REASONS)).optional(),
  message: z.string().trim().max(5000).optional(),
  consentContact: z.literal(true, MISSING_REQUIRED),
  consentPrivacy: z.literal(true, MISSING_REQUIRED),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export interface ContactResponse {
  received: true;
  id: string;
}
