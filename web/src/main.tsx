import "./boot";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { loadConfig } from "./config";
import { preloadPage } from "./page-chunks";
import { portalLink } from "./portal-link";
import "./styles/app.css";

const container = document.getElementById("root") as HTMLElement;

try {
  const link = portalLink(window.location.pathname);
  // The patient portal is always opened from its link and links nowhere, so it renders without the router and does
  // not wait for its 37 KB gzip (decision 234). Its page is a chunk of its own, which boot.ts asks for with the
  // summary, so that its texts in the patient's languages (issue 23) weigh on no other page. Every other page renders
  // through the router once the router and the page's own chunk are here (boot.ts has already asked for both), so the
  // first render shows the page itself, not a spinner that the page would push around (layout shift).
  const [router, portalPage] = await Promise.all([
    link ? undefined : import("./router"),
    link ? import("./pages/PatientPortalPage") : undefined,
    loadConfig(),
    link ? undefined : preloadPage(window.location.pathname).catch(() => undefined),
  ]);
  const PatientPortalPage = portalPage?.default;
  const portal = link && PatientPortalPage && (
    <ErrorBoundary>
      <PatientPortalPage {...link} />
    </ErrorBoundary>
  );
  const app = <App>{portal || router?.browserRoutes()}</App>;
  // A page rendered at build time (bin/prerender-web.ts) is already on screen: React takes it over as it is.
  if (container.dataset.prerendered === window.location.pathname) hydrateRoot(container, app);
  else createRoot(container).render(app);
} catch (error) {
  container.removeAttribute("data-prerendered");
  createRoot(container).render(
    <div className="centered">
      <h1>Unexpected Application Error!</h1>
      <p>{(error as Error).message}</p>
    </div>,
  );
}
