import { type LazyExoticComponent, lazy, Suspense } from "react";
import { useLocation as usePath } from "wouter";
import PublicLayout from "./components/public/PublicLayout";
import { Spinner } from "./components/Spinner";
import type { DASHBOARD_IMPORTS, DashboardChunk } from "./dashboard-chunks";
import { loadedPage, PAGE_IMPORTS, type PagePath } from "./page-chunks";
import ErrorPage from "./pages/ErrorPage";
import NotFoundPage from "./pages/NotFoundPage";
import PlaceholderPage from "./pages/PlaceholderPage";
import { Navigate, Route, RouteErrorBoundary, Switch } from "./routing";

// Amplify is heavy: the sign-in page fetches it when the visitor starts on the form (useSignIn), and Amplify UI only
// for Create Account and a reset. The dashboard loads Amplify only when its stored session needs it (auth-loader.ts).
const LoginPage = lazy(() => import("./pages/LoginPage"));
type PageOf<C extends DashboardChunk> = Awaited<ReturnType<(typeof DASHBOARD_IMPORTS)[C]>>["default"];
const dashboardPage = <C extends DashboardChunk>(chunk: C) =>
  lazy(() =>
    import("./dashboard-chunks").then(({ DASHBOARD_IMPORTS }) => DASHBOARD_IMPORTS[chunk]()),
  ) as unknown as LazyExoticComponent<PageOf<C>>;
const DashboardLayout = dashboardPage("layout");
const DashboardHome = dashboardPage("home");
const SettingsPage = dashboardPage("settings");
const NewSummaryPage = dashboardPage("newSummary");
const PastSummariesPage = dashboardPage("pastSummaries");
const NewTranscriptionPage = dashboardPage("newTranscription");
const PastTranscriptionsPage = dashboardPage("pastTranscriptions");
const TranscriptionDetailPage = dashboardPage("transcription");
const ActivityPage = dashboardPage("activity");

/**
 * lazy() for a page, except that a page whose chunk is already here renders in the same pass. lazy() reads its module
 * through then(), and an import() promise calls back only on a later microtask, so even a preloaded page suspended
 * once: the first render committed the Suspense fallback, and React then holds a revealed fallback for 300 ms
 * (its fallback throttle) before showing the page. A thenable that calls back at once resolves lazy() in place.
 */
function lazyPage<P extends PagePath>(path: P) {
  type Module = Awaited<ReturnType<(typeof PAGE_IMPORTS)[P]>>;
  return lazy(() => {
    const loaded = loadedPage(path) as Module | undefined;
    if (!loaded) return PAGE_IMPORTS[path]() as Promise<Module>;
    // biome-ignore lint/suspicious/noThenProperty: lazy() must take the loaded module in this same call (see above)
    const ready = { then: (resolve: (module: Module) => void) => resolve(loaded) };
    return ready as Promise<Module>;
  });
}

const HomePage = lazyPage("/");
const HowItWorksPage = lazyPage("/how-it-works");
const PricingPage = lazyPage("/pricing");
const FaqsPage = lazyPage("/faqs");
const AboutPage = lazyPage("/about");
const ContactPage = lazyPage("/contact");
const PrivacyPage = lazyPage("/privacy");
const TermsPage = lazyPage("/terms");
const SecurityPage = lazyPage("/security");
const HelpPage = lazyPage("/help");
const FeedbackPage = lazyPage("/feedback");

const suspended = (node: React.ReactNode) => <Suspense fallback={<Spinner />}>{node}</Suspense>;

const dashboard = (page: React.ReactNode) => suspended(<DashboardLayout>{suspended(page)}</DashboardLayout>);

/**
 * Every page but the patient portal, which main.tsx renders on its own (decision 234): main.tsx renders these in the
 * browser, bin/prerender-web.ts at a path. The dashboard's pages are listed one by one (an address under /dashboard
 * that is none of them is the site's not-found page); each keeps the same layout, which stays mounted between them.
 */
export function AppRoutes() {
  const [path] = usePath();
  return (
    <RouteErrorBoundary path={path} fallback={(error) => <ErrorPage error={error} />}>
      <Switch>
        {/* The sign-in page draws the site's header and footer itself: Amplify UI loads inside its own boundary. */}
        <Route path="/login">{suspended(<LoginPage />)}</Route>
        <Route path="/feedback">{suspended(<FeedbackPage />)}</Route>
        <Route path="/dashboard">{dashboard(<DashboardHome />)}</Route>
        <Route path="/dashboard/new-summary">{dashboard(<NewSummaryPage />)}</Route>
        <Route path="/dashboard/new-transcription">{dashboard(<NewTranscriptionPage />)}</Route>
        {/* One page for the list and each summary's own address, so Back returns to the list as it was. */}
        <Route path="/dashboard/summaries/:id?">{dashboard(<PastSummariesPage />)}</Route>
        <Route path="/dashboard/past-summaries">
          <Navigate to="/dashboard/summaries" replace />
        </Route>
        <Route path="/dashboard/transcriptions">{dashboard(<PastTranscriptionsPage />)}</Route>
        <Route path="/dashboard/transcriptions/:id">{dashboard(<TranscriptionDetailPage />)}</Route>
        <Route path="/dashboard/activity">{dashboard(<ActivityPage />)}</Route>
        <Route path="/dashboard/settings">{dashboard(<SettingsPage />)}</Route>
        <Route path="/dashboard/support">
          {dashboard(<PlaceholderPage title="Support" text="Support - Coming Soon" />)}
        </Route>
        {/* Header and footer around every marketing and help page; PublicLayout suspends the lazy pages itself. */}
        <Route>
          <PublicLayout>
            <Switch>
              <Route path="/">
                <HomePage />
              </Route>
              <Route path="/how-it-works">
                <HowItWorksPage />
              </Route>
              <Route path="/pricing">
                <PricingPage />
              </Route>
              <Route path="/faqs">
                <FaqsPage />
              </Route>
              <Route path="/about">
                <AboutPage />
              </Route>
              <Route path="/contact">
                <ContactPage />
              </Route>
              <Route path="/privacy">
                <PrivacyPage />
              </Route>
              <Route path="/terms">
                <TermsPage />
              </Route>
              <Route path="/security">
                <SecurityPage />
              </Route>
              <Route path="/help">
                <HelpPage />
              </Route>
              {/* A mistyped address keeps the site's header and footer, like every public page. */}
              <Route>
                <NotFoundPage />
              </Route>
            </Switch>
          </PublicLayout>
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}

/** The app in the browser: main.tsx renders it once this chunk and the page's have loaded. */
export const browserRoutes = () => <AppRoutes />;
