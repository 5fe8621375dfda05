import { ConditionalCheckFailedException, TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { GetCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { PublicStats } from "#contracts/delivery";
import type {
  DeliveredSend,
  DeliveryStore,
  FeedbackSession,
  FollowUpClaim,
  PortalLink,
  SendClaim,
  StoredFeedback,
} from "#core/delivery/ports";
import { isLive } from "#core/records/retention";
import { ClaimLost, FeedbackAlreadySent, RequestKeyReused, SummaryGone } from "#core/shared/store-errors";
import { addToCounters, db, tableName } from "./client";
import { deleteItems } from "./derived";
import { derivedKey, keys } from "./keys";

const SEND = "#send";
const NOT_SENT = "(attribute_not_exists(sentAt) OR attribute_type(sentAt, :nullType))";
const LIVE = "(attribute_not_exists(expiresAt) OR expiresAt > :nowSec)";

function cancelledAt(error: unknown, index: number): boolean {
  return (
    error instanceof TransactionCanceledException &&
    error.CancellationReasons?.[index]?.Code === "ConditionalCheckFailed"
  );
}

function requestBinding(sub: string, summaryId: string, claim: SendClaim, expiresAt: number | undefined) {
  return {
    Put: {
      TableName: tableName(),
      // Only the summary's id: the patient's address stays on the summary and goes with it.
      Item: { ...keys.sendRequest(sub, claim.key), entity: "sendRequest", summaryId, expiresAt },
      ConditionExpression: "attribute_not_exists(pk) OR summaryId = :id",
      ExpressionAttributeValues: { ":id": summaryId },
    },
  };
}

function derivedOf(sub: string, summaryId: string, claim: SendClaim): Set<string> {
  const derived = new Set([derivedKey(keys.portalLink(summaryId)), derivedKey(keys.sendRequest(sub, claim.key))]);
  if (claim.followUp) {
    derived.add(derivedKey(keys.feedbackSession(claim.sessionHash)));
    // The local stack's waiting follow-up (an item only there); listed either way, deleting a missing key is fine.
    derived.add(derivedKey(keys.followUpSchedule(sub, summaryId)));
  }
  return derived;
}

/**
 * Claims an unsent, ready, live summary for one send request, in one transaction with the request key's binding.
 * `replacing` is the lease of an abandoned claim that emailed nothing: the new claim replaces it.
 * Returns false when the summary is not claimable (the caller re-reads it to say why).
 */
async function claimSend(
  sub: string,
  summaryId: string,
  claim: SendClaim,
  expiresAt: number | undefined,
  nowMs: number,
  replacing?: number,
): Promise<boolean> {
  const guard =
    replacing === undefined
      ? `attribute_not_exists(${SEND})`
      : `${SEND}.leaseUntil = :replacing AND attribute_not_exists(${SEND}.emailedAt)`;
  // The claim is for the version whose flags were checked; from here no writer may change its text (decision 195).
  const revision = claim.revision ?? 1;
  const atRevision =
    revision === 1 ? "(attribute_not_exists(#revision) OR #revision = :revision)" : "#revision = :revision";
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.summary(sub, summaryId),
              UpdateExpression: `SET ${SEND} = :claim, sentRevision = :revision ADD derivedKeys :derived`,
              ConditionExpression: `attribute_exists(pk) AND #status = :ready AND ${NOT_SENT} AND ${LIVE} AND ${guard} AND ${atRevision}`,
              ExpressionAttributeNames: { "#send": "send", "#status": "status", "#revision": "revision" },
              ExpressionAttributeValues: {
                ":claim": claim,
                ":revision": revision,
                ":derived": derivedOf(sub, summaryId, claim),
                ":ready": "ready",
                ":nullType": "NULL",
                ":nowSec": Math.floor(nowMs / 1000),
                ...(replacing === undefined ? {} : { ":replacing": replacing }),
              },
            },
          },
          requestBinding(sub, summaryId, claim, expiresAt),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancelledAt(error, 1)) throw new RequestKeyReused();
    if (cancelledAt(error, 0)) return false;
    throw error;
  }
}

