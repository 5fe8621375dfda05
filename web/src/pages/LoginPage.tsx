import { Authenticator } from "@aws-amplify/ui-react";
import "@aws-amplify/ui-react/styles.css";
import { Heading, Text } from "@aws-amplify/ui-react";
import { type SignInInput, type SignUpInput, signIn, signUp } from "aws-amplify/auth";
import { Navigate, useLocation } from "react-router";
import { usePageTitle } from "../components/public/page-meta";
import { appConfig } from "../config";
import { useAuth } from "../hooks/useAuth";

const SIGN_UP_FIELDS = {
  signUp: {
    given_name: { label: "First name", placeholder: "Enter your first name", order: 1 },
    family_name: { label: "Last name", placeholder: "Enter your last name", order: 2 },
    email: { order: 3 },
    password: { order: 4 },
    confirm_password: { order: 5 },
  },
};

/**
 * Where to go after signing in: the dashboard address the visitor asked for before being sent here (a bookmarked or
 * linked summary), else the dashboard (decision 205). Only this app's own dashboard paths, never another site.
 */
export function returnTo(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && /^\/dashboard(?:[/?#]|$)/.test(from) ? from : "/dashboard";
}

/**
 * On the local stack no email is sent: cognito-local's code is printed by `npm start` in its terminal, so the
 * confirmation screen says where to look instead of 'We Emailed You' (decision 206).
 */
const LOCAL_CONFIRM_SIGN_UP = {
  ConfirmSignUp: {
    Header() {
      return (
        <>
          <Heading level={3}>Enter Your Confirmation Code</Heading>
          <Text>
            This is the local ClearNote stack, so no email is sent: the code is printed in the terminal where{" "}
            <code>npm start</code> runs, on a line starting "Sign-up confirmation code for".
          </Text>
        </>
      );
    },
  },
};

/** The Amplify UI sign-in widget; signed-in users go straight to the dashboard (spec section 6). */
export default function LoginPage() {
  const { user, loading } = useAuth();
  const location = useLocation();
  usePageTitle("Log In");
  const destination = returnTo(location.state);
  if (!loading && user) return <Navigate to={destination} replace />;

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
    <div className="login">
      <div className="login-brand">
        <a href="/" className="brand">
          ClearNote
        </a>
        <p className="muted">Healthcare language, human understanding.</p>
      </div>
      <Authenticator
        services={services}
        signUpAttributes={["given_name", "family_name"]}
        loginMechanisms={["email"]}
        formFields={SIGN_UP_FIELDS}
        components={appConfig().stage === "local" ? LOCAL_CONFIRM_SIGN_UP : undefined}
      >
        {() => <Navigate to={destination} replace />}
      </Authenticator>
    </div>
  );
}
