import type { SendSummaryResult } from "#contracts/delivery";
import type { Clock } from "../account/account";
import type { AccountStore } from "../account/ports";
import { isDependencyOutage, NotFound, UpstreamFailed } from "../shared/errors";
import { ClaimLost } from "../shared/store-errors";
import type { SummaryRecord } from "../summaries/ports";
import { feedbackUrl, feedbackValidUntil, portalUrl, senderOf } from "./claims";
import { followUpEmail, summaryEmail } from "./emails";
import { followUpTime } from "./follow-up-time";
import type { DeliveryStore, FollowUpScheduler, PatientMail, SendClaim } from "./ports";

/** What the claim holder's work needs (sendSummary's deps are a superset). */
export interface SendStepsDeps {
  delivery: DeliveryStore;
  mail: PatientMail;
  clock: Clock;
  /** The clinician's profile, for the names patients see (clinician, practice). */
  profiles: Pick<AccountStore, "getProfile">;
  /** Where the web app lives, for the links in emails. */
  webOrigin: string;
  /** Holds a feedback request until its time (EventBridge Scheduler in AWS, the table locally). */
  followUps: Pick<FollowUpScheduler, "schedule">;
}

/** The claim holder's work: the link, the summary email, the follow-up, then the record. Each step once. */
export async function completeSend(
  deps: SendStepsDeps,
  sub: string,
  summary: SummaryRecord,
  claim: SendClaim,
): Promise<SendSummaryResult> {
  const summaryId = summary.id;
  const now = deps.clock.now();
  const from = senderOf(await deps.profiles.getProfile(sub));
  // The patient's language when the claim holds a translation (issue 23, part 2); English otherwise.
  const language = claim.translation?.language;
  try {
    await deps.delivery.putPortalLink(sub, claim.key, {
      summaryId,
      ownerSub: sub,
      tokenHash: claim.tokenHash,
      expiresAt: summary.expiresAt,
    });
    // A claim taken over after a crash kept the id of the email it already sent.
    let messageId = claim.messageId ?? "";
    if (!claim.emailedAt) {
      const link = portalUrl(deps.webOrigin, summaryId, claim.token, language);
      try {
        messageId = await deps.mail.sendEmail(
          claim.email,
          summaryEmail({ patientName: summary.patientName, portalUrl: link, ...from, language }),
          { owner: sub, summary: summaryId, transcription: summary.transcriptionId },
        );
      } catch (error) {
        await deps.delivery.releaseClaim(sub, summaryId, claim.key, Boolean(summary.sentAt));
        // A busy or unreachable mail service is an outage (503, try again); a refusal carries its own reason.
        if (isDependencyOutage(error)) throw error;
        throw new UpstreamFailed((error as Error).message || "Please try again or contact support.");
      }
      await deps.delivery.markEmailed(sub, summaryId, claim.key, now.toISOString(), messageId);
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
        validUntil: feedbackValidUntil(now.getTime()),
      });
      const link = feedbackUrl(deps.webOrigin, claim.session, summaryId, language);
      try {
        await deps.mail.sendEmail(
          claim.email,
          followUpEmail({ patientName: summary.patientName, feedbackUrl: link, ...from, language }),
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
      messageId,
      // A sent summary is claimed again only for a corrected address after a bounce (send-summary.ts).
      resend: Boolean(summary.sentAt),
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
