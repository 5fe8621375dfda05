import type { PublicStats } from "#contracts/delivery";
import type { CleanFeedback } from "./feedback";

/**
 * The interfaces the delivery use cases (sending, the portal, feedback, follow-ups) depend on. Adapters implement
 * them; the store reports a lost condition with the errors in core/shared/store-errors.ts.
 */

export interface PortalLink {
  summaryId: string;
  ownerSub: string;
  tokenHash: string;
  expiresAt?: number;
}

export interface FeedbackSession {
  summaryId: string;
  ownerSub: string;
  used: boolean;
  /** TTL: the summary's own expiry, so the session goes with it. */
  expiresAt?: number;
  /** Epoch seconds after which the link no longer accepts feedback (30 days after sending). */
  validUntil?: number;
}

/**
 * One send in progress (docs/architecture.md, "Exactly-once sends": claim, act as the winner, record). It lives on the
 * summary item while the send runs and is removed when the send is recorded, with the tokens it holds: a retry after a
 * crash finishes the same claim with the same links, so a patient never receives a link that a retry killed.
 */
export interface SendClaim {
  key: string;
  /** The version the clinician sent (decision 195); absent on claims made before review existed. */
  revision?: number;
  /**
   * The translation sent with it (issue 23): its language and `updatedAt`, which the claim is conditioned on, so a
   * translation changed in another window after the gate read it is never the one that goes. Absent: English.
   */
  translation?: { language: string; updatedAt: string };
  email: string;
  followUp: boolean;
  token: string;
  tokenHash: string;
  session: string;
  sessionHash: string;
  /** Epoch milliseconds; past it another request may finish or replace the claim. */
  leaseUntil: number;
  /** The clinician's follow-up choice when the send began (0 = with the summary email). */
  followUpDelayHours?: number;
  emailedAt?: string;
  /** SES's id of the summary email, saved with `emailedAt`. */
  messageId?: string;
  followUpAt?: string;
  /** The follow-up was scheduled for this time (decision 201). */
  followUpDueAt?: string;
  followUpFailed?: boolean;
}

/**
 * A scheduled follow-up being sent (the same claim pattern as a send): the session token lives on the summary only
 * while the email goes out, so a retry after a crash emails the same feedback link.
 */
export interface FollowUpClaim {
  session: string;
  sessionHash: string;
  leaseUntil: number;
}

export interface DeliveredSend {
  key: string;
  /** SES's id of the summary email (empty if a claim from before outcomes were recorded did not save it). */
  messageId: string;
  /** A corrected address after a bounce: the summary was already counted as delivered once. */
  resend: boolean;
  sentAt: string;
  patientEmail: string;
  followUpRequested: boolean;
  followUpSent: boolean;
  followUpDueAt: string | null;
}

export interface StoredFeedback extends CleanFeedback {
  id: string;
  createdAt: string;
}

