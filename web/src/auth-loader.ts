import type { AuthUser } from "./auth-user";
import { appConfig } from "./config";
import { browserStorage, rememberedUser } from "./remembered-user";

/**
 * Amplify (about 23 KB gzip) stays out of the first load of every page that can do without it: it is fetched when
 * sign-in matters (the sign-in page, a session whose token must be refreshed, signing out), and whoever needs it first
 * (router, header, API client) shares one import. Listeners hear when it has arrived, so the header learns about a
 * sign-in that happened on the login page.
 */
export type AuthModule = typeof import("./amplify");

let loading: Promise<AuthModule> | undefined;
const waiting = new Set<(auth: AuthModule) => void>();

export function loadAuth(): Promise<AuthModule> {
  if (!loading) {
    loading = import("./amplify");
    loading.then((auth) => {
      for (const listener of waiting) listener(auth);
    });
  }
  return loading;
}

/** Runs `listener` once Amplify is loaded (at once if it already is); returns a function that cancels it. */
export function whenAuthLoaded(listener: (auth: AuthModule) => void): () => void {
  waiting.add(listener);
  loading?.then((auth) => waiting.has(listener) && listener(auth));
  return () => {
    waiting.delete(listener);
  };
}

const cognitoKey = (key: string) => `CognitoIdentityServiceProvider.${appConfig().userPoolClientId}.${key}`;

/**
 * Whether this browser holds a Cognito session for our app client: Amplify keeps
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` in localStorage while signed in. Without it the visitor is
 * signed out and nothing of Amplify needs to load.
 */
export function hasStoredSession(): boolean {
  return browserStorage()?.getItem(cognitoKey("LastAuthUser")) != null;
}

/** A token's claims (its signature is the API's to check, as Amplify does not check it either). */
function claimsOf(token: string): { sub?: string; exp?: number } | undefined {
  try {
    const payload = token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(payload), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** A token this close to its expiry is left to Amplify, which refreshes it. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The stored session, read without Amplify: the clinician and their id token, while that token is good for another
 * minute and the clinician Amplify last read is the token's. Null otherwise (no session, a token Amplify must refresh,
 * a session from before the clinician was remembered): then Amplify loads and answers, as it always did. Amplify's
 * own storage layout (`<clientId>.<username>.idToken`, `clockDrift`) is the one its token store writes.
 */
export function storedSession(now = Date.now()): { user: AuthUser; idToken: string } | undefined {
  const store = browserStorage();
  const username = store?.getItem(cognitoKey("LastAuthUser"));
  if (!store || !username) return undefined;
  const idToken = store.getItem(cognitoKey(`${username}.idToken`));
  const claims = idToken ? claimsOf(idToken) : undefined;
  const drift = Number(store.getItem(cognitoKey(`${username}.clockDrift`))) || 0;
  if (!idToken || !claims?.exp || claims.exp * 1000 <= now + drift + EXPIRY_MARGIN_MS) return undefined;
  const user = rememberedUser();
  return user && user.sub === claims.sub ? { user, idToken } : undefined;
}
