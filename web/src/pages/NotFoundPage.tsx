import { useEffect } from "react";
import { Link, useLocation } from "react-router";

export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <div className="centered">
      <h1 className="big">404</h1>
      <p>Oops! Page not found</p>
      <Link to="/" className="button primary">
        Return to Home
      </Link>
    </div>
  );
}
