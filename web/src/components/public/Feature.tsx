import type { ComponentType, ReactNode } from "react";
import { Badge } from "../ui/Badge";
import type { IconProps } from "../ui/icons";

/** An icon, a short title and a sentence or two; `soon` marks what the product does not do yet. */
export function Feature({
  icon: Icon,
  title,
  children,
  soon = false,
  headingLevel = 3,
}: {
  icon: ComponentType<IconProps>;
  title: string;
  children: ReactNode;
  soon?: boolean;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="feature">
      <span className="feature-icon">
        <Icon />
      </span>
      <Heading className="feature-title">
        {title}
        {soon ? (
          <>
            {" "}
            <Badge tone="warning">Coming soon</Badge>
          </>
        ) : null}
      </Heading>
      <div className="feature-text">{children}</div>
    </div>
  );
}
