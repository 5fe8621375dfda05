import { Link } from "react-router";
import { LiveStats } from "../components/LiveStats";
import { useAuth } from "../hooks/useAuth";

export default function HomePage() {
  const { user } = useAuth();
  return (
    <div className="home">
      <header className="home-header">
        <Link to={user ? "/dashboard" : "/"} className="brand">
          ClearNote
        </Link>
        {user ? (
          <Link to="/dashboard" className="button">
            Dashboard
          </Link>
        ) : (
          <Link to="/login" className="button">
            Log In
          </Link>
        )}
      </header>
      <section className="hero">
        <span className="badge">Register your practice now!</span>
        <h1>Healthcare language, human understanding.</h1>
        <p>
          Complex medical reports become clear, patient-friendly summaries through AI-powered medical translation.
          Secure and trusted by healthcare providers.
        </p>
        <Link to={user ? "/dashboard" : "/login"} className="button primary">
          Start Converting Now
        </Link>
      </section>
      <LiveStats />
    </div>
  );
}
