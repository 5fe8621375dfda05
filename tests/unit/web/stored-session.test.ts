// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("#web/config", () => ({ appConfig: () => ({ userPoolClientId: "client1" }) }));

const { storedSession } = await import("#web/auth-loader");
const { rememberUser } = await import("#web/remembered-user");

const NOW = Date.parse("2026-03-02T10:00:00.000Z");
const PREFIX = "CognitoIdentityServiceProvider.client1";
const USER = { sub: "sub-1", email: "sam@clinic.example", givenName: "Sam" };

const token = (claims: object) => `header.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.signature`;

/** What Amplify leaves in localStorage after a sign-in, with an id token that expires `inSeconds` from NOW. */
function signedIn({ sub = "sub-1", inSeconds = 3600 } = {}) {
  localStorage.setItem(`${PREFIX}.LastAuthUser`, "user-1");
  localStorage.setItem(`${PREFIX}.user-1.idToken`, token({ sub, exp: NOW / 1000 + inSeconds }));
  localStorage.setItem(`${PREFIX}.user-1.clockDrift`, "0");
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("the stored session read without Amplify", () => {
  it("is the remembered clinician and the id token while the token is valid", () => {
    signedIn();
    rememberUser(USER);

    const session = storedSession(NOW);

    expect(session?.user).toEqual(USER);
    expect(session?.idToken).toBe(localStorage.getItem(`${PREFIX}.user-1.idToken`));
  });

  it("is absent when the token expires within a minute (Amplify refreshes it)", () => {
    signedIn({ inSeconds: 30 });
    rememberUser(USER);

    expect(storedSession(NOW)).toBeUndefined();
  });

  it("is absent when the remembered clinician is not the token's", () => {
    signedIn({ sub: "someone-else" });
    rememberUser(USER);

    expect(storedSession(NOW)).toBeUndefined();
  });

  it("is absent once the clinician is forgotten (signed out)", () => {
    signedIn();
    rememberUser(USER);

    rememberUser(null);

    expect(storedSession(NOW)).toBeUndefined();
  });
});
