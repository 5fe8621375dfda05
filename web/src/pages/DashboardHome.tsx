import { Link } from "react-router";
import { welcomeName } from "../../../lambdas/core/welcome-name";
import { useAuth } from "../hooks/useAuth";

export default function DashboardHome() {
  const { user } = useAuth();
  const name = welcomeName({
    firstName: user?.givenName ?? null,
    fullName: user?.name ?? null,
    email: user?.email ?? null,
  });
  return (
    <div className="page">
      <h1>Welcome back, {name}</h1>
      <p className="muted">Turn documents and consultations into clear, patient-friendly summaries.</p>
      <div className="actions">
        <Link className="button primary" to="/dashboard/new-transcription">
          New Audio
        </Link>
        <Link className="button" to="/dashboard/new-summary">
          New Summary
        </Link>
        <Link className="button" to="/dashboard/new-summary">
          Upload Document
        </Link>
        <Link className="button" to="/dashboard/new-transcription">
          Start Recording
        </Link>
      </div>
    </div>
  );
}
