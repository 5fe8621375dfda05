import type { AiEngine } from "../adapters/ai/port";
import type { DeliveryStore } from "../adapters/store/delivery";
import { FeedbackAlreadySent } from "../adapters/store/delivery";
import type { SummaryStore } from "../adapters/store/summary-port";
import type {
  FeedbackRequest,
  PortalSummary,
  PublicStats,
  SendSummaryRequest,
  SendSummaryResult,
} from "../contracts/delivery";
import { Conflict, InvalidInput, NotFound, UpstreamFailed } from "../http/errors";
import type { Clock, IdSource } from "./account";
import { followUpEmail, summaryEmail } from "./emails";
import { cleanFeedback } from "./feedback";
import { hashToken, looksLikeToken, newToken, tokenMatches } from "./link-tokens";

export const PORTAL_ERROR = "Unable to load your summary. This link may be invalid or expired.";
export const FEEDBACK_LINK_INVALID = "This feedback link appears to be invalid. Please check the link from your email.";
export const FEEDBACK_ALREADY_SENT = "Thank you! Feedback for this summary has already been received.";
/** Feedback links stay usable for 30 days after sending, or until the summary expires if that is sooner. */
const FEEDBACK_DAYS = 30;

export interface DeliveryDeps {
  summaries: SummaryStore;
  delivery: DeliveryStore;
  mail: { sendEmail(to: string, email: { subject: string; html: string; text: string }): Promise<string> };
  clock: Clock;
  ids: IdSource;
  /** Where the web app lives, for the links in emails. */
  webOrigin: string;
}

/**
 * Decision 8: the whole sequence in one request. Portal link, summary email, follow-up email (if asked), then the
 * record. A retried request with the same idempotency key returns the first outcome and sends nothing.
 */
export async function sendSummary(
  deps: DeliveryDeps,
  sub: string,
  summaryId: string,
  request: SendSummaryRequest,
): Promise<SendSummaryResult> {
  const previous = await deps.delivery.getSendResult(sub, request.idempotencyKey);
  if (previous) return previous;
  const now = deps.clock.now();
  const summary = await deps.summaries.getSummary(sub, summaryId, now.getTime());
  if (!summary) throw new NotFound("Summary not found");
  if (summary.status !== "ready") throw new InvalidInput("The summary is not ready yet.");
  if (summary.sentAt) throw new Conflict("This summary has already been sent.");

  const token = newToken();
  await deps.delivery.putPortalLink({
    summaryId,
    ownerSub: sub,
    tokenHash: hashToken(token),
    expiresAt: summary.expiresAt,
  });
  const portalUrl = `${deps.webOrigin}/patient-portal/${encodeURIComponent(summaryId)}#${token}`;
  try {
    await deps.mail.sendEmail(request.patientEmail, summaryEmail({ patientName: summary.patientName, portalUrl }));
  } catch (error) {
    await deps.delivery.revokePortalLink(summaryId);
    throw new UpstreamFailed((error as Error).message || "Please try again or contact support.");
  }

  let followUpSent = false;
  if (request.followUp) {
    try {
      const session = newToken();
      const feedbackDeadline = Math.floor(now.getTime() / 1000) + FEEDBACK_DAYS * 86400;
      await deps.delivery.putFeedbackSession(hashToken(session), {
        summaryId,
        ownerSub: sub,
        expiresAt: summary.expiresAt ? Math.min(summary.expiresAt, feedbackDeadline) : feedbackDeadline,
      });
      const feedbackUrl = `${deps.webOrigin}/feedback?session=${encodeURIComponent(session)}&summary=${encodeURIComponent(summaryId)}`;
      await deps.mail.sendEmail(request.patientEmail, followUpEmail({ patientName: summary.patientName, feedbackUrl }));
      followUpSent = true;
    } catch {
      followUpSent = false;
    }
  }

  const result: SendSummaryResult = {
    sentAt: now.toISOString(),
    patientEmail: request.patientEmail,
    summaryEmailSent: true,
    followUpRequested: request.followUp,
    followUpSent,
  };
  await deps.delivery.recordDelivery(sub, summaryId, request.idempotencyKey, result, summary.expiresAt);
  return result;
}

export interface PortalDeps {
  summaries: SummaryStore;
  delivery: DeliveryStore;
  clock: Clock;
}

/** One answer for every failure (wrong, expired, revoked, unknown): no oracle (decision 2). */
async function verifiedSummary(deps: PortalDeps, summaryId: string, token: string) {
  const now = deps.clock.now().getTime();
  if (!looksLikeToken(token)) throw new NotFound(PORTAL_ERROR);
  const link = await deps.delivery.getPortalLink(summaryId, now);
  if (!link || !tokenMatches(token, link.tokenHash)) throw new NotFound(PORTAL_ERROR);
  const summary = await deps.summaries.getSummary(link.ownerSub, summaryId, now);
  if (!summary?.summaryContent) throw new NotFound(PORTAL_ERROR);
  return { summary, ownerSub: link.ownerSub };
}

export async function openPortal(deps: PortalDeps, summaryId: string, token: string): Promise<PortalSummary> {
  const { summary } = await verifiedSummary(deps, summaryId, token);
  return {
    id: summary.id,
    patient_name: summary.patientName,
    created_at: summary.createdAt,
    summary_content: summary.summaryContent ?? "",
    chat_history: [],
  };
}

/** The patient's public chat: answers from the summary, saves no history, counts the first chat once. */
export async function portalChat(
  deps: PortalDeps & { ai: Pick<AiEngine, "chat"> },
  summaryId: string,
  token: string,
  message: string,
): Promise<{ reply: string }> {
  const question = message.trim();
  if (!question) throw new InvalidInput("Please type a question.");
  const { summary, ownerSub } = await verifiedSummary(deps, summaryId, token);
  const reply = await deps.ai.chat({ summary: summary.summaryContent ?? "", question, history: [] });
  await deps.delivery.markPatientChatted(ownerSub, summaryId);
  return { reply };
}

export async function submitFeedback(
  deps: { delivery: DeliveryStore; clock: Clock; ids: IdSource },
  request: FeedbackRequest,
): Promise<void> {
  const clean = cleanFeedback(request);
  const now = deps.clock.now();
  if (!looksLikeToken(request.session)) throw new NotFound(FEEDBACK_LINK_INVALID);
  const sessionHash = hashToken(request.session);
  const session = await deps.delivery.getFeedbackSession(sessionHash, now.getTime());
  if (!session) throw new NotFound(FEEDBACK_LINK_INVALID);
  if (session.used) throw new Conflict(FEEDBACK_ALREADY_SENT);
  // The session decides which summary this is about; a summary parameter that disagrees is ignored.
  try {
    await deps.delivery.submitFeedback(sessionHash, session.ownerSub, {
      id: deps.ids.next(),
      ...clean,
      summaryId: session.summaryId,
      createdAt: now.toISOString(),
    });
  } catch (error) {
    if (error instanceof FeedbackAlreadySent) throw new Conflict(FEEDBACK_ALREADY_SENT);
    throw error;
  }
}

export async function getPublicStats(delivery: Pick<DeliveryStore, "publicStats">): Promise<PublicStats> {
  return delivery.publicStats();
}
