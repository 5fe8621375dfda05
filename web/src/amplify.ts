import { Amplify } from "aws-amplify";
import { signOut as amplifySignOut, fetchAuthSession, fetchUserAttributes, getCurrentUser } from "aws-amplify/auth";
import { Hub } from "aws-amplify/utils";

import type { AuthUser } from "./auth-user";
import { appConfig } from "./config";
import { rememberUser } from "./remembered-user";

/**
 * Everything that touches Amplify, loaded only where sign-in matters (auth-loader.ts): the login page, a stored session
 * whose token must be refreshed (or whose clinician is not remembered yet), signing out. Importing it configures Amplify
 * from the runtime config, so the Authenticator and every call below see the same pool.
 */
const config = appConfig();
Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      userPoolEndpoint: config.userPoolEndpoint,
      loginWith: { email: true },
      signUpVerificationMethod: "code",
      userAttributes: { email: { required: true } },
      passwordFormat: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireNumbers: true,
        requireSpecialCharacters: true,
      },
    },
  },
});

export async function currentUser(): Promise<AuthUser | null> {
  try {
    const { userId } = await getCurrentUser();
    const attributes = await fetchUserAttributes();
    const user = {
      sub: attributes.sub ?? userId,
      email: attributes.email ?? "",
      givenName: attributes.given_name,
      familyName: attributes.family_name,
      name: attributes.name,
    };
    // The next page load starts from this while the session's token is valid (auth-loader.ts, storedSession).
    rememberUser(user);
    return user;
  } catch {
    rememberUser(null);
    return null;
  }
}

export async function idToken(): Promise<string | undefined> {
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
}

export async function signOut(): Promise<void> {
  await amplifySignOut();
  rememberUser(null);
}

/** Calls back on sign-in, token refresh (`true`) and sign-out (`false`); returns the unsubscribe function. */
export function onAuthChange(listener: (signedIn: boolean) => void): () => void {
  return Hub.listen("auth", ({ payload }) => {
    if (payload.event === "signedIn" || payload.event === "tokenRefresh") listener(true);
    if (payload.event === "signedOut") listener(false);
  });
}
