import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

interface FieldBase {
  label: ReactNode;
  /** Shown under the control and tied to it with aria-describedby, with aria-invalid set. */
  error?: string;
  required?: boolean;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {label}
      {required ? (
        <span className="field-required" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}

/** Label, control and error in one; required fields carry `required` (announced) and a visual asterisk. */
export function TextField({ label, error, required, id, ...input }: FieldBase & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  return (
    <div className="form-field">
      <Label htmlFor={controlId} label={label} required={required} />
      <input
        id={controlId}
        className="field-control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  required,
  id,
  children,
  ...select
}: FieldBase & SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  return (
    <div className="form-field">
      <Label htmlFor={controlId} label={label} required={required} />
      <select
        id={controlId}
        className="field-control field-select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {children}
      </select>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  required,
  id,
  ...area
}: FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  return (
    <div className="form-field">
      <Label htmlFor={controlId} label={label} required={required} />
      <textarea
        id={controlId}
        className="field-control field-textarea"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...area}
      />
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  required,
  id,
  ...input
}: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  return (
    <div className="form-field form-field-check">
      <input
        id={controlId}
        type="checkbox"
        className="check-control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <Label htmlFor={controlId} label={label} required={required} />
      <ErrorText id={errorId} error={error} />
    </div>
  );
}
