import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link, type LinkProps } from "../../routing";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "inverse" | "outline-inverse";
export type ButtonSize = "sm" | "md" | "lg";

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

export function Button({
  variant,
  size,
  block,
  className,
  type = "button",
  children,
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest}>
      {children}
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
