/**
 * The practice's phone number (issue 25) without zod, so the patient's portal can dial it without carrying the
 * settings schemas (contracts/settings.ts validates the field with these).
 */

/** Said under the field, and answered by PUT /settings, when the practice phone is not a phone number. */
export const PRACTICE_PHONE_MESSAGE =
  "Please enter a phone number of 7 to 15 digits, for example (555) 123-4567 or +44 20 7946 0958.";

/** Digits with the usual separators, an optional leading +, and an optional extension ("ext. 12", "x12"). */
const PHONE_SHAPE = /^\+?[0-9(][0-9 ().-]*[0-9](?:\s*(?:ext\.?|x)\s*[0-9]{1,6})?$/i;
const EXTENSION = /\s*(?:ext\.?|x)\s*[0-9]+$/i;

/** What a phone dials, without its extension: "+1 (555) 123-4567 ext. 12" -> "+15551234567" (a `tel:` link). */
export function dialableNumber(phone: string): string {
  const main = phone.trim().replace(EXTENSION, "");
  return `${main.startsWith("+") ? "+" : ""}${main.replace(/\D/g, "")}`;
}

/** Null when `phone` is empty or a number a patient can call (7 to 15 digits, E.164's limit), else the message. */
export function practicePhoneError(phone: string): string | null {
  const value = phone.trim();
  if (!value) return null;
  const digits = dialableNumber(value).replace("+", "").length;
  return PHONE_SHAPE.test(value) && digits >= 7 && digits <= 15 ? null : PRACTICE_PHONE_MESSAGE;
}
