import { readFileSync } from "node:fs";
import { decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, type JWTPayload, SignJWT } from "jose";
import type { StackInfo } from "../integration/global-setup";
import type { Clinician } from "./clinicians";

/**
 * cognito-local signs every token with one fixed key shipped in its package. Signing with it lets a test build a
 * token that is right in every way but one (expired, other audience, other issuer), so a 401 proves that one check.
 */
const cognitoLocalKey = JSON.parse(
  readFileSync(new URL("../../node_modules/cognito-local/lib/keys/cognitoLocal.private.json", import.meta.url), "utf8"),
) as { jwk: Record<string, string> };

async function signAs(
  payload: JWTPayload,
  key: Parameters<SignJWT["sign"]>[0],
  kid: string,
  alg = "RS256",
): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg, kid, typ: "JWT" }).sign(key);
}

/** The clinician's own id-token claims, signed again by cognito-local's key, with `changes` applied. */
export async function reSignedIdToken(clinician: Clinician, changes: JWTPayload = {}): Promise<string> {
  const { kid } = decodeProtectedHeader(clinician.token);
  const key = await importJWK(cognitoLocalKey.jwk, "RS256");
  return signAs({ ...decodeJwt(clinician.token), ...changes }, key, kid ?? "CognitoLocal");
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

export interface BadToken {
  name: string;
  /** The Authorization header to send; undefined sends none. */
  authorization: string | undefined;
}

/** Every way a bearer token can be wrong, each built from the clinician's real id token where it can be. */
export async function badTokens(stack: StackInfo, clinician: Clinician, other: Clinician): Promise<BadToken[]> {
  const [header, , signature] = clinician.token.split(".");
  const now = Math.floor(Date.now() / 1000);
  const strangerKey = (await generateKeyPair("RS256")).privateKey;
  const { kid } = decodeProtectedHeader(clinician.token);
  if (!clinician.accessToken) throw new Error("the clinician was signed in without an access token");
  return [
    { name: "missing", authorization: undefined },
    { name: "malformed", authorization: "Bearer not-a-jwt" },
    { name: "not a bearer token", authorization: clinician.token },
    {
      name: "signed by another key",
      authorization: `Bearer ${await signAs(decodeJwt(clinician.token), strangerKey, kid ?? "CognitoLocal")}`,
    },
    {
      name: "claims changed under the original signature",
      authorization: `Bearer ${header}.${base64url({ ...decodeJwt(clinician.token), sub: other.sub })}.${signature}`,
    },
    {
      name: "expired",
      authorization: `Bearer ${await reSignedIdToken(clinician, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 })}`,
    },
    { name: "access token instead of id token", authorization: `Bearer ${clinician.accessToken}` },
    {
      name: "wrong audience",
      authorization: `Bearer ${await reSignedIdToken(clinician, { aud: "another-app-client" })}`,
    },
    {
      name: "wrong issuer",
      authorization: `Bearer ${await reSignedIdToken(clinician, { iss: `${stack.cognitoUrl}/us-east-1_another` })}`,
    },
    {
      name: "alg none",
      authorization: `Bearer ${base64url({ alg: "none", typ: "JWT" })}.${base64url({ ...decodeJwt(clinician.token), sub: other.sub })}.`,
    },
  ];
}
