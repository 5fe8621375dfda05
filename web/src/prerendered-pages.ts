/**
 * The marketing and help pages rendered to HTML at build time (bin/prerender-web.ts), each served from its own file
 * so its text paints before any script runs (decision 219). The CDN's viewer function (infra/stacks/web-stack.ts)
 * reads the same table; every other route gets the empty app shell, /index.html.
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  "/": "/pages/home.html",
  "/how-it-works": "/pages/how-it-works.html",
  "/pricing": "/pages/pricing.html",
  "/faqs": "/pages/faqs.html",
  "/about": "/pages/about.html",
  "/contact": "/pages/contact.html",
  "/privacy": "/pages/privacy.html",
  "/terms": "/pages/terms.html",
  "/security": "/pages/security.html",
  "/help": "/pages/help.html",
};
