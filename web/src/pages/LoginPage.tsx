import "../styles/login.css";
import { lazy, Suspense, useCallback, useState } from "react";
import { loadAuth } from "../auth-loader";
import type { AuthenticatorScreen } from "../components/auth/AuthenticatorPanel";
import { SignInForm } from "../components/auth/SignInForm";
import { usePageTitle } from "../components/public/page-meta";
import { SiteFooter } from "../components/public/SiteFooter";
import { SiteHeader } from "../components/public/SiteHeader";
import { Spinner } from "../components/Spinner";
import { useAuth } from "../hooks/useAuth";
import { useSignIn } from "../hooks/useSignIn";
import { Navigate, useLocation, useNavigate } from "../routing";

/**
 * Amplify UI's Authenticator (131 KB gzip) loads only when the clinician picks what the own form does not do, with
 * Amplify configured before it asks who is signed in.
 */
const AuthenticatorPanel = lazy(() =>
  Promise.all([import("../components/auth/AuthenticatorPanel"), loadAuth()]).then(([panel]) => panel),
);

/**
 * Where to go after signing in: the dashboard address the visitor asked for before being sent here (a bookmarked or
 * linked summary), else the dashboard (decision 205). Only this app's own dashboard paths, never another site.
 */
export function returnTo(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && /^\/dashboard(?:[/?#]|$)/.test(from) ? from : "/dashboard";
}

const BENEFITS = [
  "Discharge letters, results and referrals become plain-language summaries in minutes.",
  "Every fact is checked against the source document before it reaches a patient.",
  "Sent by email with a private link, and deleted on the schedule you choose.",
];

/** Which card shows: the own form, or the Authenticator at a screen (with the email typed, when handed over). */
type Card = { kind: "form" } | { kind: "authenticator"; screen: AuthenticatorScreen; email?: string };

/** The product's sign-in form in its design; signed-in users go straight on (spec section 6, decision 360). */
export default function LoginPage() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  usePageTitle("Log In");
  const destination = returnTo(location.state);
  const [card, setCard] = useState<Card>({ kind: "form" });
  const onDone = useCallback(() => navigate(destination, { replace: true }), [navigate, destination]);
  const onHandOver = useCallback((email: string) => setCard({ kind: "authenticator", screen: "signIn", email }), []);
  const signIn = useSignIn({ onDone, onHandOver });
  if (!loading && user) return <Navigate to={destination} replace />;

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
            {card.kind === "form" ? (
              <SignInForm
                state={signIn}
                onCreateAccount={() => setCard({ kind: "authenticator", screen: "signUp" })}
                onForgotPassword={() => setCard({ kind: "authenticator", screen: "forgotPassword" })}
              />
            ) : (
              <Suspense
                fallback={
                  <div className="auth-loading">
                    <Spinner label="Loading" />
                  </div>
                }
              >
                <AuthenticatorPanel screen={card.screen} email={card.email} destination={destination} />
              </Suspense>
            )}
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
