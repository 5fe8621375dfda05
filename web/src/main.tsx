import "./boot";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { loadConfig } from "./config";
import { preloadPage } from "./page-chunks";
import PatientPortalPage from "./pages/PatientPortalPage";
import { portalLink } from "./portal-link";
import "./styles/app.css";

const container = document.getElementById("root") as HTMLElement;

try {
  const link = portalLink(window.location.pathname);
  // The patient portal is always opened from its link and links nowhere, so it renders without the router and does
  // not wait for its 37 KB gzip (decision 234); its page is part of this chunk. Every other page renders through the
  // router once the router and the page's own chunk are here (boot.ts has already asked for both), so the first
  // render shows the page itself, not a spinner that the page would push around (layout shift).
  const portal = link && (
    <ErrorBoundary>
      <PatientPortalPage {...link} />
    </ErrorBoundary>
  );
  const [router] = await Promise.all([
    link ? undefined : import("./router"),
    loadConfig(),
    link ? undefined : preloadPage(window.location.pathname).catch(() => undefined),
  ]);
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