/** What the delivery use cases need from persistence: the DynamoDB adapter (adapters/store/delivery/) and the tests' fakes implement it. */
export interface DeliveryStore {
  /**
   * Claims a due follow-up for one run: only a delivered, live summary with a scheduled, unsent follow-up and no live
   * claim (`previousLease` names an abandoned one to take over). False when someone else has it or it is gone.
   */
  claimFollowUp(
    sub: string,
    summaryId: string,
    claim: FollowUpClaim,
    nowMs: number,
    previousLease?: number,
  ): Promise<boolean>;
  /** The feedback session of a scheduled follow-up, listed on the summary, only while this run holds the claim. */
  putFollowUpSession(sub: string, sessionHash: string, session: Omit<FeedbackSession, "used">): Promise<void>;
  /** The follow-up's outcome (sent at a time, or failed for good), removing the claim and its session token. */
  recordFollowUp(
    sub: string,
    summaryId: string,
    sessionHash: string,
    outcome:
      | {
          sentAt: string;
        }
      | {
          failed: true;
        },
  ): Promise<void>;
  /** Gives up a follow-up claim at once (an outage), so the scheduler's retry can take it over without waiting. */
  releaseFollowUp(sub: string, summaryId: string, sessionHash: string): Promise<void>;
  /**
   * Claims an unsent, ready, live summary for one send request, in one transaction with the request key's binding.
   * `replacing` is the lease of an abandoned claim that emailed nothing: the new claim replaces it. `bouncedKey` names
   * the send whose email bounced: a sent summary is then claimable once more, for a corrected address.
   * Returns false when the summary is not claimable (the caller re-reads it to say why).
   */
  claimSend(
    sub: string,
    summaryId: string,
    claim: SendClaim,
    expiresAt: number | undefined,
    nowMs: number,
    replacing?: number,
    bouncedKey?: string,
  ): Promise<boolean>;
  /** Takes over an abandoned claim (its lease passed) to finish it as it was; false if someone else did first. */
  renewClaim(sub: string, summaryId: string, previousLease: number, leaseUntil: number): Promise<boolean>;
  /** Notes that the summary email went out and SES's id for it, only while the claim is still this request's. */
  markEmailed(sub: string, summaryId: string, key: string, emailedAt: string, messageId: string): Promise<void>;
  /** Notes a finished step of the claim (an email went out), only while the claim is still this request's. */
  markClaimStep(
    sub: string,
    summaryId: string,
    key: string,
    step: "followUpAt" | "followUpDueAt" | "followUpFailed",
    value: string | boolean,
  ): Promise<void>;
  /** A failed send that emailed nothing gives the summary back, so the clinician can try again. */
  releaseClaim(sub: string, summaryId: string, key: string, resend?: boolean): Promise<void>;
  /** The patient's link (the claim's token hash); the same claim always writes the same link. */
  putPortalLink(sub: string, key: string, link: PortalLink): Promise<void>;
  putFeedbackSession(
    sub: string,
    key: string,
    sessionHash: string,
    session: Omit<FeedbackSession, "used">,
  ): Promise<void>;
  getPortalLink(summaryId: string, nowMs: number): Promise<PortalLink | undefined>;
  /** Used by deletes: the link stops working before the summary goes. */
  revokePortalLink(summaryId: string): Promise<void>;
  getFeedbackSession(sessionHash: string, nowMs: number): Promise<FeedbackSession | undefined>;
  /** Which summary a request key was first used for, if any. */
  summaryOfRequestKey(sub: string, key: string): Promise<string | undefined>;
  /**
   * Records the delivery in one transaction, only while the claim is this request's: the summary's sent state (the
   * claim and its tokens removed), and the counters (the clinician's deliveries, patients reached overall).
   */
  recordDelivery(sub: string, summaryId: string, sent: DeliveredSend): Promise<void>;
  /** The first patient chat on a summary counts once towards the clinician's chatbox interaction rate. */
  markPatientChatted(ownerSub: string, summaryId: string): Promise<void>;
  /**
   * Uses the session once and stores the feedback under the clinician who sent the summary, only while the summary
   * is live; the feedback is listed on the summary so it goes with it. Ratings also go to counters, which hold no
   * patient data and outlive the summary.
   */
  submitFeedback(
    sessionHash: string,
    session: Pick<FeedbackSession, "ownerSub" | "summaryId" | "expiresAt">,
    feedback: StoredFeedback,
    nowMs: number,
  ): Promise<void>;
  publicStats(): Promise<PublicStats>;
}

/**
 * Which send a summary email belongs to, carried as SES message tags so the outcome SES reports later finds its
 * record (core/delivery/email-outcome.ts). Ids only: never the patient's name or address.
 */
export interface SendTags {
  owner: string;
  summary: string;
  transcription?: string;
}

/** Sends one email to a patient (SES in AWS, the SES emulator locally); answers SES's message id. */
export interface PatientMail {
  sendEmail(to: string, email: { subject: string; html: string; text: string }, tags?: SendTags): Promise<string>;
}

/** What the send-follow-up function receives when a follow-up is due: ids only, never the patient's address. */
export interface FollowUpJob {
  sub: string;
  summaryId: string;
}

export interface FollowUpScheduler {
  /** Once per summary; scheduling the same summary again (a retried send) is not an error. */
  schedule(job: FollowUpJob & { dueAt: string; expiresAt?: number }): Promise<void>;
  /** A follow-up that no longer exists (sent, deleted, never made) is not an error. */
  cancel(job: FollowUpJob): Promise<void>;
}
