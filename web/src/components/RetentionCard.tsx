import { RETENTION_OPTIONS, type RetentionProgress } from "#contracts/settings";
import { Card } from "./ui/Card";
import { ClassicSelectField } from "./ui/ClassicField";
import { Switch } from "./ui/Switch";

type Hours = (typeof RETENTION_OPTIONS)[number]["hours"];

const NEVER = "never";

const count = (n: number) => n.toLocaleString("en-US");
const records = (n: number) => `${count(n)} ${n === 1 ? "record" : "records"}`;

/** Where a retention change stands on the records the clinician already has. */
function ProgressLine(props: { progress: RetentionProgress | null; finishedHere: boolean }) {
  const { progress, finishedHere } = props;
  if (progress?.state === "applying") {
    const of = progress.total === null ? "your existing records" : records(progress.total);
    return (
      <p className="retention-progress" role="status">
        Applying to {of}…{progress.total ? ` ${count(progress.done)} done.` : ""}
      </p>
    );
  }
  if (progress?.state === "failed") {
    return (
      <p className="retention-progress retention-progress--failed" role="alert">
        The new retention period could not be applied to every existing record. Records past it are already hidden;
        select Save Changes to apply it again.
      </p>
    );
  }
  if (progress?.state === "done" && finishedHere) {
    const applied = progress.total ?? progress.done;
    return (
      <p className="retention-progress" role="status">
        {applied === 0 ? "No existing records needed changing." : `Applied to ${records(applied)}.`}
      </p>
    );
  }
  return null;
}

export function RetentionCard(props: {
  autoDelete: boolean;
  hours: Hours;
  onAutoDelete: (on: boolean) => void;
  onHours: (hours: Hours) => void;
  progress: RetentionProgress | null;
  finishedHere: boolean;
}) {
  return (
    <Card title="Data Retention" description="Control how long summaries, recordings and transcriptions are kept.">
      <Switch
        label="Automatically delete patient data"
        checked={props.autoDelete}
        onChange={(e) => props.onAutoDelete(e.target.checked)}
      />
      {props.autoDelete && (
        <ClassicSelectField
          label="Retention period"
          value={props.hours === null ? NEVER : String(props.hours)}
          onChange={(e) => props.onHours(e.target.value === NEVER ? null : (Number(e.target.value) as Hours))}
        >
          {RETENTION_OPTIONS.map((o) => (
            <option key={o.label} value={o.hours === null ? NEVER : String(o.hours)}>
              {o.label}
            </option>
          ))}
        </ClassicSelectField>
      )}
      <ProgressLine progress={props.progress} finishedHere={props.finishedHere} />
      <div className="notice" role="note">
        <strong>Privacy notice.</strong> We recommend keeping patient data for the shortest period you need. After the
        retention period, summaries, recordings and transcriptions are permanently deleted and cannot be recovered.
      </div>
    </Card>
  );
}
