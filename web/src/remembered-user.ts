import type { AuthUser } from "./auth-user";

/**
 * The signed-in clinician as Amplify last read them from Cognito, kept in localStorage beside its tokens, so the next
 * page load can start without Amplify while the session's token is valid (auth-loader.ts, storedSession). Its own
 * module: amplify.ts writes it and auth-loader.ts (which loads amplify.ts) reads it, with no import cycle.
 */
const USER_KEY = "clearnote:user";

export const browserStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** Called with what Amplify read (null on sign-out or when it found no session). */
export function rememberUser(user: AuthUser | null): void {
  if (user) browserStorage()?.setItem(USER_KEY, JSON.stringify(user));
  else browserStorage()?.removeItem(USER_KEY);
}

export function rememberedUser(): AuthUser | null {
  try {
    return JSON.parse(browserStorage()?.getItem(USER_KEY) ?? "null") as AuthUser | null;
  } catch {
    return null;
  }
}
