import type {
  FeedbackRequest,
  PortalSummary,
  PublicStats,
  SendSummaryRequest,
  SendSummaryResult,
} from "#contracts/delivery";
import { followUpDelayHours } from "#contracts/settings";
import type { Clock, IdSource } from "../account/account";
import { preparedBy } from "../account/account";
import type { AccountStore } from "../account/ports";
import { defaultSettings } from "../account/settings";
import { type SourceFiles, sourceTextOf } from "../chat/source";
import { sendRefusal } from "../review/send-gate";
import { currentRevision } from "../review/versions";
import type { AiEngine } from "../shared/ai-port";
import { Conflict, InvalidInput, isDependencyOutage, NotFound, UpstreamFailed } from "../shared/errors";
import { ClaimLost, FeedbackAlreadySent, RequestKeyReused, SummaryGone } from "../shared/store-errors";
import type { SummaryRecord, SummaryStore } from "../summaries/ports";
import { followUpEmail, senderName, summaryEmail } from "./emails";
import { cleanFeedback } from "./feedback";
import { hashToken, looksLikeToken, newToken, tokenMatches } from "./link-tokens";
import type { DeliveryStore, FollowUpClaim, FollowUpJob, FollowUpScheduler, SendClaim } from "./ports";

export const PORTAL_ERROR = "Unable to load your summary. This link may be invalid or expired.";
export const FEEDBACK_LINK_INVALID = "This feedback link appears to be invalid. Please check the link from your email.";
export const FEEDBACK_ALREADY_SENT = "Thank you! Feedback for this summary has already been received.";
export const ALREADY_SENT = "This summary has already been sent.";
export const SEND_IN_PROGRESS = "This summary is being sent. Please wait a moment and refresh.";
export const KEY_REUSED = "This send request was already used for another summary or address. Please try again.";
/** Feedback links stay usable for 30 days after sending, or until the summary expires if that is sooner. */
const FEEDBACK_DAYS = 30;
/** How long a send holds the summary; longer than the send function's timeout, so a live send is never taken over. */
export const SEND_LEASE_MS = 60_000;
/** How long a request with the same key waits for the request that holds the claim to finish. */
const WAIT_FOR_WINNER_MS = 20_000;
const POLL_MS = 150;

