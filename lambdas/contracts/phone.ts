/**
 * The practice's phone number (issue 25), checked the same way by the Settings page as it is typed and by PUT /settings
 * (contracts/settings.ts). Without zod, so the Settings page's check carries no schema. The portal dials it with
 * `telHref` (components/portal/HelpCard.tsx), not from here: a module both pages import becomes a chunk of its own,
 * one more request for the portal.
 */

/** Said under the field, and answered by PUT /settings, when the practice phone is not a phone number. */
export const PRACTICE_PHONE_MESSAGE =
  "Please enter a phone number of 7 to 15 digits, for example (555) 123-4567 or +44 20 7946 0958.";

/** Digits with the usual separators, an optional leading +, and an optional extension ("ext. 12", "x12"). */
const PHONE_SHAPE = /^\+?[0-9(][0-9 ().-]*[0-9](?:\s*(?:ext\.?|x)\s*[0-9]{1,6})?$/i;
const EXTENSION = /\s*(?:ext\.?|x)\s*[0-9]+$/i;

/** Null when `phone` is empty or a number a patient can call (7 to 15 digits, E.164's limit), else the message. */
export function practicePhoneError(phone: string): string | null {
  const value = phone.trim();
  if (!value) return null;
  const digits = value.replace(EXTENSION, "").replace(/\D/g, "").length;
  return PHONE_SHAPE.test(value) && digits >= 7 && digits <= 15 ? null : PRACTICE_PHONE_MESSAGE;
}
