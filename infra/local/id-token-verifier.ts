import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";

/**
 * The Cognito authorizer's rules: a Bearer id token (not an access token), signed by the pool's keys, with the
 * pool as issuer and the app client as audience. Anything else is no user at all.
 */
export function idTokenVerifier(jwt: {
  issuer: string;
  jwksUrl: string;
  audience: string;
}): (authorization: string | undefined) => Promise<JWTPayload | undefined> {
  const jwks = createRemoteJWKSet(new URL(jwt.jwksUrl));
  return async (authorization) => {
    const token = authorization?.match(/^Bearer (.+)$/i)?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: jwt.issuer, audience: jwt.audience });
      return payload.token_use === "id" ? payload : undefined;
    } catch {
      return undefined;
    }
  };
}
