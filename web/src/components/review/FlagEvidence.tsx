import type { FlagEvidence as Evidence } from "#contracts/review-flags";
import { formatClock } from "../transcription/duration";
import { Button } from "../ui/Button";
import { Play } from "../ui/icons";
import type { FlagSource } from "./flag-words";
import "./flag-evidence.css";

/**
 * The source's own words behind a flag. A recording's quote has a play button that plays the audio from where it
 * was said, so the clinician hears it rather than trusting the transcript that may be wrong.
 */
export function FlagEvidence({
  evidence,
  source,
  onPlay,
}: {
  evidence: readonly Evidence[];
  source: FlagSource;
  onPlay?: (seconds: number) => void;
}) {
  if (evidence.length === 0) return null;
  return (
    <div className="flag-evidence">
      <p className="flag-evidence-label">{source === "recording" ? "In the recording" : "In the documents"}</p>
      <ul>
        {evidence.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a flag's evidence, in the checker's order
          <li key={i}>
            <blockquote>{item.quote}</blockquote>
            {onPlay && item.start !== undefined && (
              <Button
                size="sm"
                className="flag-play"
                onClick={() => onPlay(item.start ?? 0)}
                aria-label={`Play the recording from ${formatClock(item.start)}`}
              >
                <Play />
                {formatClock(item.start)}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
