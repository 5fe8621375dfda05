import { type InputHTMLAttributes, useId, useState } from "react";

/**
 * A password field with a Show button, in the kit's field look (styles/fields.css). The eye is drawn here rather
 * than taken from the icon set: the icon set is one chunk every page loads, and only this page needs an eye.
 */
export function PasswordField({
  label,
  error,
  id: givenId,
  ...input
}: { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [shown, setShown] = useState(false);
  return (
    <div className="form-field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="auth-password">
        <input
          id={id}
          className="field-control"
          type={shown ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <button
          type="button"
          className="auth-password-toggle"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {shown ? <path d="M4 4l16 16" /> : null}
          </svg>
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
