import { GetCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { DeliveredSend, SendClaim } from "#core/delivery/ports";
import { ClaimLost, RequestKeyReused } from "#core/shared/store-errors";
import { addToCounters, db, tableName } from "../client";
import { conditionalWrite } from "../conditional";
import { derivedKey, keys } from "../keys";
import { LIVE, SEND } from "./claim";

const NOT_SENT = "(attribute_not_exists(sentAt) OR attribute_type(sentAt, :nullType))";

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
export async function claimSend(
  sub: string,
  summaryId: string,
  claim: SendClaim,
  expiresAt: number | undefined,
  nowMs: number,
  replacing?: number,
  bouncedKey?: string,
): Promise<boolean> {
  // A corrected address claims the sent summary again, only while its email's bounce is the latest word on it.
  const unsent = bouncedKey === undefined ? NOT_SENT : "sentKey = :bouncedKey AND emailOutcome = :bounced";
  const guard =
    replacing === undefined
      ? `attribute_not_exists(${SEND})`
      : `${SEND}.leaseUntil = :replacing AND attribute_not_exists(${SEND}.emailedAt)`;
  // The claim is for the version whose flags were checked; from here no writer may change its text (decision 195).
  const revision = claim.revision ?? 1;
  const atRevision =
    revision === 1 ? "(attribute_not_exists(#revision) OR #revision = :revision)" : "#revision = :revision";
  // The translation the gate read, or none (issue 23): one changed or added in another window since is not sent.
  const sameTranslation = claim.translation
    ? "#translation.updatedAt = :translationAt"
    : "(attribute_not_exists(#translation) OR attribute_type(#translation, :nullType))";
  return conditionalWrite(
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.summary(sub, summaryId),
              // A resend keeps the revision the portal already shows.
              UpdateExpression: `SET ${SEND} = :claim, sentRevision = ${bouncedKey === undefined ? ":revision" : "if_not_exists(sentRevision, :revision)"} ADD derivedKeys :derived`,
              ConditionExpression: `attribute_exists(pk) AND #status = :ready AND ${unsent} AND ${LIVE} AND ${guard} AND ${atRevision} AND ${sameTranslation}`,
              ExpressionAttributeNames: {
                "#send": "send",
                "#status": "status",
                "#revision": "revision",
                "#translation": "translation",
              },
              ExpressionAttributeValues: {
                ":claim": claim,
                ":revision": revision,
                ":derived": derivedOf(sub, summaryId, claim),
                ":ready": "ready",
                // DynamoDB refuses a value the expressions do not use.
                ...(bouncedKey === undefined ? {} : { ":bouncedKey": bouncedKey, ":bounced": "bounced" }),
                ...(bouncedKey === undefined || !claim.translation ? { ":nullType": "NULL" } : {}),
                ...(claim.translation ? { ":translationAt": claim.translation.updatedAt } : {}),
                ":nowSec": Math.floor(nowMs / 1000),
                ...(replacing === undefined ? {} : { ":replacing": replacing }),
              },
            },
          },
          requestBinding(sub, summaryId, claim, expiresAt),
        ],
      }),
    ),
    false,
    RequestKeyReused,
  );
}

/** Takes over an abandoned claim (its lease passed) to finish it as it was; false if someone else did first. */
export async function renewClaim(sub: string, summaryId: string, previousLease: number, leaseUntil: number) {
  return conditionalWrite(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, summaryId),
        UpdateExpression: `SET ${SEND}.leaseUntil = :lease`,
        ConditionExpression: `${SEND}.leaseUntil = :previous`,
        ExpressionAttributeNames: { "#send": "send" },
        ExpressionAttributeValues: { ":lease": leaseUntil, ":previous": previousLease },
      }),
    ),
  );
}

/** Notes that the summary email went out and SES's id for it, only while the claim is still this request's. */
export async function markEmailed(
  sub: string,
  summaryId: string,
  key: string,
  emailedAt: string,
  messageId: string,
): Promise<void> {
  await conditionalWrite(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, summaryId),
        UpdateExpression: `SET ${SEND}.emailedAt = :at, ${SEND}.messageId = :id`,
        ConditionExpression: `${SEND}.#key = :key`,
        ExpressionAttributeNames: { "#send": "send", "#key": "key" },
        ExpressionAttributeValues: { ":at": emailedAt, ":id": messageId, ":key": key },
      }),
    ),
    ClaimLost,
  );
}

/** Notes a finished step of the claim (an email went out), only while the claim is still this request's. */
export async function markClaimStep(
  sub: string,
  summaryId: string,
  key: string,
  step: "followUpAt" | "followUpDueAt" | "followUpFailed",
  value: string | boolean,
): Promise<void> {
  await conditionalWrite(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, summaryId),
        UpdateExpression: `SET ${SEND}.#step = :value`,
        ConditionExpression: `${SEND}.#key = :key`,
        ExpressionAttributeNames: { "#send": "send", "#step": step, "#key": "key" },
        ExpressionAttributeValues: { ":value": value, ":key": key },
      }),
    ),
    ClaimLost,
  );
}

/**
 * A failed send that emailed nothing gives the summary back, so the clinician can try again. A failed resend keeps
 * the revision the portal shows for the first send.
 */
export async function releaseClaim(sub: string, summaryId: string, key: string, resend = false): Promise<void> {
  await conditionalWrite(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, summaryId),
        UpdateExpression: resend ? `REMOVE ${SEND}` : `REMOVE ${SEND}, sentRevision`,
        ConditionExpression: `${SEND}.#key = :key AND attribute_not_exists(${SEND}.emailedAt)`,
        ExpressionAttributeNames: { "#send": "send", "#key": "key" },
        ExpressionAttributeValues: { ":key": key },
      }),
    ),
  );
}

/** Which summary a request key was first used for, if any. */
export async function summaryOfRequestKey(sub: string, key: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.sendRequest(sub, key) }));
  return typeof Item?.summaryId === "string" ? Item.summaryId : undefined;
}

/**
 * Records the delivery in one transaction, only while the claim is this request's: the summary's sent state (the
 * claim and its tokens removed), and the counters (the clinician's deliveries, patients reached overall) unless it
 * is a corrected address's resend.
 */
export async function recordDelivery(sub: string, summaryId: string, sent: DeliveredSend): Promise<void> {
  await conditionalWrite(
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.summary(sub, summaryId),
              // A new send starts without an outcome: SES reports on its own message.
              UpdateExpression:
                "SET sentAt = :sentAt, patientEmail = :email, followUpSent = :followUp, " +
                `followUpRequested = :requested, followUpDueAt = :due, followUpSentAt = :followUpAt, sentKey = :key, ` +
                `sentMessageId = :messageId REMOVE ${SEND}, emailOutcome, emailOutcomeAt`,
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
                ":messageId": sent.messageId,
              },
            },
          },
          // The patient of a corrected address was counted when the summary was first sent.
          ...(sent.resend
            ? []
            : [
                addToCounters(keys.userTotals(sub), "userTotals", { delivered: 1 }),
                addToCounters(keys.globalCounters(), "globalCounters", { patientsImpacted: 1 }),
              ]),
        ],
      }),
    ),
    ClaimLost,
  );
}
