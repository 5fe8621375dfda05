import { CLINICIAN } from "../../tests/fixtures/signed-in-api-answers";

/**
 * A signed-in clinician for the bench, as Amplify keeps one in localStorage after a sign-in: the Cognito tokens under
 * `CognitoIdentityServiceProvider.<clientId>.<username>.*` and the `LastAuthUser` the app checks before it loads
 * Amplify, and the clinician the app remembered at sign-in (web/src/auth-loader.ts): a clinician who signed in on this
 * browser within the hour (the id token's lifetime) and comes back to an empty cache. Amplify reads a token's claims and expiry without checking its signature (the API
 * does that, and the bench's canned API answers every caller), so unsigned tokens that expire tomorrow do.
 */
export const BENCH_CLIENT_ID = "benchclient";
export const BENCH_POOL_ID = "us-east-1_bench";

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (claims: object) => `${base64url({ alg: "RS256", kid: "bench" })}.${base64url(claims)}.bench-signature`;

/** The localStorage entries of a session that is valid for the next day. */
export function sessionStorageEntries(now = Date.now()): { name: string; value: string }[] {
  const iat = Math.floor(now / 1000);
  const common = {
    sub: CLINICIAN.sub,
    iss: `https://cognito-idp.us-east-1.amazonaws.com/${BENCH_POOL_ID}`,
    iat,
    auth_time: iat,
    exp: iat + 24 * 3600,
  };
  const idToken = jwt({
    ...common,
    aud: BENCH_CLIENT_ID,
    token_use: "id",
    "cognito:username": CLINICIAN.sub,
    email: CLINICIAN.email,
    email_verified: true,
    given_name: CLINICIAN.givenName,
    family_name: CLINICIAN.familyName,
  });
  const accessToken = jwt({
    ...common,
    client_id: BENCH_CLIENT_ID,
    token_use: "access",
    scope: "aws.cognito.signin.user.admin",
    username: CLINICIAN.sub,
  });
  const prefix = `CognitoIdentityServiceProvider.${BENCH_CLIENT_ID}`;
  const user = `${prefix}.${CLINICIAN.sub}`;
  return [
    { name: `${prefix}.LastAuthUser`, value: CLINICIAN.sub },
    { name: `${user}.idToken`, value: idToken },
    { name: `${user}.accessToken`, value: accessToken },
    { name: `${user}.refreshToken`, value: "bench-refresh-token" },
    { name: `${user}.clockDrift`, value: "0" },
    // The clinician as the app remembers them from the sign-in (web/src/auth-loader.ts, rememberUser).
    {
      name: "clearnote:user",
      value: JSON.stringify({
        sub: CLINICIAN.sub,
        email: CLINICIAN.email,
        givenName: CLINICIAN.givenName,
        familyName: CLINICIAN.familyName,
      }),
    },
  ];
}

/** What Cognito's GetUser answers for the bench clinician (Amplify's fetchUserAttributes asks it). */
export const GET_USER_ANSWER = {
  Username: CLINICIAN.sub,
  UserAttributes: [
    { Name: "sub", Value: CLINICIAN.sub },
    { Name: "email", Value: CLINICIAN.email },
    { Name: "email_verified", Value: "true" },
    { Name: "given_name", Value: CLINICIAN.givenName },
    { Name: "family_name", Value: CLINICIAN.familyName },
  ],
};
