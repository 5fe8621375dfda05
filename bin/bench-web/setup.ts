import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { TRANSCRIPTION_ID } from "../../tests/fixtures/signed-in-api-answers";
import { chromiumPath } from "../../tests/support/chromium";

/** What the bench measures and where: the built app, the browser and the pages a signed-out visitor opens. */

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const dist = join(repoRoot, "web", "dist");
export const chromePath = process.env.CHROME_PATH ?? chromiumPath;

export const PORTAL_SUMMARY_ID = "01JBENCHPORTAL0000000000000";
const PORTAL_PATH = `/patient-portal/${PORTAL_SUMMARY_ID}#bench-token`;

/** What a signed-out visitor can open: each marketing and help page, the portal and the feedback page. */
export const PAGES = [
  "/",
  "/how-it-works",
  "/pricing",
  "/faqs",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/security",
  "/help",
  PORTAL_PATH,
  "/feedback#session=bench-session",
];
export const LIGHTHOUSE_PAGES = ["/", "/pricing", PORTAL_PATH];

const KB = 1024;

/** A page of the sign-in and dashboard table: who opens it, its script budget, and what shows it has loaded. */
export interface AppPage {
  path: string;
  /** Opened with a stored Cognito session (bin/bench-web/session.ts), as a clinician coming back. */
  signedIn: boolean;
  /** Initial JavaScript, gzip bytes. */
  budget: number;
  /** Amplify UI may load on this page's first visit; no page does since the sign-in form is the product's own. */
  amplifyUi: boolean;
  /** The page's own content is on screen: not a spinner, not the sign-in page a missing session would lead to. */
  ready: { role: "heading" | "button"; name: string | RegExp };
}

/** Issue 22: the sign-in page (150 KB) and the dashboard's pages a clinician opens most (130 KB each). */
export const APP_PAGES: AppPage[] = [
  { path: "/login", signedIn: false, budget: 150 * KB, amplifyUi: false, ready: { role: "button", name: "Sign in" } },
  ...[
    { path: "/dashboard", name: /^Welcome/ },
    { path: "/dashboard/new-summary", name: "New Summary" },
    { path: "/dashboard/summaries", name: "Past Summaries" },
    { path: `/dashboard/transcriptions/${TRANSCRIPTION_ID}`, name: "Daniel Brooks" },
    { path: "/dashboard/settings", name: "Settings" },
    { path: "/dashboard/activity", name: "Activity" },
  ].map(({ path, name }) => ({
    path,
    signedIn: true,
    budget: 130 * KB,
    amplifyUi: false,
    ready: { role: "heading" as const, name },
  })),
];

/** A page as the tables name it: the portal's summary id and token are the bench's own, not worth a column's width. */
export const label = (page: string) =>
  page
    .replace(/#.*/, "")
    .replace(/^\/patient-portal\/.+/, "/patient-portal/…")
    .replace(/^\/dashboard\/transcriptions\/.+/, "/dashboard/transcriptions/…");
