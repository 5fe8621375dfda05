import { useId, useState } from "react";
import { EMERGENCY_NUMBERS, type EmergencyNumber } from "#contracts/settings";
import { Card } from "./ui/Card";
import { ClassicSelectField } from "./ui/ClassicField";

/**
 * The two numbers the patient portal offers to call beside the summary's warning signs (issue 25): the practice's
 * phone (optional) and the emergency number; saved with 'Save Changes'. The portal shows these and nothing else of
 * the account.
 */
export function PortalContactCard({
  phone,
  phoneError,
  emergencyNumber,
  onPhone,
  onEmergencyNumber,
}: {
  phone: string;
  phoneError: string | null;
  emergencyNumber: EmergencyNumber;
  onPhone: (phone: string) => void;
  onEmergencyNumber: (number: EmergencyNumber) => void;
}) {
  const id = useId();
  // Said once the clinician leaves the field (or saves), not at the first digit typed.
  const [left, setLeft] = useState(false);
  const error = left ? phoneError : null;
  return (
    <Card
      title="Patient Portal"
      description="Numbers your patients can call with one tap, shown at the top of their summary with the warning signs."
    >
      <div className="classic-field">
        <label htmlFor={`${id}-phone`} className="classic-label">
          Practice phone number
        </label>
        <p id={`${id}-phone-description`} className="classic-description">
          Optional. The number patients should call with questions, for example (555) 123-4567.
        </p>
        <input
          id={`${id}-phone`}
          className="classic-control"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          value={phone}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-phone-description${error ? ` ${id}-phone-error` : ""}`}
          onChange={(e) => onPhone(e.target.value)}
          onBlur={() => setLeft(true)}
        />
        {error && (
          <p id={`${id}-phone-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
      <ClassicSelectField
        label="Emergency number"
        description="The number the portal's emergency button calls. Summaries keep the number their documents give."
        value={emergencyNumber}
        onChange={(e) => onEmergencyNumber(e.target.value as EmergencyNumber)}
      >
        {EMERGENCY_NUMBERS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </ClassicSelectField>
    </Card>
  );
}
