import { useState } from "react";
import { formatLong } from "#contracts/format-date";
import type { VersionMeta } from "#contracts/review";
import { SummaryText } from "../SummaryText";
import { Button } from "../ui/Button";

function versionReason(version: VersionMeta): string {
  switch (version.reason) {
    case "generated":
      return "Generated";
    case "edited":
      return "Edited";
    case "restored":
      return `Restored from version ${version.restoredFrom ?? "?"}`;
    case "regenerated": {
      const how = [version.template && `template ${version.template}`, version.instructions && "with instructions"]
        .filter(Boolean)
        .join(", ");
      return how ? `Regenerated (${how})` : "Regenerated";
    }
  }
}

/**
 * Who changed the text, when and why, newest first. Earlier versions can be read and restored (restoring makes a
 * new version, so nothing is ever lost). Shared by every reviewed text.
 */
export function VersionHistory({
  versions,
  current,
  sentRevision,
  canRestore,
  busy,
  readVersion,
  onRestore,
}: {
  versions: readonly VersionMeta[];
  current: number;
  /** The version the patient received, when sent. */
  sentRevision?: number | null;
  canRestore: boolean;
  busy: boolean;
  readVersion: (revision: number) => Promise<string>;
  onRestore: (revision: number) => void;
}) {
  const [shown, setShown] = useState<{ revision: number; text: string } | null>(null);
  const [loading, setLoading] = useState<number | null>(null);

  const view = async (revision: number) => {
    if (shown?.revision === revision) return setShown(null);
    setLoading(revision);
    try {
      setShown({ revision, text: await readVersion(revision) });
    } catch {
      setShown({ revision, text: "This version could not be loaded. Please try again." });
    } finally {
      setLoading(null);
    }
  };

  return (
    <section className="version-history" aria-label="Version history">
      <h3>Version history</h3>
      <ol reversed>
        {[...versions].reverse().map((version) => (
          <li key={version.revision}>
            <div className="version-row">
              <div>
                <strong>Version {version.revision}</strong>
                {version.revision === current && <span className="chip chip-brand">Current</span>}
                {sentRevision === version.revision && <span className="chip chip-success">Sent</span>}
                <div className="muted small">
                  {versionReason(version)} · {version.by ?? "ClearNote"} · {formatLong(version.at)}
                </div>
                {version.instructions && <div className="muted small">“{version.instructions}”</div>}
              </div>
              {version.revision !== current && (
                <div className="actions tight">
                  <Button size="sm" onClick={() => view(version.revision)} disabled={loading === version.revision}>
                    {shown?.revision === version.revision ? "Hide" : "View"}
                  </Button>
                  {canRestore && (
                    <Button size="sm" onClick={() => onRestore(version.revision)} disabled={busy}>
                      Restore
                    </Button>
                  )}
                </div>
              )}
            </div>
            {shown?.revision === version.revision && (
              <div className="version-preview">
                <SummaryText text={shown.text} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
