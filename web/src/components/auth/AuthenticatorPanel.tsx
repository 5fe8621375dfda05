import { Authenticator } from "@aws-amplify/ui-react";
import "@aws-amplify/ui-react/styles.css";
import "../../styles/login-authenticator.css";
import { type SignInInput, type SignUpInput, signIn, signUp } from "aws-amplify/auth";
import { I18n } from "aws-amplify/utils";
import { useEffect, useRef } from "react";
import { appConfig } from "../../config";
import { Navigate } from "../../routing";
import { AuthHeader } from "./parts";

/**
 * Amplify UI's Authenticator, for what the own sign-in form does not draw (decision 360): Create Account with its
 * confirmation code, a forgotten password, and the sign-in steps only it draws (setting up the authenticator app).
 * A chunk of its own (131 KB gzip), loaded when the clinician picks one of those.
 */
export type AuthenticatorScreen = "signIn" | "signUp" | "forgotPassword";

const EMAIL_FIELD = { label: "Email", placeholder: "you@yourpractice.com" };

const formFields = (email?: string) => ({
  signIn: {
    username: { ...EMAIL_FIELD, defaultValue: email },
    password: { label: "Password", placeholder: "Your password" },
  },
  signUp: {
    given_name: { label: "First name", placeholder: "Amara", order: 1 },
    family_name: { label: "Last name", placeholder: "Lee", order: 2 },
    email: { ...EMAIL_FIELD, order: 3 },
    password: { label: "Password", placeholder: "12+ characters: upper, lower, digit, symbol", order: 4 },
    confirm_password: { label: "Confirm Password", placeholder: "The same password again", order: 5 },
  },
  forgotPassword: { username: EMAIL_FIELD },
});

const header = (title: string, text: string) => () => <AuthHeader title={title} text={text} />;

const screens = (handingOver: boolean) => ({
  SignIn: {
    Header: handingOver
      ? header("One more step", "Enter your password again to finish signing in.")
      : header("Sign in to ClearNote", "Welcome back. Your summaries and recordings are waiting."),
  },
  SignUp: { Header: header("Create your practice account", "Start your 14-day free trial. No credit card needed.") },
  ForgotPassword: {
    Header: header("Reset your password", "Enter the email you sign in with and we will send you a code."),
  },
  ConfirmResetPassword: { Header: header("Choose a new password", "Enter the code and your new password.") },
  ConfirmSignUp: { Header: header("Check your email", "One last step before your account is ready.") },
});

/**
 * On the local stack no email is sent: cognito-local's code is printed by `npm start` in its terminal (decision 206).
 * The header says so, and the line under it, which Amplify writes as "enter the code we emailed to …", is reworded
 * to match, so the screen says one thing.
 */
const localScreens = (handingOver: boolean) => ({
  ...screens(handingOver),
  ConfirmSignUp: {
    Header: header(
      "Confirm your email",
      'This is the local ClearNote stack, so no email is sent: the code is printed in the terminal where npm start runs, on a line starting "Sign-up confirmation code for".',
    ),
  },
  ForgotPassword: {
    Header: header(
      "Reset your password",
      "This is the local ClearNote stack, so no email is sent: the reset code is printed in the terminal where npm start runs.",
    ),
  },
});
const LOCAL_TEXTS = {
  "Your code is on the way. To log in, enter the code we emailed to": "Enter the code printed for",
  "It may take a minute to arrive": "Resend Code prints a new one",
};

export default function AuthenticatorPanel({
  screen,
  email,
  destination,
}: {
  screen: AuthenticatorScreen;
  /** Typed in the own form before it handed over: the sign-in screen starts with it. */
  email?: string;
  destination: string;
}) {
  const local = appConfig().stage === "local";
  if (local) I18n.putVocabulariesForLanguage("en", LOCAL_TEXTS);
  const frame = useRef<HTMLDivElement>(null);
  const handingOver = email !== undefined;

  // The clinician asked for this screen: its first field (the password, when handed over) takes the focus, as the
  // own form's would. The Authenticator draws its fields only after it has asked Amplify who is signed in.
  useEffect(() => {
    const wanted = handingOver ? 'input[name="password"]' : "input:not([type=hidden])";
    const focus = () => {
      const field = frame.current?.querySelector<HTMLInputElement>(wanted);
      field?.focus();
      return !!field;
    };
    if (!frame.current || focus()) return;
    const observer = new MutationObserver(() => focus() && observer.disconnect());
    observer.observe(frame.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [handingOver]);

  // cognito-local has no SRP; the runtime config names the flow for each environment, also for the
  // automatic sign-in that follows a confirmed sign-up.
  const authFlowType = appConfig().authFlowType;
  const services = {
    handleSignIn: ((input: SignInInput) =>
      signIn({ ...input, options: { ...input.options, authFlowType } })) as typeof signIn,
    handleSignUp: ((input: SignUpInput) =>
      signUp({
        ...input,
        options: {
          ...input.options,
          userAttributes: input.options?.userAttributes ?? {},
          autoSignIn: { authFlowType },
        },
      })) as typeof signUp,
  };

  return (
    <div ref={frame}>
      <Authenticator
        initialState={screen}
        services={services}
        signUpAttributes={["given_name", "family_name"]}
        loginMechanisms={["email"]}
        formFields={formFields(email)}
        components={local ? localScreens(handingOver) : screens(handingOver)}
      >
        {() => <Navigate to={destination} replace />}
      </Authenticator>
    </div>
  );
}
