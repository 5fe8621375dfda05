import type { EmailOutcome } from "#contracts/delivery";
import { formatLong } from "#contracts/format-date";
import { EmailOutcomeChip } from "../EmailOutcomeChip";

/** Shown instead of the email panel once the summary was sent (spec section 2), with what SES reported for it. */
export function SentBox({
  sentAt,
  recipient,
  outcome = null,
}: {
  sentAt: string;
  recipient: string | null;
  outcome?: EmailOutcome | null;
}) {
  return (
    <div className="sent-box tx-sent" role="status">
      <strong>Summary Sent Successfully</strong>
      <p>
        Sent {formatLong(sentAt)}
        {recipient ? (
          <>
            {" "}
            to <strong>{recipient}</strong>
          </>
        ) : null}
      </p>
      {outcome && (
        <p>
          Email: <EmailOutcomeChip outcome={outcome} />
        </p>
      )}
    </div>
  );
}
