import { escapeHtml } from "../shared/escape-html";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** The sender's display name ("Riverside Family Practice via ClearNote"), so the email does not look anonymous. */
  fromName?: string;
  /** Where a reply goes when it is not the sender (a contact enquiry: the visitor, not the no-reply address). */
  replyTo?: string;
}

/** Who the email is from, as patients see it: the practice (or clinician) via the product, else the product. */
export function senderName(preparedBy: string | null, practiceName?: string | null): string {
  const from = practiceName?.trim() || preparedBy;
  return from ? `${from} via ${BRAND}` : BRAND;
}

const BRAND = "ClearNote";
const PRIVACY =
  "This message was sent on behalf of your healthcare provider. The link is private to you: please do not forward it.";

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0f766e;color:#ffffff;padding:18px 28px;font-size:20px;font-weight:bold">${BRAND}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b;line-height:1.5">${escapeHtml(PRIVACY)}</td></tr>
</table></td></tr></table></body></html>`;
}

function button(href: string, label: string): string {
  return `<p style="margin:28px 0"><a href="${escapeHtml(href)}" style="background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(label)}</a></p>`;
}

/** The summary stays behind the private link: the email carries the greeting and the link only. */
export function summaryEmail(input: {
  patientName: string;
  portalUrl: string;
  preparedBy?: string | null;
  fromName?: string;
}): RenderedEmail {
  const name = input.patientName.trim() || "there";
  const who = input.preparedBy?.trim() || "Your healthcare provider";
  const subject = "Your visit summary is ready";
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(who)} has prepared a summary of your recent care, written in plain language.</p>
${button(input.portalUrl, "Read your summary")}
<p>On that page you can also ask questions about your summary.</p>
<p style="font-size:13px;color:#64748b">If the button does not work, copy this link into your browser:<br>${escapeHtml(input.portalUrl)}</p>`,
  );
  const text = `Hello ${name},

${who} has prepared a summary of your recent care, written in plain language.

Read your summary: ${input.portalUrl}

On that page you can also ask questions about your summary.

${PRIVACY}`;
  return { subject, html, text, fromName: input.fromName };
}

export function followUpEmail(input: {
  patientName: string;
  feedbackUrl: string;
  preparedBy?: string | null;
  fromName?: string;
}): RenderedEmail {
  const name = input.patientName.trim() || "there";
  const subject = "How was your visit summary?";
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(input.preparedBy ? `We hope the summary from ${input.preparedBy} helped.` : "We hope your summary helped.")} Would you tell us how clear and useful it was? It takes about a minute.</p>
${button(input.feedbackUrl, "Give feedback")}
<p style="font-size:13px;color:#64748b">If the button does not work, copy this link into your browser:<br>${escapeHtml(input.feedbackUrl)}</p>`,
  );
  const text = `Hello ${name},

${input.preparedBy ? `We hope the summary from ${input.preparedBy} helped.` : "We hope your summary helped."} Would you tell us how clear and useful it was? It takes about a minute.

Give feedback: ${input.feedbackUrl}

${PRIVACY}`;
  return { subject, html, text, fromName: input.fromName };
}
