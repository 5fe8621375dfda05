import { type InputHTMLAttributes, useId } from "react";

/**
 * An on/off setting: a native checkbox with role="switch" (named by its label, toggled with Space), drawn as a track
 * and thumb with the label after it, in the classic look (styles/classic-controls.css).
 */
export function Switch({
  label,
  id,
  className,
  ...input
}: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "role">) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <div className={className ? `classic-switchfield ${className}` : "classic-switchfield"}>
      <input
        id={controlId}
        type="checkbox"
        role="switch"
        aria-checked={Boolean(input.checked)}
        className="sr-classic"
        {...input}
      />
      <label htmlFor={controlId} className="classic-switch">
        <span className="classic-switch-label">{label}</span>
        <span className="classic-switch-track">
          <span className="classic-switch-thumb" />
        </span>
      </label>
    </div>
  );
}
