/**
 * The contact form's choices (spec section 2) without zod, so the web page can list them without loading the
 * validation library; lambdas/contracts/contact.ts validates against the same values.
 */
export const CONTACT_COUNTRIES = [
  { value: "us", label: "United States" },
  { value: "uk", label: "United Kingdom" },
  { value: "ca", label: "Canada" },
  { value: "au", label: "Australia" },
  { value: "de", label: "Germany" },
  { value: "fr", label: "France" },
  { value: "other", label: "Other" },
] as const;

export const CONTACT_REASONS = [
  { value: "demo", label: "Request a demo" },
  { value: "pricing", label: "Pricing" },
  { value: "integration", label: "Integration" },
  { value: "support", label: "Support" },
  { value: "partnership", label: "Partnership" },
  { value: "other", label: "Other" },
] as const;

export type ContactCountry = (typeof CONTACT_COUNTRIES)[number]["value"];
export type ContactReason = (typeof CONTACT_REASONS)[number]["value"];

/** Spec section 5: the 'Missing Required Fields' toast's text, also the API's answer to the same mistake. */
export const MISSING_REQUIRED = "Please fill in all required fields and agree to the terms.";
export const INVALID_EMAIL = "Please enter a valid email address.";
/** Spec section 5's address rule (text, @, text, dot, text, no spaces), as in contracts/delivery.ts, without zod. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isContactReason = (value: string | null): value is ContactReason =>
  CONTACT_REASONS.some((r) => r.value === value);
