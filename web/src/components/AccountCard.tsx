import { Button, TextField } from "@aws-amplify/ui-react";
import { Card } from "./Card";

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
      <TextField label="Email" value={props.email} isReadOnly />
      <TextField label="Account type" value={props.accountType} isReadOnly />
      <TextField
        label="Display name"
        descriptiveText="How patients see you, e.g. Dr. Amara Lee"
        value={props.displayName}
        maxLength={80}
        onChange={(e) => props.onDisplayName(e.target.value)}
      />
      <TextField
        label="Practice name"
        descriptiveText="Shown in emails and on the patient's summary page"
        value={props.practiceName}
        maxLength={120}
        onChange={(e) => props.onPracticeName(e.target.value)}
      />
      <Button onClick={props.onSave} isDisabled={!props.canSave || props.saving} isLoading={props.saving}>
        Save Profile
      </Button>
    </Card>
  );
}
