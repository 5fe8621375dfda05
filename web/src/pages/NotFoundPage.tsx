import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { usePageTitle } from "../components/public/page-meta";

export default function NotFoundPage() {
  usePageTitle("Page not found");
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
