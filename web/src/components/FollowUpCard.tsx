import { FOLLOW_UP_DELAYS, type FollowUpDelay } from "#contracts/settings";
import { Card } from "./ui/Card";
import { ClassicSelectField } from "./ui/ClassicField";

/** When the patient's feedback request follows the summary email (decision 200); saved with 'Save Changes'. */
export function FollowUpCard({ delay, onDelay }: { delay: FollowUpDelay; onDelay: (delay: FollowUpDelay) => void }) {
  return (
    <Card
      title="Patient Feedback Request"
      description="When patients get the email asking how helpful their summary was, if you tick the follow-up box when sending."
    >
      <ClassicSelectField
        label="Send the feedback request"
        value={delay}
        onChange={(e) => onDelay(e.target.value as FollowUpDelay)}
      >
        {FOLLOW_UP_DELAYS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </ClassicSelectField>
      <p className="muted">
        A day gives patients time to read their summary first. If the summary will be deleted sooner (Data Retention),
        the request goes an hour before that, or with the summary when retention is shorter.
      </p>
    </Card>
  );
}
