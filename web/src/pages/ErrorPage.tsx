import { isRouteErrorResponse, useRouteError } from "react-router";

export default function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "";
  return (
    <div className="centered">
      <h1>Unexpected Application Error!</h1>
      {detail && <p className="muted">{detail}</p>}
      <a href="/" className="button">
        Return to Home
      </a>
    </div>
  );
}
