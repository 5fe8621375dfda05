import type { Clock } from "../account/account";
import type { AccountStore } from "../account/ports";
import { isDependencyOutage } from "../shared/errors";
import { ClaimLost } from "../shared/store-errors";
import type { SummaryStore } from "../summaries/ports";
import { sentTranslation } from "../translation/stored";
import { feedbackUrl, feedbackValidUntil, SEND_LEASE_MS, senderOf } from "./claims";
import { followUpEmail } from "./emails";
import { hashToken, newToken } from "./link-tokens";
import type { DeliveryStore, FollowUpClaim, FollowUpJob, PatientMail } from "./ports";

export interface FollowUpDeps {
  summaries: Pick<SummaryStore, "getSummary">;
  delivery: Pick<DeliveryStore, "claimFollowUp" | "putFollowUpSession" | "recordFollowUp" | "releaseFollowUp">;
  mail: PatientMail;
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
  // Not to an address that bounced or whose owner marked the summary as spam (issue 22, part 4); a corrected
  // address's send schedules its own.
  if (summary.emailOutcome === "bounced" || summary.emailOutcome === "complained") return "skipped";
  const held = summary.followUpClaim;
  if (held && held.leaseUntil > nowMs) return "skipped";
  const session = held?.session ?? newToken();
  const claim: FollowUpClaim = { session, sessionHash: hashToken(session), leaseUntil: nowMs + SEND_LEASE_MS };
  if (!(await deps.delivery.claimFollowUp(job.sub, job.summaryId, claim, nowMs, held?.leaseUntil))) return "skipped";

  const from = senderOf(await deps.profiles.getProfile(job.sub));
  try {
    await deps.delivery.putFollowUpSession(job.sub, claim.sessionHash, {
      summaryId: job.summaryId,
      ownerSub: job.sub,
      expiresAt: summary.expiresAt,
      validUntil: feedbackValidUntil(nowMs),
    });
  } catch (error) {
    if (error instanceof ClaimLost) return "skipped";
    throw error;
  }
  const language = sentTranslation(summary)?.language;
  const link = feedbackUrl(await deps.webOrigin(), session, job.summaryId, language);
  try {
    await deps.mail.sendEmail(
      summary.patientEmail,
      followUpEmail({ patientName: summary.patientName, feedbackUrl: link, ...from, language }),
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