/** Takes over an abandoned claim (its lease passed) to finish it as it was; false if someone else did first. */
async function renewClaim(sub: string, summaryId: string, previousLease: number, leaseUntil: number) {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, summaryId),
        UpdateExpression: `SET ${SEND}.leaseUntil = :lease`,
        ConditionExpression: `${SEND}.leaseUntil = :previous`,
        ExpressionAttributeNames: { "#send": "send" },
        ExpressionAttributeValues: { ":lease": leaseUntil, ":previous": previousLease },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Notes a finished step of the claim (an email went out), only while the claim is still this request's. */
async function markClaimStep(
  sub: string,
  summaryId: string,
  key: string,
  step: "emailedAt" | "followUpAt" | "followUpDueAt" | "followUpFailed",
  value: string | boolean,
): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, summaryId),
        UpdateExpression: `SET ${SEND}.#step = :value`,
        ConditionExpression: `${SEND}.#key = :key`,
        ExpressionAttributeNames: { "#send": "send", "#step": step, "#key": "key" },
        ExpressionAttributeValues: { ":value": value, ":key": key },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ClaimLost();
    throw error;
  }
}

/** A failed send that emailed nothing gives the summary back, so the clinician can try again. */
async function releaseClaim(sub: string, summaryId: string, key: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, summaryId),
        UpdateExpression: `REMOVE ${SEND}, sentRevision`,
        ConditionExpression: `${SEND}.#key = :key AND attribute_not_exists(${SEND}.emailedAt)`,
        ExpressionAttributeNames: { "#send": "send", "#key": "key" },
        ExpressionAttributeValues: { ":key": key },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

const claimCheck = (sub: string, summaryId: string, key: string) => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.summary(sub, summaryId),
    ConditionExpression: `${SEND}.#key = :key`,
    ExpressionAttributeNames: { "#send": "send", "#key": "key" },
    ExpressionAttributeValues: { ":key": key },
  },
});

/** Writes an item only while the summary still holds this claim, so a deleted summary gets no new link. */
async function putUnderClaim(sub: string, summaryId: string, key: string, item: Record<string, unknown>) {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [claimCheck(sub, summaryId, key), { Put: { TableName: tableName(), Item: item } }],
      }),
    );
  } catch (error) {
    if (cancelledAt(error, 0)) throw new ClaimLost();
    throw error;
  }
}

/** The patient's link (the claim's token hash); the same claim always writes the same link. */
async function putPortalLink(sub: string, key: string, link: PortalLink): Promise<void> {
  await putUnderClaim(sub, link.summaryId, key, {
    ...keys.portalLink(link.summaryId),
    entity: "portalLink",
    ...link,
  });
}

async function putFeedbackSession(
  sub: string,
  key: string,
  sessionHash: string,
  session: Omit<FeedbackSession, "used">,
): Promise<void> {
  await putUnderClaim(sub, session.summaryId, key, {
    ...keys.feedbackSession(sessionHash),
    entity: "feedbackSession",
    used: false,
    ...session,
  });
}

async function getPortalLink(summaryId: string, nowMs: number): Promise<PortalLink | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.portalLink(summaryId) }));
  if (!Item || !isLive(Item as { expiresAt?: number }, nowMs)) return undefined;
  return Item as PortalLink;
}

/** Used by deletes: the link stops working before the summary goes. */
async function revokePortalLink(summaryId: string): Promise<void> {
  await deleteItems([keys.portalLink(summaryId)]);
}

async function getFeedbackSession(sessionHash: string, nowMs: number): Promise<FeedbackSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.feedbackSession(sessionHash) }));
  if (!Item || !isLive(Item as { expiresAt?: number }, nowMs)) return undefined;
  const session = Item as FeedbackSession;
  if (session.validUntil !== undefined && session.validUntil * 1000 <= nowMs) return undefined;
  return session;
}

/** Which summary a request key was first used for, if any. */
async function summaryOfRequestKey(sub: string, key: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.sendRequest(sub, key) }));
  return typeof Item?.summaryId === "string" ? Item.summaryId : undefined;
}

/**
 * Records the delivery in one transaction, only while the claim is this request's: the summary's sent state (the
 * claim and its tokens removed), and the counters (the clinician's deliveries, patients reached overall).
 */
