/** The heading and line each sign-in screen opens with (the Authenticator's screens use the same). */
export function AuthHeader({ title, text }: { title: string; text: string }) {
  return (
    <div className="auth-header">
      <h1>{title}</h1>
      <p>{text}</p>
    </div>
  );
}

/** A refusal from Cognito: announced when it appears. */
export function AuthError({ message }: { message: string | null }) {
  return message ? (
    <p className="auth-error" role="alert">
      {message}
    </p>
  ) : null;
}
