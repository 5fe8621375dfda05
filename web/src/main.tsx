import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { loadConfig } from "./config";
import { AuthProvider } from "./hooks/useAuth";
import { ToastHost } from "./hooks/useToast";
import { preloadPage, router } from "./router";
import "./styles/app.css";

const root = createRoot(document.getElementById("root") as HTMLElement);

try {
  // The page's own chunk downloads while the runtime config does; the first render then shows the page itself, not a
  // spinner that the page would push around (layout shift).
  await Promise.all([loadConfig(), preloadPage(window.location.pathname).catch(() => undefined)]);
  root.render(
    <StrictMode>
      <AuthProvider>
        <RouterProvider router={router} />
        <ToastHost />
      </AuthProvider>
    </StrictMode>,
  );
} catch (error) {
  root.render(
    <div className="centered">
      <h1>Unexpected Application Error!</h1>
      <p>{(error as Error).message}</p>
    </div>,
  );
}
