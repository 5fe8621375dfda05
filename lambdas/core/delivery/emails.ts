import { type MessageKey, textsOf } from "#contracts/i18n";
import { ENGLISH, patientLanguage } from "#contracts/languages";
import ar from "../../contracts/i18n/email/ar.json";
import bn from "../../contracts/i18n/email/bn.json";
import ca from "../../contracts/i18n/email/ca.json";
import de from "../../contracts/i18n/email/de.json";
import en from "../../contracts/i18n/email/en.json";
import es from "../../contracts/i18n/email/es.json";
import fa from "../../contracts/i18n/email/fa.json";
import fr from "../../contracts/i18n/email/fr.json";
import hi from "../../contracts/i18n/email/hi.json";
import ht from "../../contracts/i18n/email/ht.json";
import it from "../../contracts/i18n/email/it.json";
import ko from "../../contracts/i18n/email/ko.json";
import pa from "../../contracts/i18n/email/pa.json";
import pl from "../../contracts/i18n/email/pl.json";
import pt from "../../contracts/i18n/email/pt.json";
import ru from "../../contracts/i18n/email/ru.json";
import so from "../../contracts/i18n/email/so.json";
import tl from "../../contracts/i18n/email/tl.json";
import uk from "../../contracts/i18n/email/uk.json";
import ur from "../../contracts/i18n/email/ur.json";
import vi from "../../contracts/i18n/email/vi.json";
import zh from "../../contracts/i18n/email/zh.json";
import zhTW from "../../contracts/i18n/email/zh-TW.json";
import { escapeHtml } from "../shared/escape-html";

/** The emails' texts (issue 23, part 2): in the patient's language, and right to left where it is written so. */
const emailTexts = textsOf<MessageKey<typeof en>>({
  en,
  es,
  ca,
  zh,
  "zh-TW": zhTW,
  vi,
  ar,
  fr,
  ko,
  ru,
  pt,
  ht,
  tl,
  pl,
  hi,
  ur,
  fa,
  pa,
  bn,
  so,
  de,
  it,
  uk,
});

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

function layout(title: string, bodyHtml: string, privacy: string, lang = "en", dir: "ltr" | "rtl" = "ltr"): string {
  // Set on the table too: some mail clients drop the attributes of <html>.
  const rtl = dir === "rtl" ? ' dir="rtl"' : "";
  return `<!doctype html>
<html lang="${lang}"${rtl}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation"${rtl} width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0f766e;color:#ffffff;padding:18px 28px;font-size:20px;font-weight:bold">${BRAND}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b;line-height:1.5">${escapeHtml(privacy)}</td></tr>
</table></td></tr></table></body></html>`;
}

function button(href: string, label: string): string {
  return `<p style="margin:28px 0"><a href="${escapeHtml(href)}" style="background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(label)}</a></p>`;
}

/**
 * The language an email is written in: the translation's, when the summary goes with one (decisions 386, 392).
 * English stays exactly as it was.
 */
function emailLanguage(language: string | null | undefined) {
  const offered = language && language !== ENGLISH ? patientLanguage(language) : undefined;
  return { texts: emailTexts(offered?.code), offered };
}

/** The summary stays behind the private link: the email carries the greeting and the link only. */
export function summaryEmail(input: {
  patientName: string;
  portalUrl: string;
  preparedBy?: string | null;
  fromName?: string;
  /** The patient's language when the summary was sent with a translation (issue 23). */
  language?: string | null;
}): RenderedEmail {
  const { texts, offered } = emailLanguage(input.language);
  const { t } = texts;
  const name = input.patientName.trim() || t("there");
  const who = input.preparedBy?.trim() || t("yourProvider");
  const subject = t("summary.subject");
  // Said once in the patient's language, that the English original is on the same page.
  const inLanguage = offered ? t("summary.inLanguage", { language: offered.nativeName }) : "";
  const html = layout(
    subject,
    `<p>${escapeHtml(t("hello", { name }))}</p>
<p>${escapeHtml(t("summary.prepared", { who }))}</p>
${inLanguage ? `<p>${escapeHtml(inLanguage)}</p>\n` : ""}${button(input.portalUrl, t("summary.button"))}
<p>${escapeHtml(t("summary.chat"))}</p>
<p style="font-size:13px;color:#64748b">${escapeHtml(t("copyLink"))}<br>${escapeHtml(input.portalUrl)}</p>`,
    t("privacy"),
    texts.lang,
    texts.dir,
  );
  const text = `${t("hello", { name })}

${t("summary.prepared", { who })}

${inLanguage ? `${inLanguage}\n\n` : ""}${t("summary.buttonText", { url: input.portalUrl })}

${t("summary.chat")}

${t("privacy")}`;
  return { subject, html, text, fromName: input.fromName };
}

