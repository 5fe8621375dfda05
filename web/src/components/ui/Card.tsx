import type { HTMLAttributes, ReactNode } from "react";

export type CardTone = "plain" | "raised" | "tint";

/**
 * A surface for grouped content. Headings inside keep the page's outline; the card adds none of its own, unless it
 * has a `title`: then it is a named region (the dashboard's panels) with the title as its h2 and an optional
 * description under it, its content in the card's body.
 */
export function Card({
  tone = "plain",
  as: Tag = "div",
  title,
  description,
  className,
  children,
  ...rest
}: {
  tone?: CardTone;
  as?: "div" | "section" | "article" | "li" | "aside";
  title?: string;
  description?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "title">) {
  if (title) {
    return (
      <section className={className ? `card ${className}` : "card"} aria-label={title} {...rest}>
        <header className="card-header">
          <h2>{title}</h2>
          {description && <p className="muted">{description}</p>}
        </header>
        <div className="card-body">{children}</div>
      </section>
    );
  }
  const classes = ["ui-card", tone === "plain" ? "" : `ui-card-${tone}`, className ?? ""].filter(Boolean).join(" ");
  return (
    <Tag className={classes} {...rest}>
      {children}
    </Tag>
  );
}
