import { Button } from "./ui/Button";
import { Card } from "./ui/Card";
import { TextField } from "./ui/Field";

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
      <TextField look="classic" label="Email" value={props.email} readOnly />
      <TextField look="classic" label="Account type" value={props.accountType} readOnly />
      <TextField
        look="classic"
        label="Display name"
        description="How patients see you, e.g. Dr. Amara Lee"
        value={props.displayName}
        maxLength={80}
        onChange={(e) => props.onDisplayName(e.target.value)}
      />
      <TextField
        look="classic"
        label="Practice name"
        description="Shown in emails and on the patient's summary page"
        value={props.practiceName}
        maxLength={120}
        onChange={(e) => props.onPracticeName(e.target.value)}
      />
      <Button look="classic" onClick={props.onSave} disabled={!props.canSave} loading={props.saving}>
        Save Profile
      </Button>
    </Card>
  );
}
