import { formatLong } from "#contracts/format-date";

/** Shown instead of the email panel once the summary was sent (spec section 2). */
export function SentBox({ sentAt, recipient }: { sentAt: string; recipient: string | null }) {
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
    </div>
  );
}
