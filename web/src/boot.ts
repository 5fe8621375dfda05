import { openPortalEarly } from "./api/public";
import { loadConfig } from "./config";
import { preloadPage } from "./page-chunks";
import { portalLink, portalToken } from "./portal-link";

/**
 * The page's first requests, started before the app's code has arrived. main.tsx imports this module first, and
 * index.html also runs its chunk as an `async` module script (web/vite.config.ts), which, importing nothing, runs a
 * round trip after the HTML while React still downloads. It asks for the runtime config and the page's own chunk (on
 * the dashboard, its layout's too), and for the router, which every page but the patient portal renders through; on a portal link it asks for the portal's page and the summary
 * as soon as the config is known. All of these used to wait for the app's code, the page's chunk even for the app to
 * run, and the portal's call for the page to render (one round trip after another). Module state is the app's (same
 * chunk), so the config request and the portal's answer are the ones main.tsx and the page use.
 */
const { pathname, hash } = window.location;
void loadConfig().catch(() => undefined);

const link = portalLink(pathname);
if (link) {
  void import("./pages/PatientPortalPage").catch(() => undefined);
  try {
    const token = portalToken(link, hash);
    if (token) openPortalEarly(link.summaryId, token);
  } catch {
    // A malformed escape in the fragment: the page reports it.
  }
} else {
  void import("./router").catch(() => undefined);
  void preloadPage(pathname).catch(() => undefined);
  if (/^\/dashboard(\/|$)/.test(pathname)) {
    void import("./dashboard-chunks").then(({ preloadDashboard }) => preloadDashboard(pathname)).catch(() => undefined);
  }
}

// A translated summary's links name its language (the portal's in the query, the feedback page's in the fragment):
// the page's texts in it are asked for with the page (issue 23).
const lang =
  new URLSearchParams(window.location.search).get("lang") ?? new URLSearchParams(hash.replace(/^#/, "")).get("lang");
if (lang && lang !== "en") {
  void import("./patient-language").then((module) => module.loadPatientTexts(lang)).catch(() => undefined);
}
