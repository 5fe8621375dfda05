import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { hasStoredSession, loadAuth, storedSession, whenAuthLoaded } from "../auth-loader";
import type { AuthUser } from "../auth-user";

export type { AuthUser } from "../auth-user";

interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

/**
 * Signed-in state without Amplify on the first load: a browser with no stored Cognito session is signed out at once;
 * one whose session has a valid token is the clinician Amplify last read (auth-loader.ts, storedSession); any other
 * loads Amplify and asks it. Once Amplify is loaded (by the login page, say) its events keep the state current.
 * Read in an effect, not in the first render: a prerendered page hydrates as the signed-out page it was built as.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    let unlisten: (() => void) | undefined;
    const refresh = async () => {
      const auth = await loadAuth();
      const current = await auth.currentUser();
      if (!live) return;
      setUser(current);
      setLoading(false);
    };
    const cancel = whenAuthLoaded((auth) => {
      if (!live) return;
      unlisten = auth.onAuthChange((signedIn) => {
        if (!signedIn) return setUser(null);
        // Until the new user is read, protected pages wait instead of sending the visitor back to sign in.
        setLoading(true);
        void refresh();
      });
    });
    const stored = storedSession();
    if (stored) {
      setUser(stored.user);
      setLoading(false);
    } else if (hasStoredSession()) void refresh();
    else setLoading(false);
    return () => {
      live = false;
      cancel();
      unlisten?.();
    };
  }, []);

  const signOut = useCallback(async () => {
    await (await loadAuth()).signOut();
    setUser(null);
  }, []);

  const value = useMemo(() => ({ user, loading, signOut }), [user, loading, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
