import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { configureAmplify } from "./amplify";
import { loadConfig } from "./config";
import { AuthProvider } from "./hooks/useAuth";
import { router } from "./router";
import "./styles/app.css";

const root = createRoot(document.getElementById("root") as HTMLElement);

// The first render does not wait for /config.json: public pages draw at once, and what needs the config waits for
// it (the sign-in check for Amplify, API calls for the API address, the sign-in page through Suspense).
const ready = loadConfig().then(configureAmplify);

root.render(
  <StrictMode>
    <AuthProvider ready={ready}>
      <RouterProvider router={router} />
      <Toaster position="top-right" richColors closeButton />
    </AuthProvider>
  </StrictMode>,
);

ready.catch((error: Error) => {
  root.render(
    <div className="centered">
      <h1>Unexpected Application Error!</h1>
      <p>{error.message}</p>
    </div>,
  );
});