export interface DeliveryDeps {
  summaries: SummaryStore;
  delivery: DeliveryStore;
  mail: { sendEmail(to: string, email: { subject: string; html: string; text: string }): Promise<string> };
  clock: Clock;
  ids: IdSource;
  /** The clinician's profile, for the names patients see (clinician, practice), and settings (follow-up delay). */
  profiles: Pick<AccountStore, "getProfile" | "getSettings">;
  /** Where the web app lives, for the links in emails. */
  webOrigin: string;
  /** Holds a feedback request until its time (EventBridge Scheduler in AWS, the table locally). */
  followUps: Pick<FollowUpScheduler, "schedule">;
  /** Waits between polls while another request with the same key finishes (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

const outcomeOf = (summary: SummaryRecord): SendSummaryResult => ({
  sentAt: summary.sentAt ?? "",
  patientEmail: summary.patientEmail ?? "",
  summaryEmailSent: true,
  followUpRequested: summary.followUpRequested ?? false,
  followUpSent: summary.followUpSent ?? false,
  followUpDueAt: summary.followUpDueAt ?? null,
});

const sameRequest = (claim: SendClaim, request: SendSummaryRequest) =>
  claim.email === request.patientEmail && claim.followUp === request.followUp;

function newClaim(request: SendSummaryRequest, nowMs: number, revision: number, followUpDelayHours: number): SendClaim {
  const token = newToken();
  const session = newToken();
  return {
    key: request.idempotencyKey,
    revision,
    email: request.patientEmail,
    followUp: request.followUp,
    followUpDelayHours,
    token,
    tokenHash: hashToken(token),
    session,
    sessionHash: hashToken(session),
    leaseUntil: nowMs + SEND_LEASE_MS,
  };
}

/**
 * Decision 8 made exactly-once (DESIGN.md section 10): a send first claims the summary with one conditional write;
 * only the claim's holder creates the link and emails. A request with the same key waits for the holder's outcome;
 * another key gets 409. A claim whose request died is finished by the next request after its lease, with the same
 * link, so the record never shows "sent" without the emails and never stays "sending".
 */
export async function sendSummary(
  deps: DeliveryDeps,
  sub: string,
  summaryId: string,
  request: SendSummaryRequest,
): Promise<SendSummaryResult> {
  const boundTo = await deps.delivery.summaryOfRequestKey(sub, request.idempotencyKey);
  if (boundTo && boundTo !== summaryId) throw new InvalidInput(KEY_REUSED);
  const sleep = deps.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const settings = (await deps.profiles.getSettings(sub)) ?? defaultSettings();
  const delayHours = followUpDelayHours(settings.followUpDelay);
  let waits = 0;

  for (;;) {
    const nowMs = deps.clock.now().getTime();
    const summary = await deps.summaries.getSummary(sub, summaryId, nowMs);
    if (!summary) throw new NotFound("Summary not found");
    if (summary.sentAt) {
      if (summary.sentKey === request.idempotencyKey) return outcomeOf(summary);
      throw new Conflict(ALREADY_SENT);
    }
    if (summary.status !== "ready") throw new InvalidInput("The summary is not ready yet.");
    // Clinician review (decision 190): not while a fact is unchecked or a new version is being written.
    const refusal = sendRefusal(summary, nowMs);
    if (refusal) throw refusal;
    const claim = summary.send;
    let mine: SendClaim | undefined;
    try {
      if (!claim) {
        const fresh = newClaim(request, nowMs, currentRevision(summary), delayHours);
        if (await deps.delivery.claimSend(sub, summaryId, fresh, summary.expiresAt, nowMs)) mine = fresh;
      } else if (claim.leaseUntil > nowMs) {
        if (claim.key !== request.idempotencyKey) throw new Conflict(SEND_IN_PROGRESS);
        if (!sameRequest(claim, request)) throw new InvalidInput(KEY_REUSED);
        if (++waits > WAIT_FOR_WINNER_MS / POLL_MS) throw new Conflict(SEND_IN_PROGRESS);
        await sleep(POLL_MS);
        continue;
      } else if (!claim.emailedAt && claim.key !== request.idempotencyKey) {
        // An abandoned claim that emailed nobody: this request replaces it.
        const fresh = newClaim(request, nowMs, currentRevision(summary), delayHours);
        if (await deps.delivery.claimSend(sub, summaryId, fresh, summary.expiresAt, nowMs, claim.leaseUntil)) {
          mine = fresh;
        }
      } else {
        // An abandoned claim: finish it as it was (same address, same links).
        const leaseUntil = nowMs + SEND_LEASE_MS;
        if (await deps.delivery.renewClaim(sub, summaryId, claim.leaseUntil, leaseUntil)) {
          mine = { ...claim, leaseUntil };
        }
      }
    } catch (error) {
      if (error instanceof RequestKeyReused) throw new InvalidInput(KEY_REUSED);
      throw error;
    }
    if (mine) return completeSend(deps, sub, summary, mine);
    // Someone else changed the summary between the read and the claim: look again.
  }
}

/** The claim holder's work: the link, the summary email, the follow-up, then the record. Each step once. */
async function completeSend(
  deps: DeliveryDeps,
  sub: string,
  summary: SummaryRecord,
  claim: SendClaim,
): Promise<SendSummaryResult> {
  const summaryId = summary.id;
  const now = deps.clock.now();
  const profile = await deps.profiles.getProfile(sub);
  const from = { preparedBy: preparedBy(profile), fromName: senderName(preparedBy(profile), profile?.practiceName) };
  try {
    await deps.delivery.putPortalLink(sub, claim.key, {
      summaryId,
      ownerSub: sub,
      tokenHash: claim.tokenHash,
      expiresAt: summary.expiresAt,
    });
    if (!claim.emailedAt) {
      const portalUrl = `${deps.webOrigin}/patient-portal/${encodeURIComponent(summaryId)}#${claim.token}`;
      try {
        await deps.mail.sendEmail(claim.email, summaryEmail({ patientName: summary.patientName, portalUrl, ...from }));
      } catch (error) {
        await deps.delivery.releaseClaim(sub, summaryId, claim.key);
        // A busy or unreachable mail service is an outage (503, try again); a refusal carries its own reason.
        if (isDependencyOutage(error)) throw error;
        throw new UpstreamFailed((error as Error).message || "Please try again or contact support.");
      }
      await deps.delivery.markClaimStep(sub, summaryId, claim.key, "emailedAt", now.toISOString());
    }

    let followUpSent = Boolean(claim.followUpAt);
    let followUpDueAt = claim.followUpDueAt ?? null;
    const dueAt = claim.followUp ? followUpTime(now, claim.followUpDelayHours ?? 0, summary.expiresAt) : null;
    if (dueAt && !claim.followUpDueAt && !claim.followUpFailed) {
      let scheduled = true;
      try {
        await deps.followUps.schedule({ sub, summaryId, dueAt, expiresAt: summary.expiresAt });
      } catch {
        scheduled = false;
      }
      await deps.delivery.markClaimStep(
        sub,
        summaryId,
        claim.key,
        scheduled ? "followUpDueAt" : "followUpFailed",
        scheduled ? dueAt : true,
      );
      followUpDueAt = scheduled ? dueAt : null;
    } else if (!dueAt && claim.followUp && !claim.followUpAt && !claim.followUpFailed) {
      await deps.delivery.putFeedbackSession(sub, claim.key, claim.sessionHash, {
        summaryId,
        ownerSub: sub,
        expiresAt: summary.expiresAt,
        validUntil: Math.floor(now.getTime() / 1000) + FEEDBACK_DAYS * 86400,
      });
      // The session rides in the fragment, like the portal token: it never reaches a server log.
      const feedbackUrl = `${deps.webOrigin}/feedback#session=${encodeURIComponent(claim.session)}&summary=${encodeURIComponent(summaryId)}`;
      try {
        await deps.mail.sendEmail(
          claim.email,
          followUpEmail({ patientName: summary.patientName, feedbackUrl, ...from }),
        );
        followUpSent = true;
      } catch {
        followUpSent = false;
      }
      await deps.delivery.markClaimStep(
        sub,
        summaryId,
        claim.key,
        followUpSent ? "followUpAt" : "followUpFailed",
        followUpSent ? now.toISOString() : true,
      );
    }

    const result: SendSummaryResult = {
      sentAt: now.toISOString(),
      patientEmail: claim.email,
      summaryEmailSent: true,
      followUpRequested: claim.followUp,
      followUpSent,
      followUpDueAt,
    };
    await deps.delivery.recordDelivery(sub, summaryId, {
      key: claim.key,
      sentAt: result.sentAt,
      patientEmail: result.patientEmail,
      followUpRequested: result.followUpRequested,
      followUpSent,
      followUpDueAt,
    });
    return result;
  } catch (error) {
    if (error instanceof ClaimLost) throw new NotFound("Summary not found");
    // Give up the lease at once (best effort), so the browser's retry with the same key finishes this send now.
    if (!(error instanceof UpstreamFailed) && !isDependencyOutage(error)) {
      await deps.delivery.renewClaim(sub, summaryId, claim.leaseUntil, 0).catch(() => false);
    }
    throw error;
  }
}

/** A feedback request leaves the patient at least this long to answer before the summary is deleted. */
export const FOLLOW_UP_ANSWER_MS = 3600_000;

/**
 * When the feedback request goes out: `delayHours` after the summary email, or null for "with it". Feedback needs a
 * live summary, so a request is never later than an hour before the summary expires; when even that has passed
 * (retention of an hour), it goes with the summary (decision 200).
 */
export function followUpTime(now: Date, delayHours: number, expiresAt: number | undefined): string | null {
  if (delayHours <= 0) return null;
  let due = now.getTime() + delayHours * 3600_000;
  if (expiresAt !== undefined) due = Math.min(due, expiresAt * 1000 - FOLLOW_UP_ANSWER_MS);
  return due > now.getTime() ? new Date(due).toISOString() : null;
}

export interface FollowUpDeps {
  summaries: Pick<SummaryStore, "getSummary">;
  delivery: Pick<DeliveryStore, "claimFollowUp" | "putFollowUpSession" | "recordFollowUp" | "releaseFollowUp">;
  mail: DeliveryDeps["mail"];
  profiles: Pick<AccountStore, "getProfile">;
  clock: Clock;
  webOrigin: () => Promise<string>;
}

/**
 * A scheduled feedback request that is due (the send-follow-up function, fired by EventBridge Scheduler in AWS and by
 * the local stack's scheduler): claims it, writes the feedback session, emails, records. A summary deleted or expired
 * meanwhile, a follow-up already sent, or one another run holds, is left alone. A mail outage gives the claim up and
 * throws, so the scheduler's retry tries again; a refusal is recorded as failed.
 */
export async function sendDueFollowUp(deps: FollowUpDeps, job: FollowUpJob): Promise<"sent" | "skipped" | "failed"> {
  const now = deps.clock.now();
  const nowMs = now.getTime();
  const summary = await deps.summaries.getSummary(job.sub, job.summaryId, nowMs);
  if (!summary?.sentAt || !summary.patientEmail || !summary.followUpDueAt) return "skipped";
  if (summary.followUpSent || summary.followUpFailed) return "skipped";
  const held = summary.followUpClaim;
  if (held && held.leaseUntil > nowMs) return "skipped";
  const session = held?.session ?? newToken();
  const claim: FollowUpClaim = { session, sessionHash: hashToken(session), leaseUntil: nowMs + SEND_LEASE_MS };
  if (!(await deps.delivery.claimFollowUp(job.sub, job.summaryId, claim, nowMs, held?.leaseUntil))) return "skipped";

  const profile = await deps.profiles.getProfile(job.sub);
  const from = { preparedBy: preparedBy(profile), fromName: senderName(preparedBy(profile), profile?.practiceName) };
  try {
    await deps.delivery.putFollowUpSession(job.sub, claim.sessionHash, {
      summaryId: job.summaryId,
      ownerSub: job.sub,
      expiresAt: summary.expiresAt,
      validUntil: Math.floor(nowMs / 1000) + FEEDBACK_DAYS * 86400,
    });
  } catch (error) {
    if (error instanceof ClaimLost) return "skipped";
    throw error;
  }
  const feedbackUrl = `${await deps.webOrigin()}/feedback#session=${encodeURIComponent(session)}&summary=${encodeURIComponent(job.summaryId)}`;
  try {
    await deps.mail.sendEmail(
      summary.patientEmail,
      followUpEmail({ patientName: summary.patientName, feedbackUrl, ...from }),
    );
  } catch (error) {
    if (isDependencyOutage(error)) {
      await deps.delivery.releaseFollowUp(job.sub, job.summaryId, claim.sessionHash).catch(() => undefined);
      throw error;
    }
    await deps.delivery.recordFollowUp(job.sub, job.summaryId, claim.sessionHash, { failed: true });
    return "failed";
  }
  try {
    await deps.delivery.recordFollowUp(job.sub, job.summaryId, claim.sessionHash, { sentAt: now.toISOString() });
  } catch (error) {
    // Deleted while the email went out: nothing is left to record on.
    if (!(error instanceof ClaimLost)) throw error;
  }
  return "sent";
}

export interface PortalDeps {
  summaries: SummaryStore;
  delivery: DeliveryStore;
  clock: Clock;
  profiles: Pick<AccountStore, "getProfile">;
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

/**
 * What the patient was sent: the send's claim pinned the version (decision 195) and no writer changes the text of a
 * claimed or sent summary, so the current text is the sent one.
 */
const sentText = (summary: SummaryRecord) => summary.summaryContent ?? "";

export async function openPortal(deps: PortalDeps, summaryId: string, token: string): Promise<PortalSummary> {
  const { summary, ownerSub } = await verifiedSummary(deps, summaryId, token);
  return {
    id: summary.id,
    patient_name: summary.patientName,
    created_at: summary.createdAt,
    // Exactly the version the send pinned when it claimed the summary (decision 195).
    summary_content: sentText(summary),
    chat_history: [],
    prepared_by: preparedBy(await deps.profiles.getProfile(ownerSub)),
  };
}

/** The patient's public chat: answers from the summary, saves no history, counts the first chat once. */
export async function portalChat(
  deps: PortalDeps & { ai: Pick<AiEngine, "chat">; files?: SourceFiles },
  summaryId: string,
  token: string,
  message: string,
): Promise<{ reply: string }> {
  const question = message.trim();
  if (!question) throw new InvalidInput("Please type a question.");
  const { summary, ownerSub } = await verifiedSummary(deps, summaryId, token);
  const source = await sourceTextOf(deps.files, summary);
  const reply = await deps.ai.chat({ summary: sentText(summary), source, question, history: [] });
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
    await deps.delivery.submitFeedback(
      sessionHash,
      session,
      { id: deps.ids.next(), ...clean, summaryId: session.summaryId, createdAt: now.toISOString() },
      now.getTime(),
    );
  } catch (error) {
    if (error instanceof FeedbackAlreadySent) throw new Conflict(FEEDBACK_ALREADY_SENT);
    // The summary was deleted or expired: its feedback link went with it.
    if (error instanceof SummaryGone) throw new NotFound(FEEDBACK_LINK_INVALID);
    throw error;
  }
}

/**
 * Whether a feedback link can still be used, so the page says so before the patient answers anything: 404 for an
 * unknown, expired or orphaned link (its summary is gone), 409 once used.
 */
export async function checkFeedbackSession(
  deps: {
    delivery: Pick<DeliveryStore, "getFeedbackSession">;
    summaries: Pick<SummaryStore, "getSummary">;
    profiles: Pick<AccountStore, "getProfile">;
    clock: Clock;
  },
  session: string,
): Promise<{ open: true; preparedBy: string | null }> {
  if (!looksLikeToken(session)) throw new NotFound(FEEDBACK_LINK_INVALID);
  const now = deps.clock.now().getTime();
  const found = await deps.delivery.getFeedbackSession(hashToken(session), now);
  if (!found) throw new NotFound(FEEDBACK_LINK_INVALID);
  if (found.used) throw new Conflict(FEEDBACK_ALREADY_SENT);
  if (!(await deps.summaries.getSummary(found.ownerSub, found.summaryId, now)))
    throw new NotFound(FEEDBACK_LINK_INVALID);
  return { open: true, preparedBy: preparedBy(await deps.profiles.getProfile(found.ownerSub)) };
}

export async function getPublicStats(delivery: Pick<DeliveryStore, "publicStats">): Promise<PublicStats> {
  return delivery.publicStats();
}
