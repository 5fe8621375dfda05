import type { ContactRequest } from "#contracts/contact";
import { CONTACT_COUNTRIES, CONTACT_REASONS } from "#contracts/contact-options";
import type { Clock, IdSource } from "../account/account";
import type { RenderedEmail } from "../delivery/emails";
import { UpstreamFailed } from "../shared/errors";
import { escapeHtml } from "../shared/escape-html";

/** Enquiries are kept long enough to answer and follow up, then expire on their own (TTL). */
export const ENQUIRY_RETENTION_DAYS = 90;
export const ENQUIRY_NOT_SENT =
  "We could not send your message just now. Please try again in a few minutes or email us directly.";

export interface Enquiry extends ContactRequest {
  id: string;
  receivedAt: string;
  /** Epoch seconds (the table's TTL attribute). */
  expiresAt: number;
}

export interface ContactStore {
  save(enquiry: Enquiry): Promise<void>;
  markEmailed(id: string, at: string): Promise<void>;
}

export interface ContactDeps {
  store: ContactStore;
  mail: { sendEmail(to: string, email: RenderedEmail): Promise<string> };
  clock: Clock;
  ids: IdSource;
  operatorEmail: string;
}

const labelOf = (list: readonly { value: string; label: string }[], value: string | undefined) =>
  list.find((item) => item.value === value)?.label ?? "Not given";

/** The operator's copy: every field, escaped; Reply in the operator's mail program answers the visitor. */
export function enquiryEmail(enquiry: Enquiry): RenderedEmail {
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const reason = labelOf(CONTACT_REASONS, enquiry.reason);
  const rows: Array<[string, string]> = [
    ["Name", name],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone || "Not given"],
    ["Company", enquiry.companyName],
    ["Job title", enquiry.jobTitle || "Not given"],
    ["Country", labelOf(CONTACT_COUNTRIES, enquiry.country)],
    ["Reason", reason],
    ["Received", enquiry.receivedAt],
    ["Reference", enquiry.id],
  ];
  const message = enquiry.message || "(no message)";
  const subject = `New enquiry (${reason}) from ${name}, ${enquiry.companyName}`;
  const htmlRows = rows
    .map(([label, value]) => {
      const shown =
        label === "Email" ? `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
      return `<tr><td style="padding:4px 12px 4px 0;color:#64748b;vertical-align:top">${label}</td><td style="padding:4px 0">${shown}</td></tr>`;
    })
    .join("");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:15px;line-height:1.5">
<h1 style="font-size:18px">New enquiry from the website</h1>
<table role="presentation" cellpadding="0" cellspacing="0">${htmlRows}</table>
<h2 style="font-size:16px;margin-top:20px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(message)}</p>
<p style="font-size:12px;color:#64748b">The visitor agreed to be contacted and to the privacy policy. This enquiry is deleted ${ENQUIRY_RETENTION_DAYS} days after it was received.</p>
</body></html>`;
  const text = `New enquiry from the website

${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}

Message:
${message}

The visitor agreed to be contacted and to the privacy policy. This enquiry is deleted ${ENQUIRY_RETENTION_DAYS} days after it was received.`;
  return { subject, html, text, replyTo: enquiry.email };
}

/**
 * Decision 11: the enquiry is stored first (so it is never lost when mail fails), then emailed to the operator.
 * A mail failure answers 502 so the visitor knows to try again; the stored copy expires with the others.
 */
export async function submitEnquiry(deps: ContactDeps, request: ContactRequest): Promise<Enquiry> {
  const now = deps.clock.now();
  const enquiry: Enquiry = {
    ...request,
    id: deps.ids.next(),
    receivedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + ENQUIRY_RETENTION_DAYS * 86_400,
  };
  await deps.store.save(enquiry);
  try {
    await deps.mail.sendEmail(deps.operatorEmail, enquiryEmail(enquiry));
  } catch {
    throw new UpstreamFailed(ENQUIRY_NOT_SENT);
  }
  await deps.store.markEmailed(enquiry.id, deps.clock.now().toISOString());
  return enquiry;
}
