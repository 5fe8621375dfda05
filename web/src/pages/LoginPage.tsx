import { Authenticator } from "@aws-amplify/ui-react";
import "@aws-amplify/ui-react/styles.css";
import { type SignInInput, type SignUpInput, signIn, signUp } from "aws-amplify/auth";
import { Navigate } from "react-router";
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

/** The Amplify UI sign-in widget; signed-in users go straight to the dashboard (spec section 6). */
export default function LoginPage() {
  const { user, loading } = useAuth();
  if (!loading && user) return <Navigate to="/dashboard" replace />;

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
      >
        {() => <Navigate to="/dashboard" replace />}
      </Authenticator>
    </div>
  );
}
