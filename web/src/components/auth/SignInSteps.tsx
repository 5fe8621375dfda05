import { type FormEvent, useEffect, useRef } from "react";
import type { SignInState } from "../../hooks/useSignIn";
import { Button } from "../ui/Button";
import { TextField } from "../ui/Field";
import { PasswordField } from "./PasswordField";
import { AuthError, AuthHeader } from "./parts";

const text = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? "");

/** A step's first field takes the focus when the step opens, so keyboard and screen-reader users start there. */
function useFocusOnOpen(id: string) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    document.getElementById(id)?.focus();
  }, [id]);
}

/** An administrator created the account with a temporary password: Cognito asks for the clinician's own. */
export function NewPasswordStep({ state }: { state: SignInState }) {
  useFocusOnOpen("sign-in-new-password");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.busy) return;
    state.submitNewPassword(text(event.currentTarget, "password"), text(event.currentTarget, "again"));
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Choose a new password">
      <AuthHeader
        title="Choose a new password"
        text="Your account was set up with a temporary password. Choose your own to finish signing in."
      />
      <PasswordField
        id="sign-in-new-password"
        label="New password"
        name="password"
        autoComplete="new-password"
        placeholder="12+ characters: upper, lower, digit, symbol"
      />
      <PasswordField label="Confirm new password" name="again" autoComplete="new-password" />
      <AuthError message={state.error} />
      <Button type="submit" variant="primary" block aria-disabled={state.busy || undefined}>
        {state.busy ? "Saving…" : "Save and sign in"}
      </Button>
      <button type="button" className="auth-link" onClick={state.restart}>
        Back to sign in
      </button>
    </form>
  );
}

/** Production requires an authenticator app (TOTP): its current code completes the sign-in. */
export function CodeStep({ state }: { state: SignInState }) {
  useFocusOnOpen("sign-in-code");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.busy) return;
    state.submitCode(text(event.currentTarget, "code"));
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Enter your code">
      <AuthHeader
        title="Enter your code"
        text="Open your authenticator app and enter the 6-digit code for ClearNote."
      />
      <TextField
        id="sign-in-code"
        label="Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder="123456"
      />
      <AuthError message={state.error} />
      <Button type="submit" variant="primary" block aria-disabled={state.busy || undefined}>
        {state.busy ? "Checking…" : "Confirm"}
      </Button>
      <button type="button" className="auth-link" onClick={state.restart}>
        Back to sign in
      </button>
    </form>
  );
}
