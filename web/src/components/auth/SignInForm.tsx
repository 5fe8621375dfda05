import { type FormEvent, type KeyboardEvent, useEffect } from "react";
import type { SignInState } from "../../hooks/useSignIn";
import { Button } from "../ui/Button";
import { TextField } from "../ui/Field";
import { PasswordField } from "./PasswordField";
import { AuthError, AuthHeader } from "./parts";
import { CodeStep, NewPasswordStep } from "./SignInSteps";

const text = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? "");

/**
 * The product's own sign-in card (decision 360): the Sign In and Create Account tabs the Authenticator had, email and
 * password, and the steps Cognito may ask for after them. Create Account and Forgot your password? load the
 * Authenticator (the page swaps it in), so its 130 KB are paid only by who uses them.
 */
export function SignInForm({
  state,
  onCreateAccount,
  onForgotPassword,
}: {
  state: SignInState;
  onCreateAccount: () => void;
  onForgotPassword: () => void;
}) {
  if (state.stage === "new-password") return <NewPasswordStep state={state} />;
  if (state.stage === "totp-code") return <CodeStep state={state} />;
  return <Credentials state={state} onCreateAccount={onCreateAccount} onForgotPassword={onForgotPassword} />;
}

function Credentials({
  state,
  onCreateAccount,
  onForgotPassword,
}: {
  state: SignInState;
  onCreateAccount: () => void;
  onForgotPassword: () => void;
}) {
  const { fieldErrors, error, busy } = state;

  // A refused field takes the focus, so its message (tied to it) is what is read next.
  useEffect(() => {
    const first = fieldErrors.email ? "sign-in-email" : fieldErrors.password ? "sign-in-password" : null;
    if (first) document.getElementById(first)?.focus();
  }, [fieldErrors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Nothing is disabled while Cognito answers: a disabled control drops the keyboard focus.
    if (busy) return;
    state.submitCredentials(text(event.currentTarget, "email"), text(event.currentTarget, "password"));
  };
  // Tabs move with the arrow keys (WAI-ARIA tabs); the other tab is Create Account.
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") onCreateAccount();
  };

  return (
    <>
      <div className="auth-tabs" role="tablist" aria-label="Your account" onKeyDown={onTabKey}>
        <button type="button" role="tab" id="auth-tab-sign-in" aria-selected="true" aria-controls="auth-panel-sign-in">
          Sign In
        </button>
        <button type="button" role="tab" aria-selected="false" tabIndex={-1} onClick={onCreateAccount}>
          Create Account
        </button>
      </div>
      <div role="tabpanel" id="auth-panel-sign-in" aria-labelledby="auth-tab-sign-in">
        <form
          className="auth-form"
          onSubmit={submit}
          onFocus={state.warm}
          onPointerDown={state.warm}
          noValidate
          aria-label="Sign in"
        >
          <AuthHeader title="Sign in to ClearNote" text="Welcome back. Your summaries and recordings are waiting." />
          <TextField
            id="sign-in-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            placeholder="you@yourpractice.com"
            error={fieldErrors.email}
          />
          <PasswordField
            id="sign-in-password"
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            error={fieldErrors.password}
          />
          <AuthError message={error} />
          <Button type="submit" variant="primary" block aria-disabled={busy || undefined}>
            {busy ? "Signing in…" : "Sign in"}
          </Button>
          <button type="button" className="auth-link" onClick={onForgotPassword}>
            Forgot your password?
          </button>
        </form>
      </div>
    </>
  );
}
