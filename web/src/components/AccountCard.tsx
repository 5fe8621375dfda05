import { TextField } from "@aws-amplify/ui-react";
import { Card } from "./Card";

export function AccountCard({ email, accountType }: { email: string; accountType: string }) {
  return (
    <Card title="Account Information">
      <TextField label="Email" value={email} isReadOnly />
      <TextField label="Account type" value={accountType} isReadOnly />
    </Card>
  );
}
