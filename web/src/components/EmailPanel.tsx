import { Button, CheckboxField, TextField } from "@aws-amplify/ui-react";

/** The patient email panel. Sending arrives with patient delivery; until then the panel shows but is disabled. */
export function EmailPanel() {
  return (
    <section className="card email-panel" aria-label="Email to patient">
      <div className="card-body">
        <h2>Email to patient</h2>
        <TextField label="Patient email" type="email" placeholder="patient@example.com" isDisabled />
        <CheckboxField label="Send a follow-up feedback request" name="follow-up" defaultChecked isDisabled />
        <Button isDisabled>Send</Button>
        <p className="muted">Emailing summaries to patients is not available yet.</p>
      </div>
    </section>
  );
}
