import { Authenticator, Heading, Text } from "@aws-amplify/ui-react";
import "@aws-amplify/ui-react/styles.css";
import "../styles/login.css";
import { type SignInInput, type SignUpInput, signIn, signUp } from "aws-amplify/auth";
import { I18n } from "aws-amplify/utils";
import { Navigate, useLocation } from "react-router";
import { usePageTitle } from "../components/public/page-meta";
import { SiteFooter } from "../components/public/SiteFooter";
import { SiteHeader } from "../components/public/SiteHeader";
import { appConfig } from "../config";
import { useAuth } from "../hooks/useAuth";

const EMAIL_FIELD = { label: "Email", placeholder: "you@yourpractice.com" };

const FORM_FIELDS = {
  signIn: {
    username: EMAIL_FIELD,
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
};

/**
 * Where to go after signing in: the dashboard address the visitor asked for before being sent here (a bookmarked or
 * linked summary), else the dashboard (decision 205). Only this app's own dashboard paths, never another site.
 */
export function returnTo(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && /^\/dashboard(?:[/?#]|$)/.test(from) ? from : "/dashboard";
}

function AuthHeader({ title, text }: { title: string; text: string }) {
  return (
    <div className="auth-header">
      <Heading level={1}>{title}</Heading>
      <Text>{text}</Text>
    </div>
  );
}

const SCREENS = {
  SignIn: {
    Header: () => (
      <AuthHeader title={"Sign in to ClearNote"} text={"Welcome back. Your summaries and recordings are waiting."} />
    ),
  },
  SignUp: {
    Header: () => (
      <AuthHeader
        title={"Create your practice account"}
        text={"Start your 14-day free trial. No credit card needed."}
      />
    ),
  },
  ForgotPassword: {
    Header: () => (
      <AuthHeader
        title={"Reset your password"}
        text={"Enter the email you sign in with and we will send you a code."}
      />
    ),
  },
  ConfirmResetPassword: {
    Header: () => <AuthHeader title={"Choose a new password"} text={"Enter the code and your new password."} />,
  },
};

/**
 * On the local stack no email is sent: cognito-local's code is printed by `npm start` in its terminal (decision 206).
 * The header says so, and the line under it, which Amplify writes as "enter the code we emailed to …", is reworded
 * to match, so the screen says one thing.
 */
const LOCAL_SCREENS = {
  ...SCREENS,
  ConfirmSignUp: {
    Header: () => (
      <AuthHeader
        title={"Confirm your email"}
        text={
          'This is the local ClearNote stack, so no email is sent: the code is printed in the terminal where npm start runs, on a line starting "Sign-up confirmation code for".'
        }
      />
    ),
  },
  ForgotPassword: {
    Header: () => (
      <AuthHeader
        title="Reset your password"
        text="This is the local ClearNote stack, so no email is sent: the reset code is printed in the terminal where npm start runs."
      />
    ),
  },
};
const LOCAL_TEXTS = {
  "Your code is on the way. To log in, enter the code we emailed to": "Enter the code printed for",
  "It may take a minute to arrive": "Resend Code prints a new one",
};
const AWS_SCREENS = {
  ...SCREENS,
  ConfirmSignUp: {
    Header: () => <AuthHeader title={"Check your email"} text={"One last step before your account is ready."} />,
  },
};

const BENEFITS = [
  "Discharge letters, results and referrals become plain-language summaries in minutes.",
  "Every fact is checked against the source document before it reaches a patient.",
  "Sent by email with a private link, and deleted on the schedule you choose.",
];

/** The Amplify UI sign-in widget in the product's design; signed-in users go straight on (spec section 6). */
export default function LoginPage() {
  const { user, loading } = useAuth();
  const location = useLocation();
  usePageTitle("Log In");
  const destination = returnTo(location.state);
  const local = appConfig().stage === "local";
  if (local) I18n.putVocabulariesForLanguage("en", LOCAL_TEXTS);
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
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <div className="auth">
          <section className="auth-aside" aria-labelledby="auth-aside-title">
            <p className="auth-eyebrow">For clinics, practices and hospitals</p>
            <h2 id="auth-aside-title">Healthcare language, human understanding.</h2>
            <ul className="auth-benefits">
              {BENEFITS.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <p className="auth-trial">14-day free trial · No credit card needed</p>
          </section>
          <div className="auth-card">
            <Authenticator
              services={services}
              signUpAttributes={["given_name", "family_name"]}
              loginMechanisms={["email"]}
              formFields={FORM_FIELDS}
              components={local ? LOCAL_SCREENS : AWS_SCREENS}
            >
              {() => <Navigate to={destination} replace />}
            </Authenticator>
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
