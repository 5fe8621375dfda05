import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate } from "react-router";
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
// Public pages for patients: no Amplify UI.
const PatientPortalPage = lazy(() => import("./pages/PatientPortalPage"));
const FeedbackPage = lazy(() => import("./pages/FeedbackPage"));

const suspended = (node: React.ReactNode) => <Suspense fallback={<Spinner />}>{node}</Suspense>;

export const router = createBrowserRouter([
  {
    errorElement: <ErrorPage />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/login", element: suspended(<LoginPage />) },
      { path: "/patient-portal/:summaryId/:token?", element: suspended(<PatientPortalPage />) },
      { path: "/feedback", element: suspended(<FeedbackPage />) },
      {
        path: "/dashboard",
        element: suspended(<DashboardLayout />),
        children: [
          { index: true, element: <DashboardHome /> },
          { path: "new-summary", element: suspended(<NewSummaryPage />) },
          { path: "new-transcription", element: <PlaceholderPage title="New Transcription" /> },
          { path: "summaries", element: suspended(<PastSummariesPage />) },
          { path: "past-summaries", element: <Navigate to="/dashboard/summaries" replace /> },
          { path: "transcriptions", element: <PlaceholderPage title="Past Transcriptions" /> },
          { path: "settings", element: suspended(<SettingsPage />) },
          { path: "support", element: <PlaceholderPage title="Support" text="Support - Coming Soon" /> },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
