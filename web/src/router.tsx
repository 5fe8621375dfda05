import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import PublicLayout from "./components/public/PublicLayout";
import { Spinner } from "./components/Spinner";
import DashboardHome from "./pages/DashboardHome";
import ErrorPage from "./pages/ErrorPage";
import HomePage from "./pages/HomePage";
import NotFoundPage from "./pages/NotFoundPage";
import PlaceholderPage from "./pages/PlaceholderPage";

// Amplify UI is heavy: only the sign-in screen and the dashboard load it.
const DashboardLayout = lazy(() => import("./pages/DashboardLayout"));
const LoginPage = lazy(() => import("./pages/LoginPage"));
const SettingsPage = lazy(() => import("./pages/SettingsPage"));
const NewSummaryPage = lazy(() => import("./pages/NewSummaryPage"));
const PastSummariesPage = lazy(() => import("./pages/PastSummariesPage"));
const NewTranscriptionPage = lazy(() => import("./pages/NewTranscriptionPage"));
const PastTranscriptionsPage = lazy(() => import("./pages/PastTranscriptionsPage"));
const TranscriptionDetailPage = lazy(() => import("./pages/TranscriptionDetailPage"));
// Marketing and help pages: small chunks of their own, no Amplify UI; the home page is in the entry for a fast LCP.
const HowItWorksPage = lazy(() => import("./pages/public/HowItWorksPage"));
const PricingPage = lazy(() => import("./pages/public/PricingPage"));
const FaqsPage = lazy(() => import("./pages/public/FaqsPage"));
const AboutPage = lazy(() => import("./pages/public/AboutPage"));
const ContactPage = lazy(() => import("./pages/public/ContactPage"));
const PrivacyPage = lazy(() => import("./pages/public/PrivacyPage"));
const TermsPage = lazy(() => import("./pages/public/TermsPage"));
const SecurityPage = lazy(() => import("./pages/public/SecurityPage"));
const HelpPage = lazy(() => import("./pages/public/HelpPage"));
// Public pages for patients: no Amplify UI.
const PatientPortalPage = lazy(() => import("./pages/PatientPortalPage"));
const FeedbackPage = lazy(() => import("./pages/FeedbackPage"));

const suspended = (node: React.ReactNode) => <Suspense fallback={<Spinner />}>{node}</Suspense>;

export const router = createBrowserRouter([
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
          { index: true, element: <DashboardHome /> },
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
]);
