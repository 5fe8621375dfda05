import { flagKey, type ReviewFlag } from "#contracts/review-flags";
import { FlagEvidence } from "./FlagEvidence";
import { kindWords, reasonOf, verdictOf } from "./flag-words";
import { VerdictBadge } from "./VerdictBadge";
import "./notes-check.css";

/**
 * What the claim checker found in the clinical notes against the recording. Notes are the clinician's own record,
 * so these do not hold anything back; they say where the notes and the recording disagree, with the words to hear.
 */
export function NotesCheckList({
  flags,
  onPlay,
}: {
  flags: readonly ReviewFlag[];
  onPlay?: (seconds: number) => void;
}) {
  if (flags.length === 0) return null;
  return (
    <section className="notes-check" aria-labelledby="notes-check-title">
      <h3 id="notes-check-title">Worth checking against the recording</h3>
      <ul>
        {flags.map((flag) => (
          <li key={flagKey(flag)} className="notes-check-item">
            <p className="notes-check-claim">
              <VerdictBadge verdict={verdictOf(flag)} />
              <span className="muted small">{kindWords(flag.kind)}:</span> <strong>{flag.value}</strong>
            </p>
            <p className="small">{reasonOf(flag, "recording")}</p>
            <FlagEvidence evidence={flag.evidence ?? []} source="recording" onPlay={onPlay} />
          </li>
        ))}
      </ul>
    </section>
  );
}
