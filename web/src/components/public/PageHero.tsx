import type { ReactNode } from "react";

/** The title block at the top of every inner page: an eyebrow, the page's one h1 and its lead paragraph. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero">
      <div className="container page-hero-inner">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** A band of the page with an optional centred heading. */
export function Section({
  id,
  title,
  intro,
  tone = "plain",
  children,
}: {
  id?: string;
  title?: string;
  intro?: ReactNode;
  tone?: "plain" | "sunken" | "tint";
  children: ReactNode;
}) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section id={id} className={`band band-${tone}`} aria-labelledby={headingId}>
      <div className="container">
        {title ? (
          <header className="band-header">
            <h2 id={headingId}>{title}</h2>
            {intro ? <p>{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** The dark closing band with a call to action. */
export function CallToAction({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="cta-band">
      <div className="container cta-inner">
        <h2>{title}</h2>
        <p>{text}</p>
        <div className="cta-actions">{children}</div>
      </div>
    </section>
  );
}
