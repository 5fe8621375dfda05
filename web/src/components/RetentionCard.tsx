import { RETENTION_OPTIONS } from "#contracts/settings";
import { Card } from "./ui/Card";
import { ClassicSelectField } from "./ui/ClassicField";
import { Switch } from "./ui/Switch";

type Hours = (typeof RETENTION_OPTIONS)[number]["hours"];

const NEVER = "never";

export function RetentionCard(props: {
  autoDelete: boolean;
  hours: Hours;
  onAutoDelete: (on: boolean) => void;
  onHours: (hours: Hours) => void;
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
      <div className="notice" role="note">
        <strong>Privacy notice.</strong> We recommend keeping patient data for the shortest period you need. After the
        retention period, summaries, recordings and transcriptions are permanently deleted and cannot be recovered.
      </div>
    </Card>
  );
}
