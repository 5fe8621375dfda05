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

/** The id, `required` and error ARIA every field's control carries. */
function useControl({ id, error, required }: { id?: string; error?: string; required?: boolean }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return {
    id: controlId,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${controlId}-error` : undefined,
  };
}

/** Label, control and error in one; the label follows a checkbox and precedes every other control. */
function Frame({
  control,
  label,
  error,
  children,
  check = false,
}: {
  control: ReturnType<typeof useControl>;
  label: ReactNode;
  error?: string;
  children: ReactNode;
  check?: boolean;
}) {
  const labelled = <Label htmlFor={control.id} label={label} required={control.required} />;
  return (
    <div className={check ? "form-field form-field-check" : "form-field"}>
      {check ? null : labelled}
      {children}
      {check ? labelled : null}
      <ErrorText id={`${control.id}-error`} error={error} />
    </div>
  );
}

/** Required fields carry `required` (announced) and a visual asterisk. */
export function TextField({ label, error, required, id, ...input }: FieldBase & InputHTMLAttributes<HTMLInputElement>) {
  const control = useControl({ id, error, required });
  return (
    <Frame control={control} label={label} error={error}>
      <input className="field-control" {...control} {...input} />
    </Frame>
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
  const control = useControl({ id, error, required });
  return (
    <Frame control={control} label={label} error={error}>
      <select className="field-control field-select" {...control} {...select}>
        {children}
      </select>
    </Frame>
  );
}

export function TextAreaField({
  label,
  error,
  required,
  id,
  ...area
}: FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useControl({ id, error, required });
  return (
    <Frame control={control} label={label} error={error}>
      <textarea className="field-control field-textarea" {...control} {...area} />
    </Frame>
  );
}

export function CheckboxField({
  label,
  error,
  required,
  id,
  ...input
}: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const control = useControl({ id, error, required });
  return (
    <Frame control={control} label={label} error={error} check>
      <input type="checkbox" className="check-control" {...control} {...input} />
    </Frame>
  );
}
