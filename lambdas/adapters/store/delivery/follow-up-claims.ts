import { TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { FeedbackSession, FollowUpClaim } from "#core/delivery/ports";
import { ClaimLost } from "#core/shared/store-errors";
import { db, tableName } from "../client";
import { conditionalWrite } from "../conditional";
import { derivedKey, keys } from "../keys";
import { LIVE } from "./claim";

const FOLLOW_UP = "#followUpClaim";
const FOLLOW_UP_OPEN =
  "attribute_exists(pk) AND attribute_exists(sentAt) AND attribute_type(followUpDueAt, :stringType) AND " +
  "(attribute_not_exists(followUpSent) OR followUpSent = :no) AND attribute_not_exists(followUpFailed) AND " +
  // An outcome recorded between the read and the claim: not to a bounced address, nor after a spam complaint.
  "(attribute_not_exists(emailOutcome) OR NOT emailOutcome IN (:bounced, :complained))";

/**
 * Claims a due follow-up for one run: only a delivered, live summary with a scheduled, unsent follow-up and no live
 * claim (`previousLease` names an abandoned one to take over). False when someone else has it or it is gone.
 */
export async function claimFollowUp(
  sub: string,
  summaryId: string,
  claim: FollowUpClaim,
  nowMs: number,
  previousLease?: number,
): Promise<boolean> {
  const guard = previousLease === undefined ? `attribute_not_exists(${FOLLOW_UP})` : `${FOLLOW_UP}.leaseUntil = :prev`;
  return conditionalWrite(
    db().send(
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
          ":bounced": "bounced",
          ":complained": "complained",
          ":nowSec": Math.floor(nowMs / 1000),
          ...(previousLease === undefined ? {} : { ":prev": previousLease }),
        },
      }),
    ),
  );
}

/** The feedback session of a scheduled follow-up, listed on the summary, only while this run holds the claim. */
export async function putFollowUpSession(
  sub: string,
  sessionHash: string,
  session: Omit<FeedbackSession, "used">,
): Promise<void> {
  const sessionKey = keys.feedbackSession(sessionHash);
  await conditionalWrite(
    db().send(
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
    ),
    ClaimLost,
  );
}

/** The follow-up's outcome (sent at a time, or failed for good), removing the claim and its session token. */
export async function recordFollowUp(
  sub: string,
  summaryId: string,
  sessionHash: string,
  outcome: { sentAt: string } | { failed: true },
): Promise<void> {
  const sent = "sentAt" in outcome;
  await conditionalWrite(
    db().send(
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
    ),
    ClaimLost,
  );
}

/** Gives up a follow-up claim at once (an outage), so the scheduler's retry can take it over without waiting. */
export async function releaseFollowUp(sub: string, summaryId: string, sessionHash: string): Promise<void> {
  await conditionalWrite(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summary(sub, summaryId),
        UpdateExpression: `SET ${FOLLOW_UP}.leaseUntil = :zero`,
        ConditionExpression: `${FOLLOW_UP}.sessionHash = :hash`,
        ExpressionAttributeNames: { [FOLLOW_UP]: "followUpClaim" },
        ExpressionAttributeValues: { ":zero": 0, ":hash": sessionHash },
      }),
    ),
  );
}
