import { signOut as amplifySignOut, fetchUserAttributes, getCurrentUser } from "aws-amplify/auth";
import { Hub } from "aws-amplify/utils";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

export interface AuthUser {
  sub: string;
  email: string;
  givenName?: string;
  familyName?: string;
  name?: string;
}

interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

async function currentUser(): Promise<AuthUser | null> {
  try {
    const { userId } = await getCurrentUser();
    const attributes = await fetchUserAttributes();
    return {
      sub: attributes.sub ?? userId,
      email: attributes.email ?? "",
      givenName: attributes.given_name,
      familyName: attributes.family_name,
      name: attributes.name,
    };
  } catch {
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    setUser(await currentUser());
    setLoading(false);
  }, []);

  useEffect(() => {
    void refresh();
    return Hub.listen("auth", ({ payload }) => {
      if (payload.event === "signedIn" || payload.event === "tokenRefresh") void refresh();
      if (payload.event === "signedOut") setUser(null);
    });
  }, [refresh]);

  const signOut = useCallback(async () => {
    await amplifySignOut();
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
