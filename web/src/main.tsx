import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { App } from "./App";
import { loadConfig } from "./config";
import { preloadPage, routes } from "./router";
import "./styles/app.css";

const container = document.getElementById("root") as HTMLElement;

try {
  // The page's own chunk downloads while the runtime config does; the first render then shows the page itself, not a
  // spinner that the page would push around (layout shift).
  await Promise.all([loadConfig(), preloadPage(window.location.pathname).catch(() => undefined)]);
  const app = (
    <App>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>
  );
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
