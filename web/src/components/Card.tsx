import type { ReactNode } from "react";

export function Card({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="card" data-testid={testId} aria-label={title}>
      <header className="card-header">
        <h2>{title}</h2>
        {description && <p className="muted">{description}</p>}
      </header>
      <div className="card-body">{children}</div>
    </section>
  );
}
