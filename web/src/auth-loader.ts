import { appConfig } from "./config";

/**
 * Amplify (about 23 KB gzip) stays out of the public pages' first load: it is fetched when sign-in matters, and
 * whoever needs it first (router, header, API client) shares one import. Listeners hear when it has arrived, so the
 * header learns about a sign-in that happened on the login page.
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

/**
 * Whether this browser holds a Cognito session for our app client: Amplify keeps
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` in localStorage while signed in. Without it the visitor is
 * signed out and nothing of Amplify needs to load.
 */
export function hasStoredSession(): boolean {
  try {
    const key = `CognitoIdentityServiceProvider.${appConfig().userPoolClientId}.LastAuthUser`;
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
