import type { TranscriptionStage } from "#contracts/transcriptions/view";
import { Card } from "../ui/Card";

type ActiveStage = Exclude<TranscriptionStage, "done" | "queued">;

/** The notes job waiting in line (decision 366) stands where the notes will start, and says so. */
export const WAITING_IN_LINE = "Waiting in line";
const positionOf = (stage: TranscriptionStage) => (stage === "queued" ? "writing-notes" : stage);

export const STAGES: { stage: ActiveStage; label: string; doing: string }[] = [
  { stage: "uploading", label: "Uploading audio", doing: "Uploading the recording…" },
  { stage: "transcribing", label: "Transcribing", doing: "Transcribing the recording…" },
  { stage: "writing-notes", label: "Writing clinical notes", doing: "Writing the clinical notes…" },
  { stage: "writing-summary", label: "Writing the patient summary", doing: "Writing the patient summary…" },
];

/**
 * Where the work really is (decisions.md item 7), never a fixed 70 %: uploading fills the first quarter by bytes
 * sent; each later stage fills its quarter when it is done.
 */
export function stagePercent(stage: TranscriptionStage, uploadPercent: number): number {
  if (stage === "done") return 100;
  if (stage === "uploading") return Math.round(uploadPercent / 4);
  const index = STAGES.findIndex((s) => s.stage === positionOf(stage));
  return index * 25;
}

export function TranscriptionStages({
  stage,
  uploadPercent = 100,
  title = "Processing Audio",
}: {
  stage: TranscriptionStage;
  uploadPercent?: number;
  title?: string;
}) {
  const index = stage === "done" ? STAGES.length : STAGES.findIndex((s) => s.stage === positionOf(stage));
  const percent = stagePercent(stage, uploadPercent);
  const current = STAGES[index];
  return (
    <Card as="section" tone="raised" className="tx-stages" aria-live="polite" aria-label={title}>
      <h2>{title}</h2>
      <p className="tx-stage-text">
        {stage === "queued" ? WAITING_IN_LINE : current ? current.doing : "Done."}
        {current?.stage === "uploading" ? ` ${uploadPercent}%` : ""}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label="Processing progress"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-fill" style={{ width: `${Math.max(2, percent)}%` }} />
      </div>
      <ol className="stages">
        {STAGES.map((s, i) => (
          <li key={s.stage} className={i < index ? "done" : i === index ? "current" : ""}>
            {s.label}
          </li>
        ))}
      </ol>
    </Card>
  );
}
