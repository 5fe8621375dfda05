import { Card } from "./ui/Card";
import { ClassicButton } from "./ui/ClassicButton";
import { ClassicTextField } from "./ui/ClassicField";

export interface AccountCardProps {
  email: string;
  accountType: string;
  displayName: string;
  practiceName: string;
  onDisplayName(value: string): void;
  onPracticeName(value: string): void;
  canSave: boolean;
  saving: boolean;
  onSave(): void;
}

/** Email and account type are read-only (spec); the names patients see are the clinician's to set. */
export function AccountCard(props: AccountCardProps) {
  return (
    <Card title="Account Information">
      <ClassicTextField label="Email" value={props.email} readOnly />
      <ClassicTextField label="Account type" value={props.accountType} readOnly />
      <ClassicTextField
        label="Display name"
        description="How patients see you, e.g. Dr. Amara Lee"
        value={props.displayName}
        maxLength={80}
        onChange={(e) => props.onDisplayName(e.target.value)}
      />
      <ClassicTextField
        label="Practice name"
        description="Shown in emails and on the patient's summary page"
        value={props.practiceName}
        maxLength={120}
        onChange={(e) => props.onPracticeName(e.target.value)}
      />
      <ClassicButton onClick={props.onSave} disabled={!props.canSave} loading={props.saving}>
        Save Profile
      </ClassicButton>
    </Card>
  );
}