async function recordDelivery(sub: string, summaryId: string, sent: DeliveredSend): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.summary(sub, summaryId),
              UpdateExpression:
                "SET sentAt = :sentAt, patientEmail = :email, followUpSent = :followUp, " +
                `followUpRequested = :requested, followUpDueAt = :due, followUpSentAt = :followUpAt, sentKey = :key ` +
                `REMOVE ${SEND}`,
              ConditionExpression: `${SEND}.#key = :key`,
              ExpressionAttributeNames: { "#send": "send", "#key": "key" },
              ExpressionAttributeValues: {
                ":sentAt": sent.sentAt,
                ":email": sent.patientEmail,
                ":followUp": sent.followUpSent,
                ":requested": sent.followUpRequested,
                ":due": sent.followUpDueAt,
                ":followUpAt": sent.followUpSent ? sent.sentAt : null,
                ":key": sent.key,
              },
            },
          },
          addToCounters(keys.userTotals(sub), "userTotals", { delivered: 1 }),
          addToCounters(keys.globalCounters(), "globalCounters", { patientsImpacted: 1 }),
        ],
      }),
    );
  } catch (error) {
    if (cancelledAt(error, 0)) throw new ClaimLost();
    throw error;
  }
}

/** The first patient chat on a summary counts once towards the clinician's chatbox interaction rate. */
async function markPatientChatted(ownerSub: string, summaryId: string): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.summary(ownerSub, summaryId),
              UpdateExpression: "SET patientChatted = :yes",
              ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(patientChatted)",
              ExpressionAttributeValues: { ":yes": true },
            },
          },
          addToCounters(keys.userTotals(ownerSub), "userTotals", { chatted: 1 }),
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
  }
}

/**
 * Uses the session once and stores the feedback under the clinician who sent the summary, only while the summary
 * is live; the feedback is listed on the summary so it goes with it. Ratings also go to counters, which hold no
 * patient data and outlive the summary.
 */
async function submitFeedback(
  sessionHash: string,
  session: Pick<FeedbackSession, "ownerSub" | "summaryId" | "expiresAt">,
  feedback: StoredFeedback,
  nowMs: number,
): Promise<void> {
  const rated = feedback.overallRating !== null;
  const ratings: Record<string, number> = rated ? { ratingSum: feedback.overallRating ?? 0, ratingCount: 1 } : {};
  const feedbackKey = keys.feedback(session.ownerSub, feedback.id);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.feedbackSession(sessionHash),
              UpdateExpression: "SET used = :yes, usedAt = :at",
              ConditionExpression: "attribute_exists(pk) AND used = :no",
              ExpressionAttributeValues: { ":yes": true, ":no": false, ":at": feedback.createdAt },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.summary(session.ownerSub, session.summaryId),
              UpdateExpression: "ADD derivedKeys :derived",
              ConditionExpression: `attribute_exists(pk) AND ${LIVE}`,
              ExpressionAttributeValues: {
                ":derived": new Set([derivedKey(feedbackKey)]),
                ":nowSec": Math.floor(nowMs / 1000),
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...feedbackKey, entity: "feedback", ...feedback, expiresAt: session.expiresAt },
            },
          },
          addToCounters(keys.userTotals(session.ownerSub), "userTotals", { feedbackCount: 1, ...ratings }),
          addToCounters(keys.globalCounters(), "globalCounters", { feedbackCount: 1, ...ratings }),
        ],
      }),
    );
  } catch (error) {
    if (cancelledAt(error, 0)) throw new FeedbackAlreadySent();
    if (cancelledAt(error, 1)) throw new SummaryGone();
    throw error;
  }
}

async function publicStats(): Promise<PublicStats> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.globalCounters() }));
  const ratingCount = Number(Item?.ratingCount ?? 0);
  return {
    totalSummaries: Number(Item?.totalSummaries ?? 0),
    patientsImpacted: Number(Item?.patientsImpacted ?? 0),
    averageRating: ratingCount > 0 ? Math.round((Number(Item?.ratingSum ?? 0) / ratingCount) * 10) / 10 : null,
    providers: Number(Item?.providers ?? 0),
  };
}

