import { useCallback, useState } from "react";
import { loadAuth } from "../auth-loader";
import {
  CODE_REQUIRED,
  credentialErrors,
  type FieldErrors,
  newPasswordError,
  type SignInStep,
  signInErrorMessage,
} from "./sign-in-steps";

/**
 * Amplify, configured, and its sign-in code: 39 KB gzip the page itself does not need to draw the form. Fetched when
 * the visitor starts on the form (a field focused, a press on it), so it is here by the time they submit.
 */
export const loadSignIn = () => Promise.all([import("../sign-in"), loadAuth()]).then(([calls]) => calls);

/** Where the form is: the email and password, or a step Cognito asked for after them. */
export type SignInStage = "credentials" | "new-password" | "totp-code";

/**
 * The own sign-in form's state (decision 360). `onDone` runs once Cognito has signed the clinician in; `onHandOver`
 * when Cognito asks for a step only the Authenticator draws, with the email typed, so it can start there.
 */
export function useSignIn({ onDone, onHandOver }: { onDone: () => void; onHandOver: (email: string) => void }) {
  const [stage, setStage] = useState<SignInStage>("credentials");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const follow = useCallback(
    (step: SignInStep, address: string) => {
      if (step === "done") onDone();
      else if (step === "authenticator") onHandOver(address);
      else setStage(step);
    },
    [onDone, onHandOver],
  );

  const run = useCallback(
    async (call: () => Promise<SignInStep>, address: string) => {
      setBusy(true);
      setError(null);
      try {
        follow(await call(), address);
      } catch (caught) {
        // A session Amplify already holds (another tab signed in meanwhile) is a sign-in, not a failure.
        if ((caught as { name?: string })?.name === "UserAlreadyAuthenticatedException") return onDone();
        const { message, restart } = signInErrorMessage(caught, stage !== "credentials");
        setError(message);
        if (restart) setStage("credentials");
      } finally {
        setBusy(false);
      }
    },
    [follow, onDone, stage],
  );

  const submitCredentials = (address: string, password: string) => {
    const errors = credentialErrors(address, password);
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    setEmail(address.trim());
    void run(async () => (await loadSignIn()).signInWithPassword(address, password), address.trim());
  };

  const submitNewPassword = (password: string, again: string) => {
    const problem = newPasswordError(password, again);
    if (problem) return setError(problem);
    void run(async () => (await loadSignIn()).answerSignInStep(password), email);
  };

  const submitCode = (code: string) => {
    const digits = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(digits)) return setError(CODE_REQUIRED);
    void run(async () => (await loadSignIn()).answerSignInStep(digits), email);
  };

  const restart = () => {
    setStage("credentials");
    setError(null);
  };

  const warm = useCallback(() => void loadSignIn().catch(() => undefined), []);

  return { stage, busy, error, fieldErrors, submitCredentials, submitNewPassword, submitCode, restart, warm };
}

export type SignInState = ReturnType<typeof useSignIn>;
