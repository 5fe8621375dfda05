/**
 * The routed pages loaded as chunks of their own, without Amplify, so each page's first load stays small: marketing,
 * help and feedback pages. boot.ts starts the current page's chunk while the app downloads and main.tsx renders once
 * it is here; router.tsx makes them lazy routes. No React here: boot.ts runs before React has arrived.
 */
export const PAGE_IMPORTS = {
  "/": () => import("./pages/HomePage"),
  "/how-it-works": () => import("./pages/public/HowItWorksPage"),
  "/pricing": () => import("./pages/public/PricingPage"),
  "/faqs": () => import("./pages/public/FaqsPage"),
  "/about": () => import("./pages/public/AboutPage"),
  "/contact": () => import("./pages/public/ContactPage"),
  "/privacy": () => import("./pages/public/PrivacyPage"),
  "/terms": () => import("./pages/public/TermsPage"),
  "/security": () => import("./pages/public/SecurityPage"),
  "/help": () => import("./pages/public/HelpPage"),
  "/feedback": () => import("./pages/FeedbackPage"),
} as const;
export type PagePath = keyof typeof PAGE_IMPORTS;
type PageModule = Awaited<ReturnType<(typeof PAGE_IMPORTS)[PagePath]>>;

const loaded = new Map<PagePath, PageModule>();

/** Loads the chunk of the page at `pathname` (resolves at once for other routes). */
export async function preloadPage(pathname: string): Promise<void> {
  const path = pathname.replace(/(.)\/$/, "$1");
  if (path in PAGE_IMPORTS) loaded.set(path as PagePath, await PAGE_IMPORTS[path as PagePath]());
}

/** The page's module if its chunk has already loaded. */
export const loadedPage = (path: PagePath): PageModule | undefined => loaded.get(path);
