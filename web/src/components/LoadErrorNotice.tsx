import { useState } from "react";
import { loadAuth } from "../auth-loader";
import { type ListKind, LOAD_ERROR_TEXTS, type LoadError } from "../hooks/load-error";
import { Button } from "./ui/Button";

/**
 * Where a list (or the dashboard's cards) would be when it could not be read: the spec's text and the way out.
 * A failed read offers Retry. An expired session offers Sign in: signing out the stale session lets the dashboard's
 * guard send the clinician to /login with this address, and the login page brings them back here (decision 205).
 */
export function LoadErrorNotice({
  kind,
  error,
  onRetry,
}: {
  kind: ListKind;
  error: LoadError;
  onRetry: () => unknown;
}) {
  // Amplify's sign-out event reaches the auth state (useAuth listens), so this works wherever the notice is shown.
  const signOut = async () => (await loadAuth()).signOut();
  const [busy, setBusy] = useState(false);
  const act = async (action: () => unknown) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="load-error" role="alert">
      <p className="load-error-text">{LOAD_ERROR_TEXTS[kind][error]}</p>
      {error === "expired" ? (
        <Button variant="primary" disabled={busy} onClick={() => act(signOut)}>
          Sign in
        </Button>
      ) : (
        <Button variant="primary" disabled={busy} onClick={() => act(onRetry)}>
          {busy ? "Retrying…" : "Retry"}
        </Button>
      )}
    </div>
  );
}
