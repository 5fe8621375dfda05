import { appConfig } from "../../config";

export interface SupportContact {
  email: string;
  phone: string;
  city: string;
  securityEmail: string;
  /** Spec section 2 (help center): support hours. */
  hours: string;
}

/** Shown until the operator sets `support` in /config.json (cdk.json context in AWS). */
export const DEFAULT_SUPPORT: SupportContact = {
  email: "support@clearnote.health",
  phone: "+1 (617) 555-0142",
  city: "Boston, MA",
  securityEmail: "security@clearnote.health",
  hours: "Monday to Friday, 9 AM – 6 PM EST",
};

/** The operator's contact details from the runtime config, each falling back to its default. */
export function supportContact(): SupportContact {
  let configured: Partial<SupportContact> = {};
  try {
    configured = appConfig().support ?? {};
  } catch {
    // Rendered before the configuration loaded (tests, error screens): the defaults are right there.
  }
  const pick = (key: keyof SupportContact) => configured[key]?.trim() || DEFAULT_SUPPORT[key];
  return {
    email: pick("email"),
    phone: pick("phone"),
    city: pick("city"),
    securityEmail: pick("securityEmail"),
    hours: DEFAULT_SUPPORT.hours,
  };
}

/** `tel:` wants digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
