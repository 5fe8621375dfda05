import { STAGE_LABELS, type Stage } from "../hooks/useSummaryGeneration";

const ORDER: Stage[] = ["uploading", "reading", "writing", "checking"];

/** Real stages of the background work (decisions.md item 7), not a fixed percentage. */
export function GenerationProgress({ stage, uploadPercent }: { stage: Stage; uploadPercent: number }) {
  // Waiting in line (decision 366) stands where reading will start, and says so.
  const waiting = stage === "queued";
  const index = ORDER.indexOf(waiting ? "reading" : stage);
  const percent = stage === "uploading" ? Math.round(uploadPercent * 0.25) : 25 + index * 25 - 10;
  return (
    <div className="card progress-card" aria-live="polite">
      <div className="card-body">
        <h2>Creating Your Summary</h2>
        <div
          className="progress"
          role="progressbar"
          aria-label="Summary progress"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-fill" style={{ width: `${Math.max(3, percent)}%` }} />
        </div>
        <ol className="stages">
          {ORDER.map((s, i) => (
            <li key={s} className={i < index ? "done" : i === index ? "current" : ""}>
              {waiting && i === index ? STAGE_LABELS.queued : STAGE_LABELS[s]}
              {s === "uploading" && i === index ? ` (${uploadPercent}%)` : ""}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
