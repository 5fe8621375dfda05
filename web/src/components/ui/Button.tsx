import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "inverse" | "outline-inverse";
export type ButtonSize = "sm" | "md" | "lg";
/**
 * "app" is the kit's own look; "classic" is the look the settings, summary and dialog screens have always had
 * (styles/classic-controls.css, imported by the dashboard layout): secondary is its outlined button, ghost its link.
 */
export type ButtonLook = "app" | "classic";

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** The class list of a button look, for the rare element that is neither a button nor a router link. */
export function buttonClass({ variant = "secondary", size = "md", block = false }: Look, extra?: string): string {
  return ["btn", `btn-${variant}`, size === "md" ? "" : `btn-${size}`, block ? "btn-block" : "", extra ?? ""]
    .filter(Boolean)
    .join(" ");
}

function classicClass({ variant = "secondary", size = "md" }: Look, danger: boolean, extra?: string): string {
  const tone = variant === "ghost" && danger ? "ghost-danger" : variant === "secondary" ? "" : variant;
  return ["classic-btn", tone ? `classic-btn-${tone}` : "", size === "sm" ? "classic-btn-sm" : "", extra ?? ""]
    .filter(Boolean)
    .join(" ");
}

/** The spinner a loading button shows before its loading text. */
function Loader() {
  return (
    <svg aria-hidden="true" viewBox="0 0 100 100">
      <circle cx="50%" cy="50%" r="42%" strokeWidth="8%" />
      <circle cx="50%" cy="50%" r="42%" strokeWidth="8%" />
    </svg>
  );
}

export function Button({
  variant,
  size,
  block,
  look = "app",
  danger = false,
  loading = false,
  loadingText,
  className,
  type = "button",
  disabled,
  children,
  ...rest
}: Look &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    children: ReactNode;
    ref?: Ref<HTMLButtonElement>;
    look?: ButtonLook;
    /** With the classic look's ghost variant: a link-like button in the error colour (a Delete in a list). */
    danger?: boolean;
    /** Disabled while true, showing a spinner and `loadingText` in place of the label. */
    loading?: boolean;
    loadingText?: string;
  }) {
  const classes =
    look === "classic"
      ? classicClass({ variant, size }, danger, className)
      : buttonClass({ variant, size, block }, className);
  return (
    <button type={type} className={classes} disabled={disabled || loading} {...rest}>
      {loading ? (
        <span className="classic-btn-loader">
          <Loader />
          {loadingText || null}
        </span>
      ) : (
        children
      )}
    </button>
  );
}

/** A navigation that looks like a button: still a link for assistive technology and new-tab clicks. */
export function ButtonLink({ variant, size, block, className, children, ...rest }: Look & LinkProps) {
  return (
    <Link className={buttonClass({ variant, size, block }, className)} {...rest}>
      {children}
    </Link>
  );
}
