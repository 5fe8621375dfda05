import { EMAIL_OUTCOME_TEXT, type EmailOutcome } from "#contracts/delivery";
import type { BadgeTone } from "./ui/Badge";

const TONES: Record<EmailOutcome, BadgeTone> = { delivered: "success", bounced: "danger", complained: "warning" };

/** What SES reported for the patient's summary email (issue 22, part 4), in the colour of what it asks of the clinician. */
export function EmailOutcomeChip({ outcome }: { outcome: EmailOutcome }) {
  return <span className={`chip chip-status chip-${TONES[outcome]}`}>{EMAIL_OUTCOME_TEXT[outcome]}</span>;
}
