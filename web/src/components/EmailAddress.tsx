import { Fragment } from "react";

/**
 * An address in a narrow column wraps where a reader would break it (before the @ and each dot of the domain), and
 * only a part longer than the column is broken inside; the title holds it whole (decision 206).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  const local = at > 0 ? address.slice(0, at) : address;
  const domain = at > 0 ? address.slice(at + 1).split(".") : [];
  return (
    <span className="email-address" title={address}>
      <span className="email-part">{local}</span>
      {domain.length > 0 && (
        <>
          <wbr />@
          {domain.map((part, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order, never reordered
            <Fragment key={i}>
              {i > 0 && (
                <>
                  <wbr />.
                </>
              )}
              <span className="email-part">{part}</span>
            </Fragment>
          ))}
        </>
      )}
    </span>
  );
}
