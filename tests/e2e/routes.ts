import type { Page } from "@playwright/test";
import { FEEDBACK_SESSION, portalSummary } from "../fixtures/public-api-answers";
import { SUMMARY_ROWS } from "../fixtures/summary-rows";

/**
 * Every route of the app, in one list: the layout, accessibility and screenshot specs walk it at each width.
 * A new page is one more entry. `access` says who opens it: anyone, a patient with a link (the API answers for the
 * link are canned, so the page shows its real content without a delivery first), or the signed-in demo clinician.
 */
export interface AppRoute {
  path: string;
  /** Screenshot and test names. */
  name: string;
  access: "public" | "patient" | "clinician";
  /** The page's level-1 heading once it has loaded (the sign-in page has the Amplify form's button instead). */
  heading: string | RegExp | { button: string };
  /** Canned API answers the page needs (the patient pages, a list with rows). */
  prepare?: (page: Page) => Promise<unknown>;
}

const PORTAL_ID = "01JE2EROUTESPORTAL000000000";

export const PORTAL_SUMMARY = portalSummary(PORTAL_ID);

export const ROUTES: AppRoute[] = [
  { path: "/", name: "home", access: "public", heading: "Healthcare language, human understanding." },
  {
    path: "/how-it-works",
    name: "how-it-works",
    access: "public",
    heading: "From clinical notes to clear answers in three steps",
  },
  { path: "/pricing", name: "pricing", access: "public", heading: "Simple plans for every practice" },
  { path: "/faqs", name: "faqs", access: "public", heading: "Frequently asked questions" },
  { path: "/about", name: "about", access: "public", heading: "Every patient deserves to understand their care" },
  { path: "/contact", name: "contact", access: "public", heading: "Talk to the ClearNote team" },
  { path: "/privacy", name: "privacy", access: "public", heading: "Privacy Policy" },
  { path: "/terms", name: "terms", access: "public", heading: "Terms of Service" },
  { path: "/security", name: "security", access: "public", heading: "Security & compliance" },
  { path: "/help", name: "help", access: "public", heading: "How can we help?" },
  { path: "/login", name: "login", access: "public", heading: { button: "Sign in" } },
  { path: "/no-such-page", name: "404", access: "public", heading: "404" },
  {
    path: `/patient-portal/${PORTAL_ID}#e2e-route-token`,
    name: "portal",
    access: "patient",
    heading: "Your visit summary",
    prepare: (page) => page.route("**/api/portal/summary", (route) => route.fulfill({ json: PORTAL_SUMMARY })),
  },
  {
    path: "/feedback#session=e2e-route-session",
    name: "feedback",
    access: "patient",
    heading: "How was your summary?",
    prepare: (page) => page.route("**/api/feedback/session", (route) => route.fulfill({ json: FEEDBACK_SESSION })),
  },
  { path: "/dashboard", name: "dashboard", access: "clinician", heading: /^Welcome/ },
  { path: "/dashboard/new-summary", name: "new-summary", access: "clinician", heading: "New Summary" },
  {
    path: "/dashboard/new-transcription",
    name: "new-transcription",
    access: "clinician",
    heading: "New Transcription",
  },
  {
    path: "/dashboard/summaries",
    name: "past-summaries",
    access: "clinician",
    heading: "Past Summaries",
    prepare: (page) =>
      page.route(/\/api\/summaries(\?.*)?$/, (route) =>
        route.request().method() === "GET" ? route.fulfill({ json: SUMMARY_ROWS }) : route.fallback(),
      ),
  },
  {
    path: "/dashboard/transcriptions",
    name: "past-transcriptions",
    access: "clinician",
    heading: "Past Transcriptions",
  },
  { path: "/dashboard/activity", name: "activity", access: "clinician", heading: "Activity" },
  { path: "/dashboard/settings", name: "settings", access: "clinician", heading: "Settings" },
  { path: "/dashboard/support", name: "support", access: "clinician", heading: "Support" },
];
