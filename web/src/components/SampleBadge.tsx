import { Badge } from "./ui/Badge";

/** Marks a sample record (invented patient; restorable from Settings), so it is never taken for a real one. */
export function SampleBadge({ sample }: { sample: boolean | undefined }) {
  if (!sample) return null;
  return (
    <span className="sample-badge" title="An invented example record. Restore samples from Settings.">
      <Badge tone="brand">Sample</Badge>
    </span>
  );
}
