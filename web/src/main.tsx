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

try {
  configureAmplify(await loadConfig());
  root.render(
    <StrictMode>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster position="top-right" richColors closeButton />
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
