import { join } from "node:path";
import { fileURLToPath } from "node:url";
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

/** A page as the tables name it: the portal's summary id and token are the bench's own, not worth a column's width. */
export const label = (page: string) => page.replace(/#.*/, "").replace(/^\/patient-portal\/.+/, "/patient-portal/…");
