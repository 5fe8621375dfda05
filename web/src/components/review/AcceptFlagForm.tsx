import { type FormEvent, useState } from "react";
import { ACCEPT_REASON_MAX } from "#contracts/review-flags";
import { Button } from "../ui/Button";
import { TextField } from "../ui/Field";

export const ACCEPT_REASON_REQUIRED = "Say in a few words why it is correct.";

/**
 * "Accept" asks why: one line the clinician stands behind, kept with the summary (who, when, why). Enter submits;
 * Escape or Cancel closes it without a change.
 */
export function AcceptFlagForm({
  claim,
  busy,
  onAccept,
  onCancel,
}: {
  claim: string;
  busy: boolean;
  onAccept: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const line = reason.trim();
    if (!line) {
      setError(ACCEPT_REASON_REQUIRED);
      return;
    }
    onAccept(line);
  };

  return (
    <form
      className="flag-accept"
      aria-label={`Accept: ${claim}`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
      noValidate
    >
      <TextField
        label="Why is it correct?"
        required
        // The form opens on the clinician's own click, for this one field.
        autoFocus
        value={reason}
        maxLength={ACCEPT_REASON_MAX}
        placeholder="e.g. Confirmed with the GP today"
        error={error}
        disabled={busy}
        onChange={(event) => {
          setReason(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <div className="actions tight">
        <Button type="submit" variant="primary" size="sm" disabled={busy}>
          {busy ? "Accepting…" : "Accept"}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
