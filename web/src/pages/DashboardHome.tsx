import type { DashboardView } from "#contracts/dashboard";
import { welcomeName } from "#contracts/welcome-name";
import { PatientQuestionsCard } from "../components/care-team/PatientQuestionsCard";
import { LoadErrorNotice } from "../components/LoadErrorNotice";
import { usePageTitle } from "../components/public/page-meta";
import { ToCheckBadge } from "../components/review/ToCheckBadge";
import { SampleBadge } from "../components/SampleBadge";
import { StatCard } from "../components/StatCard";
import { TranscriptionStatusBadge } from "../components/transcription/StatusBadges";
import { SummaryStatusBadge } from "../components/ui/SummaryStatusBadge";
import { useAuth } from "../hooks/useAuth";
import { useDashboard } from "../hooks/useDashboard";
import { Link } from "../routing";

type RecentItem = DashboardView["recent"][number];

/** A generation that failed before the patient's name was read is named by its file, not 'Unknown Patient'. */
function recentName(item: RecentItem): string {
  return item.patientName === "Unknown Patient" && item.originalFilename ? item.originalFilename : item.patientName;
}

export default function DashboardHome() {
  const { user } = useAuth();
  const { data, failed, error, retry, profile, firstVisit } = useDashboard();
  usePageTitle("Dashboard");
  const name = welcomeName({
    firstName: profile?.firstName ?? user?.givenName ?? null,
    fullName: profile?.fullName ?? user?.name ?? null,
    email: profile?.email ?? user?.email ?? null,
  });
  const stats = data?.stats;
  const pending = failed ? "—" : "...";

  return (
    <div className="page wide">
      <h1>
        {firstVisit ? "Welcome" : "Welcome back"}, {name}
      </h1>
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

      {error && <LoadErrorNotice kind="summaries" error={error} onRetry={retry} />}
      {/* Questions waiting for a reply come before the statistics: they are the page's one thing to act on. */}
      <PatientQuestionsCard questions={data?.questions} />
      <div className="stats-grid">
        <StatCard title="This Month" value={stats?.activityThisMonth ?? pending} note={stats?.activityTrend} />
        <StatCard title="Unsent Drafts" value={stats?.unsentDrafts ?? pending} note="Last 3 days" />
        <StatCard
          title="Patient Satisfaction"
          value={stats?.satisfaction.value ?? pending}
          note={stats?.satisfaction.label}
        />
        <StatCard
          title="Chatbox Interaction"
          value={stats?.chatboxRate ?? pending}
          note={stats ? `of ${stats.delivered} delivered` : undefined}
        />
      </div>

      <section className="card" aria-label="Recent activity">
        <div className="card-body">
          <div className="recent-head">
            <h2>Recent Activity</h2>
            <span>
              <Link to="/dashboard/summaries">All summaries</Link> ·{" "}
              <Link to="/dashboard/transcriptions">All transcriptions</Link>
            </span>
          </div>
          {data && data.recent.length === 0 && <p className="muted">Nothing yet. Create your first summary.</p>}
          <ul className="recent">
            {data?.recent.map((item: RecentItem) => (
              <li key={item.id}>
                <span className="recent-kind">{item.kind === "transcription" ? "Transcription" : "Summary"}</span>
                <Link
                  className="recent-name"
                  to={`/dashboard/${item.kind === "transcription" ? "transcriptions" : "summaries"}/${item.id}`}
                >
                  {recentName(item)}
                </Link>
                <SampleBadge sample={item.sample} />
                {item.kind === "transcription" ? (
                  <TranscriptionStatusBadge
                    status={item.status === "failed" || item.status === "processed" ? item.status : "processing"}
                  />
                ) : (
                  <SummaryStatusBadge
                    status={item.status === "failed" || item.status === "processing" ? item.status : "ready"}
                    delivered={item.status === "delivered"}
                  />
                )}
                {item.status !== "delivered" && <ToCheckBadge count={item.openFlags} />}
                <span className="muted">{item.when}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
