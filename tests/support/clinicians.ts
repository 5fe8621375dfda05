import { randomUUID } from "node:crypto";
import { InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import { cognitoClient, ensureUser } from "../../infra/local/bootstrap";
import type { StackInfo } from "../integration/global-setup";

export interface Clinician {
  email: string;
  sub: string;
  token: string;
  /** The access token of the same sign-in (the API must refuse it: it takes id tokens only). */
  accessToken?: string;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the response body in the shape its route answers
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

/** A fresh clinician in cognito-local with a real id token, and a client for the local API gateway. */
export async function newClinician(stack: StackInfo, name = "clinician"): Promise<Clinician> {
  const email = `${name}-${randomUUID().slice(0, 8)}@clinic.example`;
  const password = "Test-Password-2026!";
  await ensureUser(stack.cognitoUrl, stack.userPoolId, { email, password, givenName: name, familyName: "Test" });
  const auth = await cognitoClient(stack.cognitoUrl).send(
    new InitiateAuthCommand({
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: stack.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = auth.AuthenticationResult?.IdToken;
  if (!token) throw new Error("cognito-local returned no id token");
  const sub = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).sub as string;
  return {
    email,
    sub,
    token,
    accessToken: auth.AuthenticationResult?.AccessToken,
    call: (method, path, body) => callApi(stack, token, method, path, body),
  };
}

export async function callApi(
  stack: StackInfo,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
