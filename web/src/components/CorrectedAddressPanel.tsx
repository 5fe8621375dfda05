import type { SendSummaryRequest, SendSummaryResult } from "#contracts/delivery";
import { EmailPanel } from "./EmailPanel";

/**
 * After the patient's email bounced (issue 22, part 4): the same send, to an address the clinician corrected. It is a
 * new send with a new key; the server refuses the address that bounced.
 */
export function CorrectedAddressPanel({
  summaryId,
  bouncedAddress,
  send,
  onSent,
}: {
  summaryId: string;
  bouncedAddress: string | null;
  /** A transcription's send; by default the summary's. */
  send?: (input: SendSummaryRequest) => Promise<SendSummaryResult>;
  onSent: () => void;
}) {
  return (
    <EmailPanel
      summaryId={summaryId}
      send={send}
      onSent={onSent}
      heading="Send to a corrected address"
      intro={
        <p className="bounce-note" role="note">
          The email to <strong>{bouncedAddress ?? "the patient"}</strong> bounced: the address does not exist. Check the
          address with the patient and send the summary again.
        </p>
      }
    />
  );
}
