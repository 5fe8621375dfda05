/**
 * What the product's own sign-in form does with Cognito's answers (decision 360): which step comes next, and what a
 * refusal says. No Amplify here, so it is tested without it.
 */

/** A step the form draws, or `authenticator`: one only Amplify UI's Authenticator draws (it is loaded for it). */
export type SignInStep = "done" | "new-password" | "totp-code" | "authenticator";

/**
 * Amplify's `nextStep.signInStep` as the form's step. The form draws what a clinician meets at a usual sign-in: a
 * first password set by an administrator, and the authenticator code production requires. Setting up that code (a QR
 * code, once per account), confirming an account never confirmed, and a reset Cognito demands are the
 * Authenticator's, as they were before.
 */
export function stepAfter(signInStep: string, missingAttributes: readonly string[] = []): SignInStep {
  if (signInStep === "DONE") return "done";
  if (signInStep === "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED") {
    return missingAttributes.length === 0 ? "new-password" : "authenticator";
  }
  if (signInStep === "CONFIRM_SIGN_IN_WITH_TOTP_CODE") return "totp-code";
  return "authenticator";
}

export const EMAIL_REQUIRED = "Please enter your email.";
export const EMAIL_INVALID = "Please enter a valid email address.";
export const PASSWORD_REQUIRED = "Please enter your password.";
export const WRONG_CREDENTIALS = "Incorrect email or password.";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes, then try again.";
export const CODE_REQUIRED = "Enter the 6-digit code from your authenticator app.";
export const WRONG_CODE = "That code did not work. Enter the code your authenticator app shows now.";
export const SESSION_EXPIRED = "This sign-in took too long. Please sign in again.";
export const NEW_PASSWORD_POLICY =
  "Use at least 12 characters with an upper-case and a lower-case letter, a digit and a symbol.";
export const PASSWORDS_DIFFER = "The two passwords are not the same.";
export const OFFLINE = "We could not reach the sign-in service. Check your connection and try again.";
export const SIGN_IN_FAILED = "Sign-in failed. Please try again.";

export interface FieldErrors {
  email?: string;
  password?: string;
}

/** The checks made before Cognito is asked: both fields there, and an address that can be one. */
export function credentialErrors(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const address = email.trim();
  if (!address) errors.email = EMAIL_REQUIRED;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) errors.email = EMAIL_INVALID;
  if (!password) errors.password = PASSWORD_REQUIRED;
  return errors;
}

/** The pool's password policy (infra/stacks/identity-stack.ts), checked before the new password is sent. */
export function newPasswordError(password: string, again: string): string | undefined {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];
  if (password.length < 12 || !kinds.every((kind) => kind.test(password))) return NEW_PASSWORD_POLICY;
  if (password !== again) return PASSWORDS_DIFFER;
  return undefined;
}

/**
 * A refusal in the product's words. A wrong password and an unknown address read the same (no way to learn who has
 * an account). `answering` is true for a step after the password (a new password, a code): there a refused password
 * is one the pool's policy rejects, where on the first step cognito-local reports a wrong password that way too
 * (Cognito says NotAuthorizedException); the emulator's own wording never reaches the screen.
 */
export function signInErrorMessage(error: unknown, answering = false): { message: string; restart: boolean } {
  const { name = "", message = "" } = (error ?? {}) as { name?: string; message?: string };
  const say = (text: string, restart = false) => ({ message: text, restart });
  if (name === "NotAuthorizedException" && /session/i.test(message)) return say(SESSION_EXPIRED, true);
  if (name === "NotAuthorizedException" && /attempts exceeded/i.test(message)) return say(TOO_MANY_ATTEMPTS);
  if (name === "InvalidPasswordException") return say(answering ? NEW_PASSWORD_POLICY : WRONG_CREDENTIALS);
  if (name === "NotAuthorizedException" || name === "UserNotFoundException") return say(WRONG_CREDENTIALS);
  if (/^(LimitExceeded|TooManyRequests|TooManyFailedAttempts)Exception$/.test(name)) return say(TOO_MANY_ATTEMPTS);
  if (name === "CodeMismatchException" || name === "EnableSoftwareTokenMFAException") return say(WRONG_CODE);
  if (name === "ExpiredCodeException") return say(SESSION_EXPIRED, true);
  if (name === "NetworkError" || /network|failed to fetch/i.test(message)) return say(OFFLINE);
  return say(SIGN_IN_FAILED);
}
