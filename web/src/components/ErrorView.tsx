/** The screen of an error nothing else handled: the route table's error page, and the portal's (ErrorBoundary). */
export function ErrorView({ detail }: { detail: string }) {
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
