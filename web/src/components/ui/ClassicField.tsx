import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

/**
 * The kit's fields in the classic look the settings, summary and dialog forms have always had
 * (styles/classic-controls.css, imported by the dashboard layout): label, an optional description tied to the control
 * with aria-describedby, then the control. A module of its own, so the public contact form does not carry it.
 */
interface ClassicBase {
  label: ReactNode;
  description?: ReactNode;
}

function useClassic({ label, description }: ClassicBase, id: string | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const descriptionId = `${controlId}-description`;
  return {
    control: { id: controlId, "aria-describedby": description ? descriptionId : undefined },
    head: (
      <>
        <label htmlFor={controlId} className="classic-label">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="classic-description">
            {description}
          </p>
        ) : null}
      </>
    ),
  };
}

export function ClassicTextField({
  label,
  description,
  id,
  ...input
}: ClassicBase & InputHTMLAttributes<HTMLInputElement>) {
  const f = useClassic({ label, description }, id);
  return (
    <div className="classic-field">
      {f.head}
      <input className="classic-control" {...f.control} {...input} />
    </div>
  );
}

export function ClassicTextAreaField({
  label,
  description,
  id,
  ...area
}: ClassicBase & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const f = useClassic({ label, description }, id);
  return (
    <div className="classic-field">
      {f.head}
      <textarea className="classic-control" {...f.control} {...area} />
    </div>
  );
}

/** A select with the classic arrow drawn over its right end. */
export function ClassicSelectField({
  label,
  description,
  id,
  children,
  ...select
}: ClassicBase & SelectHTMLAttributes<HTMLSelectElement>) {
  const f = useClassic({ label, description }, id);
  return (
    <div className="classic-field">
      {f.head}
      <div className="classic-select-wrapper">
        <select className="classic-control" {...f.control} {...select}>
          {children}
        </select>
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
      </div>
    </div>
  );
}

/** The label wraps a hidden native checkbox (it keeps the role, name and keyboard) and the drawn box. */
export function ClassicCheckboxField({
  label,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <div className="classic-field classic-checkfield">
      <label className="classic-check">
        <input type="checkbox" className="sr-classic" {...input} />
        <span className="classic-check-label">{label}</span>
        <span className="classic-check-box" aria-hidden="true">
          <span className="classic-icon">
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none">
              <path
                d="M9.00016 16.1698L4.83016 11.9998L3.41016 13.4098L9.00016 18.9998L21.0002 6.99984L19.5902 5.58984L9.00016 16.1698Z"
                fill="currentColor"
              />
            </svg>
          </span>
        </span>
      </label>
    </div>
  );
}
