import { type ReactNode, StrictMode } from "react";
import { AuthProvider } from "./hooks/useAuth";
import { ToastHost } from "./hooks/useToast";

/** The providers around the router, the same in the browser and at build time, so prerendered pages hydrate. */
export function App({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AuthProvider>
        {children}
        <ToastHost />
      </AuthProvider>
    </StrictMode>
  );
}
