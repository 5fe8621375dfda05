/** Spec section 2: the header's links for everyone, in this order. */
export const PUBLIC_NAV = [
  { to: "/how-it-works", label: "How it Works" },
  { to: "/pricing", label: "Pricing" },
  { to: "/faqs", label: "FAQs" },
  { to: "/about", label: "About" },
] as const;

/** Spec section 2: the footer's links. */
export const FOOTER_LEGAL = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/security", label: "Security" },
  { to: "/help", label: "Help Center" },
] as const;
