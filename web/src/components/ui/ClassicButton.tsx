import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";

/**
 * The kit's button in the classic look the settings, summary and dialog screens have always had
 * (styles/classic-controls.css, imported by the dashboard layout): secondary is outlined, ghost is link-like. It can
 * show a loading state. A module of its own, so the public pages' shared chunk does not carry it.
 */
export function ClassicButton({
  variant = "secondary",
  size = "md",
  danger = false,
  loading = false,
  loadingText,
  className,
  type = "button",
  disabled,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary" | "ghost" | "danger";
  size?: "sm" | "md";
  /** With the ghost variant: a link-like button in the error colour (a Delete in a list). */
  danger?: boolean;
  /** Disabled while true, showing a spinner and `loadingText` in place of the label. */
  loading?: boolean;
  loadingText?: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  const tone = variant === "ghost" && danger ? "ghost-danger" : variant === "secondary" ? "" : variant;
  const classes = ["classic-btn", tone && `classic-btn-${tone}`, size === "sm" && "classic-btn-sm", className]
    .filter(Boolean)
    .join(" ");
  return (
    <button type={type} className={classes} disabled={disabled || loading} {...rest}>
      {loading ? (
        <span className="classic-btn-loader">
          <svg aria-hidden="true" viewBox="0 0 100 100">
            <circle cx="50%" cy="50%" r="42%" strokeWidth="8%" />
            <circle cx="50%" cy="50%" r="42%" strokeWidth="8%" />
          </svg>
          {loadingText || null}
        </span>
      ) : (
        children
      )}
    </button>
  );
}
