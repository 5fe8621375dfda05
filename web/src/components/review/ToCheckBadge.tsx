import { Badge } from "../ui/Badge";
import { TriangleAlert } from "../ui/icons";
import { toCheckLabel } from "./flag-words";
import "./to-check-badge.css";

/** A list row's open flags ("2 to check"); nothing when there are none. */
export function ToCheckBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge tone="warning">
      <TriangleAlert />
      {toCheckLabel(count)}
    </Badge>
  );
}
