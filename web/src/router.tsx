import { lazy, Suspense } from "react";
import { Navigate, type RouteObject } from "react-router";
import { loadAuth } from "./auth-loader";
import PublicLayout from "./components/public/PublicLayout";
import { Spinner } from "./components/Spinner";
import ErrorPage from "./pages/ErrorPage";
import NotFoundPage from "./pages/NotFoundPage";
import PlaceholderPage from "./pages/PlaceholderPage";

// Amplify and Amplify UI are heavy: only the sign-in screen and the dashboard load them, Amplify configured first.
const DashboardLayout = lazy(() => loadAuth().then(() => import("./pages/DashboardLayout")));
const LoginPage = lazy(() => loadAuth().then(() => import("./pages/LoginPage")));
const DashboardHome = lazy(() => import("./pages/DashboardHome"));
const SettingsPage = lazy(() => import("./pages/SettingsPage"));
const NewSummaryPage = lazy(() => import("./pages/NewSummaryPage"));
const PastSummariesPage = lazy(() => import("./pages/PastSummariesPage"));
const NewTranscriptionPage = lazy(() => import("./pages/NewTranscriptionPage"));
const PastTranscriptionsPage = lazy(() => import("./pages/PastTranscriptionsPage"));
const TranscriptionDetailPage = lazy(() => import("./pages/TranscriptionDetailPage"));
// Marketing, help and patient pages: chunks of their own without Amplify, so each page's first load stays small.
// main.tsx starts the current page's import while /config.json loads, so lazy costs no extra round trip.
const PAGE_IMPORTS = {
  "/": () => import("./pages/HomePage"),
  "/how-it-works": () => import("./pages/public/HowItWorksPage"),
  "/pricing": () => import("./pages/public/PricingPage"),
  "/faqs": () => import("./pages/public/FaqsPage"),
  "/about": () => import("./pages/public/AboutPage"),
  "/contact": () => import("./pages/public/ContactPage"),
  "/privacy": () => import("./pages/public/PrivacyPage"),
  "/terms": () => import("./pages/public/TermsPage"),
  "/security": () => import("./pages/public/SecurityPage"),
  "/help": () => import("./pages/public/HelpPage"),
  "/patient-portal": () => import("./pages/PatientPortalPage"),
  "/feedback": () => import("./pages/FeedbackPage"),
} as const;
type PagePath = keyof typeof PAGE_IMPORTS;

/** Loads the chunk of the page at `pathname` (resolves at once for other routes). */
export async function preloadPage(pathname: string): Promise<void> {
  const path = pathname.startsWith("/patient-portal/") ? "/patient-portal" : pathname.replace(/(.)\/$/, "$1");
  if (path in PAGE_IMPORTS) await PAGE_IMPORTS[path as PagePath]();
}

const HomePage = lazy(PAGE_IMPORTS["/"]);
const HowItWorksPage = lazy(PAGE_IMPORTS["/how-it-works"]);
const PricingPage = lazy(PAGE_IMPORTS["/pricing"]);
const FaqsPage = lazy(PAGE_IMPORTS["/faqs"]);
const AboutPage = lazy(PAGE_IMPORTS["/about"]);
const ContactPage = lazy(PAGE_IMPORTS["/contact"]);
const PrivacyPage = lazy(PAGE_IMPORTS["/privacy"]);
const TermsPage = lazy(PAGE_IMPORTS["/terms"]);
const SecurityPage = lazy(PAGE_IMPORTS["/security"]);
const HelpPage = lazy(PAGE_IMPORTS["/help"]);
const PatientPortalPage = lazy(PAGE_IMPORTS["/patient-portal"]);
const FeedbackPage = lazy(PAGE_IMPORTS["/feedback"]);

const suspended = (node: React.ReactNode) => <Suspense fallback={<Spinner />}>{node}</Suspense>;

/** The route table; main.tsx makes the browser router from it, bin/prerender-web.ts a static one. */
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
        ],
      },
      { path: "/login", element: suspended(<LoginPage />) },
      { path: "/patient-portal/:summaryId/:token?", element: suspended(<PatientPortalPage />) },
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
          { path: "settings", element: suspended(<SettingsPage />) },
          { path: "support", element: <PlaceholderPage title="Support" text="Support - Coming Soon" /> },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
