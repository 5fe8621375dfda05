import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

/**
 * "app" is the kit's own look; "classic" is the look the settings, summary and dialog forms have always had
 * (styles/classic-controls.css, imported by the dashboard layout).
 */
export type FieldLook = "app" | "classic";

interface FieldBase {
  label: ReactNode;
  /** A hint under the label, tied to the control with aria-describedby. */
  description?: ReactNode;
  /** Shown under the control and tied to it with aria-describedby, with aria-invalid set. */
  error?: string;
  required?: boolean;
  look?: FieldLook;
}

const CLASSES = {
  app: { field: "form-field", label: "field-label", description: "field-description", control: "field-control" },
  classic: {
    field: "classic-field",
    label: "classic-label",
    description: "classic-description",
    control: "classic-control",
  },
} as const;

function Label({
  htmlFor,
  label,
  required,
  className,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  className: string;
}) {
  return (
    <label htmlFor={htmlFor} className={className}>
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

/** What every field shares: ids, the label, the description, the error, and the control's aria attributes. */
function useField({ label, description, error, required, look = "app" }: FieldBase, id: string | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  const descriptionId = `${controlId}-description`;
  const classes = CLASSES[look];
  const describedBy = [description ? descriptionId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return {
    classes,
    control: {
      id: controlId,
      required,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
    },
    head: (
      <>
        <Label htmlFor={controlId} label={label} required={required} className={classes.label} />
        {description ? (
          <p id={descriptionId} className={classes.description}>
            {description}
          </p>
        ) : null}
      </>
    ),
    error: <ErrorText id={errorId} error={error} />,
  };
}

/** Label, control and error in one; required fields carry `required` (announced) and a visual asterisk. */
export function TextField({
  label,
  description,
  error,
  required,
  look,
  id,
  className,
  ...input
}: FieldBase & InputHTMLAttributes<HTMLInputElement>) {
  const f = useField({ label, description, error, required, look }, id);
  return (
    <div className={className ? `${f.classes.field} ${className}` : f.classes.field}>
      {f.head}
      <input className={f.classes.control} {...f.control} {...input} />
      {f.error}
    </div>
  );
}

/** The classic select's arrow. */
function ExpandIcon() {
  return (
    <span className="classic-select-icon" aria-hidden="true">
      <span className="classic-icon">
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none">
          <path
            d="M16.59 8.58984L12 13.1698L7.41 8.58984L6 9.99984L12 15.9998L18 9.99984L16.59 8.58984Z"
            fill="currentColor"
          />
        </svg>
      </span>
    </span>
  );
}

export function SelectField({
  label,
  description,
  error,
  required,
  look,
  id,
  children,
  className,
  ...select
}: FieldBase & SelectHTMLAttributes<HTMLSelectElement>) {
  const f = useField({ label, description, error, required, look }, id);
  const control =
    look === "classic" ? (
      <div className="classic-select-wrapper">
        <select className="classic-control" {...f.control} {...select}>
          {children}
        </select>
        <ExpandIcon />
      </div>
    ) : (
      <select className="field-control field-select" {...f.control} {...select}>
        {children}
      </select>
    );
  return (
    <div className={className ? `${f.classes.field} ${className}` : f.classes.field}>
      {f.head}
      {control}
      {f.error}
    </div>
  );
}

export function TextAreaField({
  label,
  description,
  error,
  required,
  look,
  id,
  className,
  ...area
}: FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const f = useField({ label, description, error, required, look }, id);
  return (
    <div className={className ? `${f.classes.field} ${className}` : f.classes.field}>
      {f.head}
      <textarea
        className={look === "classic" ? "classic-control" : "field-control field-textarea"}
        {...f.control}
        {...area}
      />
      {f.error}
    </div>
  );
}

/** The classic checkbox's tick. */
function CheckIcon() {
  return (
    <span className="classic-icon">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none">
        <path
          d="M9.00016 16.1698L4.83016 11.9998L3.41016 13.4098L9.00016 18.9998L21.0002 6.99984L19.5902 5.58984L9.00016 16.1698Z"
          fill="currentColor"
        />
      </svg>
    </span>
  );
}

export function CheckboxField({
  label,
  description,
  error,
  required,
  look,
  id,
  ...input
}: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined };
  if (look === "classic") {
    // The label wraps a hidden native checkbox (it keeps the role, name and keyboard) and the drawn box.
    return (
      <div className="classic-field classic-checkfield">
        <label className="classic-check">
          <input id={controlId} type="checkbox" className="sr-classic" required={required} {...aria} {...input} />
          <span className="classic-check-label">{label}</span>
          <span className="classic-check-box" aria-hidden="true">
            <CheckIcon />
          </span>
        </label>
        <ErrorText id={errorId} error={error} />
      </div>
    );
  }
  return (
    <div className="form-field form-field-check">
      <input id={controlId} type="checkbox" className="check-control" required={required} {...aria} {...input} />
      <Label htmlFor={controlId} label={label} required={required} className="field-label" />
      <ErrorText id={errorId} error={error} />
    </div>
  );
}
