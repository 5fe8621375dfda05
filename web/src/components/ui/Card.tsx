import type { HTMLAttributes, ReactNode } from "react";

export type CardTone = "plain" | "raised" | "tint";

/** A surface for grouped content. Headings inside keep the page's outline; the card adds none of its own. */
export function UiCard({
  tone = "plain",
  as: Tag = "div",
  className,
  children,
  ...rest
}: {
  tone?: CardTone;
  as?: "div" | "section" | "article" | "li" | "aside";
  children: ReactNode;
} & HTMLAttributes<HTMLElement>) {
  const classes = ["ui-card", tone === "plain" ? "" : `ui-card-${tone}`, className ?? ""].filter(Boolean).join(" ");
  return (
    <Tag className={classes} {...rest}>
      {children}
    </Tag>
  );
}
