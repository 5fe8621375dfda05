import { describe, expect, it } from "vitest";
import {
  credentialErrors,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  NEW_PASSWORD_POLICY,
  newPasswordError,
  OFFLINE,
  PASSWORD_REQUIRED,
  PASSWORDS_DIFFER,
  SESSION_EXPIRED,
  SIGN_IN_FAILED,
  signInErrorMessage,
  stepAfter,
  TOO_MANY_ATTEMPTS,
  WRONG_CODE,
  WRONG_CREDENTIALS,
} from "#web/hooks/sign-in-steps";

const refusal = (name: string, message = "") => Object.assign(new Error(message), { name });

describe("the own sign-in form's steps", () => {
  it("draws the new-password and code steps itself and hands every other step to the Authenticator", () => {
    expect(stepAfter("DONE")).toBe("done");
    expect(stepAfter("CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED")).toBe("new-password");
    expect(stepAfter("CONFIRM_SIGN_IN_WITH_TOTP_CODE")).toBe("totp-code");
    // An attribute the pool requires is asked for on the Authenticator's new-password screen.
    expect(stepAfter("CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED", ["given_name"])).toBe("authenticator");
    for (const step of ["CONTINUE_SIGN_IN_WITH_TOTP_SETUP", "CONFIRM_SIGN_UP", "RESET_PASSWORD", "SOMETHING_NEW"]) {
      expect(stepAfter(step)).toBe("authenticator");
    }
  });
});

describe("the own sign-in form's checks", () => {
  it("asks for both fields and an address that can be one before calling Cognito", () => {
    expect(credentialErrors("", "")).toEqual({ email: EMAIL_REQUIRED, password: PASSWORD_REQUIRED });
    expect(credentialErrors("   ", "x")).toEqual({ email: EMAIL_REQUIRED });
    expect(credentialErrors("alex.clinic.example", "x")).toEqual({ email: EMAIL_INVALID });
    expect(credentialErrors(" alex@clinic.example ", "x")).toEqual({});
  });

  it("holds a new password to the pool's policy and to its confirmation", () => {
    expect(newPasswordError("Short-1!", "Short-1!")).toBe(NEW_PASSWORD_POLICY);
    expect(newPasswordError("all-lower-case-1!", "all-lower-case-1!")).toBe(NEW_PASSWORD_POLICY);
    expect(newPasswordError("No-Digits-Here!", "No-Digits-Here!")).toBe(NEW_PASSWORD_POLICY);
    expect(newPasswordError("NoSymbols2026ab", "NoSymbols2026ab")).toBe(NEW_PASSWORD_POLICY);
    expect(newPasswordError("Strong-Pass-2026!", "Strong-Pass-2026?")).toBe(PASSWORDS_DIFFER);
    expect(newPasswordError("Strong-Pass-2026!", "Strong-Pass-2026!")).toBeUndefined();
  });
});

describe("the own sign-in form's refusals", () => {
  const message = (name: string, text?: string, answering?: boolean) =>
    signInErrorMessage(refusal(name, text), answering).message;

  it("says the same for a wrong password and an unknown address, whatever Cognito or the emulator wrote", () => {
    expect(message("NotAuthorizedException", "Incorrect username or password.")).toBe(WRONG_CREDENTIALS);
    expect(message("UserNotFoundException", "User does not exist.")).toBe(WRONG_CREDENTIALS);
    // cognito-local's answer to a wrong password.
    expect(message("InvalidPasswordException", "Invalid password")).toBe(WRONG_CREDENTIALS);
  });

  it("reads a refused new password as the policy, a wrong code as such, and an expired step as a restart", () => {
    expect(message("InvalidPasswordException", "Password does not conform to policy", true)).toBe(NEW_PASSWORD_POLICY);
    expect(message("CodeMismatchException", "Invalid code received for user", true)).toBe(WRONG_CODE);
    expect(
      signInErrorMessage(refusal("NotAuthorizedException", "Invalid session for the user, session is expired."), true),
    ).toEqual({
      message: SESSION_EXPIRED,
      restart: true,
    });
    expect(signInErrorMessage(refusal("ExpiredCodeException"), true).restart).toBe(true);
  });

  it("tells a locked-out, an offline and an unexpected failure apart", () => {
    expect(message("NotAuthorizedException", "Password attempts exceeded")).toBe(TOO_MANY_ATTEMPTS);
    expect(message("LimitExceededException")).toBe(TOO_MANY_ATTEMPTS);
    expect(message("TooManyRequestsException")).toBe(TOO_MANY_ATTEMPTS);
    expect(message("NetworkError", "A network error has occurred.")).toBe(OFFLINE);
    expect(message("TypeError", "Failed to fetch")).toBe(OFFLINE);
    expect(message("InternalErrorException", "boom")).toBe(SIGN_IN_FAILED);
    expect(signInErrorMessage(undefined).message).toBe(SIGN_IN_FAILED);
  });
});
