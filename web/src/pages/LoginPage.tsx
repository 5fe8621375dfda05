import { Authenticator } from "@aws-amplify/ui-react";
import "@aws-amplify/ui-react/styles.css";
import { type SignInInput, signIn } from "aws-amplify/auth";
import { Navigate } from "react-router";
import { appConfig } from "../config";
import { useAuth } from "../hooks/useAuth";

/** The Amplify UI sign-in widget; signed-in users go straight to the dashboard (spec section 6). */
export default function LoginPage() {
  const { user, loading } = useAuth();
  if (!loading && user) return <Navigate to="/dashboard" replace />;

  const services = {
    // cognito-local has no SRP; the runtime config names the flow for each environment.
    handleSignIn: ((input: SignInInput) =>
      signIn({ ...input, options: { ...input.options, authFlowType: appConfig().authFlowType } })) as typeof signIn,
  };

  return (
    <div className="login">
      <div className="login-brand">
        <a href="/" className="brand">
          ClearNote
        </a>
        <p className="muted">Healthcare language, human understanding.</p>
      </div>
      <Authenticator services={services} signUpAttributes={["given_name", "family_name"]} loginMechanisms={["email"]}>
        {() => <Navigate to="/dashboard" replace />}
      </Authenticator>
    </div>
  );
}
