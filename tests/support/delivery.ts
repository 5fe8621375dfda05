import { randomUUID } from "node:crypto";
import { DISCHARGE_NOTE } from "../fixtures/documents";
import type { Clinician } from "./clinicians";
import { linkIn, type mailFor } from "./mailbox";
import { uploadFiles, waitForSummary } from "./uploads";

type CapturedEmail = Awaited<ReturnType<typeof mailFor>>[number];

/** A summary of the fixture discharge note, generated through the API and ready to send. */
export async function readySummary(clinician: Clinician) {
  const files = await uploadFiles(clinician, [{ name: "note.txt", bytes: Buffer.from(DISCHARGE_NOTE) }]);
  const { body } = await clinician.call("POST", "/summaries", { files });
  return waitForSummary(clinician, body.summary.id);
}

/** A patient address no other test uses. */
export const emailFor = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export const sendBody = (patientEmail: string, idempotencyKey: string, followUp = true) => ({
  patientEmail,
  followUp,
  idempotencyKey,
});

/** The portal link of the (first) summary email among `mail`. */
export function portalLinkIn(mail: CapturedEmail[]) {
  const summaryMail = mail.find((m) => m.subject === "Your visit summary is ready");
  if (!summaryMail) throw new Error("no summary email");
  const [, summaryId, token] =
    linkIn(summaryMail, /http\S+\/patient-portal\/\S+/).match(/\/patient-portal\/([^#]+)#(.+)$/) ?? [];
  return { summaryId, token };
}

/** The feedback link's session and summary (carried in the fragment). */
export function feedbackLinkIn(mail: CapturedEmail[]) {
  const followUp = mail.find((m) => m.subject === "How was your visit summary?");
  if (!followUp) throw new Error("no follow-up email");
  const fragment = new URLSearchParams(new URL(linkIn(followUp, /http\S+\/feedback#\S+/)).hash.slice(1));
  return { session: fragment.get("session") ?? "", summary: fragment.get("summary") ?? "" };
}

/** A fresh documentation-range client address, so per-address rate limits do not join unrelated tests. */
export const patientAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A patient's request to a public route, from its own client address; answers status and parsed body. */
export async function patientPost(apiUrl: string, path: string, body: unknown) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: "POST",
    // One patient per request, as far as the rate limits (which trust the test runner as a proxy) can tell.
    headers: { "content-type": "application/json", "x-forwarded-for": patientAddress() },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * Follow-ups go a day after the summary by default (decision 200); tests about the feedback link itself choose
 * "immediately", so the link is in the mailbox as soon as the send answers.
 */
export async function followUpsAtOnce(clinician: Clinician): Promise<void> {
  const { status } = await clinician.call("PUT", "/settings", { followUpDelay: "immediately" });
  if (status !== 200) throw new Error(`PUT /settings answered ${status}`);
}
