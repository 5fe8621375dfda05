import { flagKey, type ReviewFlag } from "#contracts/review-flags";
import { CircleCheck } from "../ui/icons";
import { kindWords, resolutionLine, VERDICT_WORDS, verdictOf } from "./flag-words";
import "./checked-flags.css";

/** Flags already dealt with, folded away: who resolved each, how, when and why (kept with the summary). */
export function CheckedFlags({ flags }: { flags: readonly ReviewFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <details className="flag-checked">
      <summary>
        <CircleCheck />
        Checked ({flags.length})
      </summary>
      <ul>
        {flags.map((flag) => (
          <li key={flagKey(flag)}>
            <p className="flag-checked-claim">
              <span className="flag-kind">{kindWords(flag.kind)}</span> {flag.value}
            </p>
            <p className="flag-checked-how">
              {resolutionLine(flag)}
              <span className="muted"> · {VERDICT_WORDS[verdictOf(flag)]}</span>
            </p>
            {flag.resolution?.reason && <p className="flag-checked-reason">“{flag.resolution.reason}”</p>}
          </li>
        ))}
      </ul>
    </details>
  );
}
