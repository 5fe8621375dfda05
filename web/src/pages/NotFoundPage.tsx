import { useEffect } from "react";
import { usePageMeta } from "../components/public/page-meta";
import { ButtonLink } from "../components/ui/Button";
import { useLocation } from "../routing";

export default function NotFoundPage() {
  usePageMeta("Page not found", "This page does not exist. Return to the ClearNote home page.");
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <div className="centered">
      <h1 className="big">404</h1>
      <p>Oops! Page not found</p>
      <ButtonLink to="/" variant="primary">
        Return to Home
      </ButtonLink>
    </div>
  );
}
