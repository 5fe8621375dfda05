import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from "react-router";
import PublicLayout from "./components/public/PublicLayout";
import { Spinner } from "./components/Spinner";
import type { DashboardChunk } from "./dashboard-chunks";
import { loadedPage, PAGE_IMPORTS, type PagePath } from "./page-chunks";
import ErrorPage from "./pages/ErrorPage";
import NotFoundPage from "./pages/NotFoundPage";
import PlaceholderPage from "./pages/PlaceholderPage";

// Amplify is heavy: the sign-in page fetches it when the visitor starts on the form (useSignIn), and Amplify UI only
// for Create Account and a reset. The dashboard loads Amplify only when its stored session needs it (auth-loader.ts).
const LoginPage = lazy(() => import("./pages/LoginPage"));
const dashboardPage = <C extends DashboardChunk>(chunk: C) =>
  lazy(() => import("./dashboard-chunks").then(({ DASHBOARD_IMPORTS }) => DASHBOARD_IMPORTS[chunk]()));
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

/**
 * The route table of every page but the patient portal, which main.tsx renders on its own (decision 234); the browser
 * router is made from it below, bin/prerender-web.ts makes a static one.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      {
        // Header and footer around every marketing and help page; PublicLayout suspends the lazy pages itself.
        element: <PublicLayout />,
        children: [
          { path: "/", element: <HomePage /> },
          { path: "/how-it-works", element: <HowItWorksPage /> },
          { path: "/pricing", element: <PricingPage /> },
          { path: "/faqs", element: <FaqsPage /> },
          { path: "/about", element: <AboutPage /> },
          { path: "/contact", element: <ContactPage /> },
          { path: "/privacy", element: <PrivacyPage /> },
          { path: "/terms", element: <TermsPage /> },
          { path: "/security", element: <SecurityPage /> },
          { path: "/help", element: <HelpPage /> },
          // A mistyped address keeps the site's header and footer, like every public page.
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      // The sign-in page draws the site's header and footer itself: Amplify UI loads inside its own boundary.
      { path: "/login", element: suspended(<LoginPage />) },
      { path: "/feedback", element: suspended(<FeedbackPage />) },
      {
        path: "/dashboard",
        element: suspended(<DashboardLayout />),
        children: [
          { index: true, element: suspended(<DashboardHome />) },
          { path: "new-summary", element: suspended(<NewSummaryPage />) },
          { path: "new-transcription", element: suspended(<NewTranscriptionPage />) },
          // One page for the list and each summary's own address, so Back returns to the list as it was.
          { path: "summaries", element: suspended(<PastSummariesPage />), children: [{ path: ":id", element: null }] },
          { path: "past-summaries", element: <Navigate to="/dashboard/summaries" replace /> },
          { path: "transcriptions", element: suspended(<PastTranscriptionsPage />) },
          { path: "transcriptions/:id", element: suspended(<TranscriptionDetailPage />) },
          { path: "activity", element: suspended(<ActivityPage />) },
          { path: "settings", element: suspended(<SettingsPage />) },
          { path: "support", element: <PlaceholderPage title="Support" text="Support - Coming Soon" /> },
        ],
      },
    ],
  },
];

/** The app in the browser: main.tsx renders it once this chunk and the page's have loaded. */
export const browserRoutes = () => <RouterProvider router={createBrowserRouter(routes)} />;