export function followUpEmail(input: {
  patientName: string;
  feedbackUrl: string;
  preparedBy?: string | null;
  fromName?: string;
  language?: string | null;
}): RenderedEmail {
  const { texts } = emailLanguage(input.language);
  const { t } = texts;
  const name = input.patientName.trim() || t("there");
  const subject = t("followUp.subject");
  const hope = input.preparedBy ? t("followUp.hopeFrom", { who: input.preparedBy }) : t("followUp.hope");
  const html = layout(
    subject,
    `<p>${escapeHtml(t("hello", { name }))}</p>
<p>${escapeHtml(hope)} ${escapeHtml(t("followUp.ask"))}</p>
${button(input.feedbackUrl, t("followUp.button"))}
<p style="font-size:13px;color:#64748b">${escapeHtml(t("copyLink"))}<br>${escapeHtml(input.feedbackUrl)}</p>`,
    t("privacy"),
    texts.lang,
    texts.dir,
  );
  const text = `${t("hello", { name })}

${hope} ${t("followUp.ask")}

${t("followUp.buttonText", { url: input.feedbackUrl })}

${t("privacy")}`;
  return { subject, html, text, fromName: input.fromName };
}

/**
 * The clinician's notice of a patient question (issue 25, part 3): neither the question nor the patient's name, only
 * that there is one and where to read it after signing in. Clinicians read the product in English.
 */
export function careTeamQuestionEmail(input: { url: string; sentAt: string }): RenderedEmail {
  const sent = new Date(input.sentAt).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
  const subject = "A patient sent you a question";
  const lead = `A patient sent a question about the summary you sent on ${sent}. Their summary could not answer it.`;
  const where = "Sign in to read it beside the summary and reply. The patient sees your reply on their summary page.";
  const privacy =
    "For the patient's privacy this email does not include the question or the patient's name. Patients are told the questions are not for emergencies.";
  const html = layout(
    subject,
    `<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(where)}</p>
${button(input.url, "Read and reply")}
<p style="font-size:13px;color:#64748b">${escapeHtml("If the button does not work, copy this link into your browser:")}<br>${escapeHtml(input.url)}</p>`,
    privacy,
  );
  const text = `${lead}

${where}

Read and reply: ${input.url}

${privacy}`;
  return { subject, html, text };
}

/**
 * The patient's notice that the care team replied: no words of the reply (the email may be read by others), in the
 * patient's language, and no link, since only the token's hash is kept: the patient opens the link they were sent.
 */
export function careTeamReplyEmail(input: {
  patientName: string;
  preparedBy?: string | null;
  fromName?: string;
  language?: string | null;
}): RenderedEmail {
  const { texts } = emailLanguage(input.language);
  const { t } = texts;
  const name = input.patientName.trim() || t("there");
  const who = input.preparedBy?.trim() || t("yourProvider");
  const subject = t("careTeamReply.subject");
  const html = layout(
    subject,
    `<p>${escapeHtml(t("hello", { name }))}</p>
<p>${escapeHtml(t("careTeamReply.replied", { who }))}</p>
<p>${escapeHtml(t("careTeamReply.where"))}</p>
<p>${escapeHtml(t("careTeamReply.emergency"))}</p>`,
    // The usual footer's "the link is private" does not apply: this email has no link.
    t("careTeamReply.footer"),
    texts.lang,
    texts.dir,
  );
  const text = `${t("hello", { name })}

${t("careTeamReply.replied", { who })}

${t("careTeamReply.where")}

${t("careTeamReply.emergency")}

${t("careTeamReply.footer")}`;
  return { subject, html, text, fromName: input.fromName };
}