const FOLLOW_UP = "#followUpClaim";
const FOLLOW_UP_OPEN =
  "attribute_exists(pk) AND attribute_exists(sentAt) AND attribute_type(followUpDueAt, :stringType) AND " +
  "(attribute_not_exists(followUpSent) OR followUpSent = :no) AND attribute_not_exists(followUpFailed)";

/**
 * Claims a due follow-up for one run: only a delivered, live summary with a scheduled, unsent follow-up and no live
 * claim (`previousLease` names an abandoned one to take over). False when someone else has it or it is gone.
 */
async function claimFollowUp(
  sub: string,
  summaryId: string,
  claim: FollowUpClaim,
  nowMs: number,
  previousLease?: number,
): Promise<boolean> {
  const guard = previousLease === undefined ? `attribute_not_exists(${FOLLOW_UP})` : `${FOLLOW_UP}.leaseUntil = :prev`;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, summaryId),
        UpdateExpression: `SET ${FOLLOW_UP} = :claim`,
        ConditionExpression: `${FOLLOW_UP_OPEN} AND ${LIVE} AND ${guard}`,
        ExpressionAttributeNames: { [FOLLOW_UP]: "followUpClaim" },
        ExpressionAttributeValues: {
          ":claim": claim,
          ":no": false,
          ":stringType": "S",
          ":nowSec": Math.floor(nowMs / 1000),
          ...(previousLease === undefined ? {} : { ":prev": previousLease }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The feedback session of a scheduled follow-up, listed on the summary, only while this run holds the claim. */
async function putFollowUpSession(
  sub: string,
  sessionHash: string,
  session: Omit<FeedbackSession, "used">,
): Promise<void> {
  const sessionKey = keys.feedbackSession(sessionHash);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.summary(sub, session.summaryId),
              UpdateExpression: "ADD derivedKeys :derived",
              ConditionExpression: `${FOLLOW_UP}.sessionHash = :hash`,
              ExpressionAttributeNames: { [FOLLOW_UP]: "followUpClaim" },
              ExpressionAttributeValues: { ":derived": new Set([derivedKey(sessionKey)]), ":hash": sessionHash },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...sessionKey, entity: "feedbackSession", used: false, ...session },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (cancelledAt(error, 0)) throw new ClaimLost();
    throw error;
  }
}

/** The follow-up's outcome (sent at a time, or failed for good), removing the claim and its session token. */
async function recordFollowUp(
  sub: string,
  summaryId: string,
  sessionHash: string,
  outcome: { sentAt: string } | { failed: true },
): Promise<void> {
  const sent = "sentAt" in outcome;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, summaryId),
        UpdateExpression: sent
          ? `SET followUpSent = :yes, followUpSentAt = :at REMOVE ${FOLLOW_UP}`
          : `SET followUpFailed = :yes REMOVE ${FOLLOW_UP}`,
        ConditionExpression: `${FOLLOW_UP}.sessionHash = :hash`,
        ExpressionAttributeNames: { [FOLLOW_UP]: "followUpClaim" },
        ExpressionAttributeValues: { ":yes": true, ":hash": sessionHash, ...(sent ? { ":at": outcome.sentAt } : {}) },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ClaimLost();
    throw error;
  }
}

/** Gives up a follow-up claim at once (an outage), so the scheduler's retry can take it over without waiting. */
async function releaseFollowUp(sub: string, summaryId: string, sessionHash: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, summaryId),
        UpdateExpression: `SET ${FOLLOW_UP}.leaseUntil = :zero`,
        ConditionExpression: `${FOLLOW_UP}.sessionHash = :hash`,
        ExpressionAttributeNames: { [FOLLOW_UP]: "followUpClaim" },
        ExpressionAttributeValues: { ":zero": 0, ":hash": sessionHash },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export const dynamoDeliveryStore: DeliveryStore = {
  claimFollowUp,
  putFollowUpSession,
  recordFollowUp,
  releaseFollowUp,
  claimSend,
  renewClaim,
  markClaimStep,
  releaseClaim,
  putPortalLink,
  putFeedbackSession,
  getPortalLink,
  revokePortalLink,
  getFeedbackSession,
  summaryOfRequestKey,
  recordDelivery,
  markPatientChatted,
  submitFeedback,
  publicStats,
};
