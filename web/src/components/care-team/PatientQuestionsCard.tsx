import "./care-team.css";
import type { DashboardView } from "#contracts/dashboard";
import { Link } from "../../routing";

/**
 * The dashboard's patient questions (issue 25, part 3): how many wait for a reply, and beside which summaries, most
 * recently asked first. Nothing when none wait.
 */
export function PatientQuestionsCard({ questions }: { questions: DashboardView["questions"] | undefined }) {
  if (!questions || questions.open === 0) return null;
  return (
    <section className="card pq-card" aria-labelledby="pq-card-title">
      <div className="card-body">
        <div className="recent-head">
          <h2 id="pq-card-title">
            Patient questions <span className="pq-count">{questions.open}</span>
          </h2>
          <span className="muted small">Awaiting your reply</span>
        </div>
        <ul className="recent pq-card-list">
          {questions.summaries.map((s) => (
            <li key={s.id}>
              <span className="recent-kind pq-kind">{s.count === 1 ? "1 question" : `${s.count} questions`}</span>
              <Link className="recent-name" to={`/dashboard/summaries/${s.id}`}>
                {s.patientName}
              </Link>
              <span className="muted">{s.when}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
